package g1713menorca

import "ferro/engine/hexmap"

// board indexes the map (island.go): hex ids and each hex's neighbours
// (hexmap's geometry: its coordinates and edge steps), for the rules'
// network walks.
type board struct {
	index    map[string]int // hex id -> index into hexDefs
	neighbor [][6]int       // -1 where no hex
}

var geo = buildBoard()

func buildBoard() *board {
	m := island() // its hexes' ids are unique coordinates, its neighbours hexmap's
	b := &board{index: map[string]int{}, neighbor: make([][6]int, len(hexDefs))}
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
