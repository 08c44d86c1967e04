package g1713menorca

import "ferro/engine/hexmap"

// board indexes the links of the map (island.go): hex ids, each hex's
// neighbours (hexmap's geometry: its coordinates and edge steps) and the
// sea lanes (where the map's sea paths meet across an edge), for the
// rules' network walks and the ships' track.
type board struct {
	index    map[string]int // hex id -> index into hexDefs
	neighbor [][6]int       // -1 where no hex
	seaAdj   [][]int        // the hexes a sea lane leads to from each hex
}

var geo = buildBoard()

func buildBoard() *board {
	m := island() // its hexes' ids are unique coordinates, its neighbours hexmap's
	b := &board{index: map[string]int{}, neighbor: make([][6]int, len(hexDefs)), seaAdj: make([][]int, len(hexDefs))}
	for i, h := range hexDefs {
		if c, _ := hexmap.ParseCoord(h.ID); (c.X+c.Y)%2 != 1 { // column index plus row number even
			panic("bad hex " + h.ID)
		}
		if h.Slots > 3 || i >= maxHexes { // the sizes hexboard.go counts on
			panic("too many places or hexes at " + h.ID)
		}
		b.index[h.ID] = i
		for e := range 6 {
			b.neighbor[i][e] = m.Neighbor(i, e)
		}
	}
	// the sea lanes: two hexes are linked where each has a lane of the
	// map (a sea path of its printed tile, island.go) at their common edge
	for i := range hexDefs {
		lanes := seaEdges(m.Hex(i).Tile)
		for e := 0; e < 6; e++ {
			j := b.neighbor[i][e]
			if j < i || lanes&(1<<e) == 0 || seaEdges(m.Hex(j).Tile)&(1<<((e+3)%6)) == 0 {
				continue
			}
			b.seaAdj[i] = append(b.seaAdj[i], j)
			b.seaAdj[j] = append(b.seaAdj[j], i)
		}
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
func seaEdges(t *hexmap.Tile) uint8 { return pathEdges(t, hexmap.Sea, 0) }
