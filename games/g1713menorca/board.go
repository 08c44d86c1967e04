package g1713menorca

import "ferro/engine/hexmap"

// board indexes the links of the map (island.go): hex ids, each hex's
// neighbours (hexmap's geometry: its coordinates and edge steps), the
// roads that may ever exist (between any two land hexes) and the sea
// lanes (where the map's sea paths meet across an edge), for the rules'
// network walks and the route bitsets.
type board struct {
	index    map[string]int // hex id -> index into hexDefs
	neighbor [][6]int       // -1 where no hex
	links    []link         // every link that can ever exist
	landLink [][6]int       // land link index across each edge, -1 none
	seaAdj   [][]seaStep    // sea lanes out of each hex
}

// link joins two adjacent hexes: a road (land) or a sea lane.
type link struct {
	A, B int
	Sea  bool
}

type seaStep struct {
	To   int
	Link int
}

var geo = buildBoard()

func buildBoard() *board {
	b := &board{index: map[string]int{}}
	at := map[hexmap.Coord]int{}
	coords := make([]hexmap.Coord, len(hexDefs))
	for i, h := range hexDefs {
		c, err := hexmap.ParseCoord(h.ID)
		if err != nil || (c.X+c.Y)%2 != 1 { // column index plus row number even
			panic("bad hex " + h.ID)
		}
		if _, dup := b.index[h.ID]; dup {
			panic("duplicate hex " + h.ID)
		}
		if h.Slots > 3 || i >= maxHexes { // the sizes hexboard.go counts on
			panic("too many places or hexes at " + h.ID)
		}
		b.index[h.ID], at[c], coords[i] = i, i, c
	}
	b.neighbor = make([][6]int, len(hexDefs))
	b.landLink = make([][6]int, len(hexDefs))
	b.seaAdj = make([][]seaStep, len(hexDefs))
	for i, c := range coords {
		for e := 0; e < 6; e++ {
			b.neighbor[i][e], b.landLink[i][e] = -1, -1
			if j, ok := at[c.Step(hexmap.LayoutFlat, e)]; ok {
				b.neighbor[i][e] = j
			}
		}
	}
	for i := range hexDefs {
		for e := 0; e < 3; e++ { // each land pair once, from the lower edge numbers' side
			j := b.neighbor[i][e]
			if j < 0 || !isLand(i) || !isLand(j) {
				continue
			}
			b.links = append(b.links, link{A: i, B: j})
			b.landLink[i][e] = len(b.links) - 1
			b.landLink[j][(e+3)%6] = len(b.links) - 1
		}
	}
	// the sea lanes: two hexes are linked where each has a lane of the
	// map (a sea path of its printed tile, island.go) at their common edge
	m := island()
	for i := range hexDefs {
		lanes := seaEdges(m.Hex(i).Tile)
		for e := 0; e < 6; e++ {
			j := b.neighbor[i][e]
			if j < i || lanes&(1<<e) == 0 || seaEdges(m.Hex(j).Tile)&(1<<((e+3)%6)) == 0 {
				continue
			}
			b.links = append(b.links, link{A: i, B: j, Sea: true})
			li := len(b.links) - 1
			b.seaAdj[i] = append(b.seaAdj[i], seaStep{To: j, Link: li})
			b.seaAdj[j] = append(b.seaAdj[j], seaStep{To: i, Link: li})
		}
	}
	if len(b.links) > 128 {
		panic("too many links for the route bitsets")
	}
	return b
}

func isLand(i int) bool {
	k := hexDefs[i].Kind
	return k == kindPlain || k == kindTown || k == kindCity
}

func isNode(i int) bool {
	k := hexDefs[i].Kind
	return k == kindTown || k == kindCity || k == kindOffboard
}

// seaEdges is the set of edges a sea path of tile t (at rotation 0) ends at.
func seaEdges(t *hexmap.Tile) uint8 {
	var m uint8
	for _, p := range t.Paths {
		if p.Kind != hexmap.Sea {
			continue
		}
		for _, e := range [2]hexmap.End{p.A, p.B} {
			if e.IsEdge() {
				m |= 1 << e.Edge()
			}
		}
	}
	return m
}
