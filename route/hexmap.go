package route

import (
	"ferro/engine"
	"ferro/engine/hexmap"
)

// FromHexmap reads a hexmap board into the plain Board route works on:
// every hex with track, its tile's stops and paths at their rotation, and
// the tokens in each city (blockers as BlockingToken, tokens beyond the
// slots as Extra).
func FromHexmap(b *hexmap.Board) *Board {
	return fromHexmap(b, nil)
}

// FromHexmapFor is FromHexmap reduced to the hexes Check reads for
// routes: those their connections name (as Check names them) and the
// extra ones (the Hole areas), in board order. Check gives the very
// result (or error) on it that it gives on FromHexmap(b), for a fraction
// of the work; the optimizer needs the whole board.
func FromHexmapFor(b *hexmap.Board, routes []engine.Route, extra ...string) *Board {
	m := b.Map()
	want := make([]bool, m.NumHexes())
	for _, r := range routes {
		for _, c := range r.Connections {
			for _, h := range c {
				if i, ok := m.HexIndex(hexOfConn(h)); ok {
					want[i] = true
				}
			}
		}
	}
	for _, id := range extra {
		if i, ok := m.HexIndex(id); ok {
			want[i] = true
		}
	}
	return fromHexmap(b, want)
}

// fromHexmap converts the hexes with track of b, only those of want
// unless want is nil.
func fromHexmap(b *hexmap.Board, want []bool) *Board {
	m := b.Map()
	// one allocation for the hexes, one for all their nodes, one for all
	// their paths: the board is rebuilt for every run checked
	nh, nn, np := 0, 0, 0
	for i := 0; i < m.NumHexes(); i++ {
		if want != nil && !want[i] {
			continue
		}
		if t, _ := b.Tile(i); len(t.Paths) > 0 {
			nh++
			nn += len(t.Nodes)
			np += len(t.Paths)
		}
	}
	out := &Board{Hexes: make([]Hex, 0, nh)}
	nodes := make([]Node, 0, nn)
	paths := make([]Path, 0, np)
	for i := 0; i < m.NumHexes(); i++ {
		if want != nil && !want[i] {
			continue
		}
		t, rot := b.Tile(i)
		if len(t.Paths) == 0 {
			continue
		}
		h := Hex{ID: m.HexID(i)}
		for e := 0; e < 6; e++ {
			if n := m.Neighbor(i, e); n >= 0 {
				h.Neighbors[e] = m.HexID(n)
			}
		}
		n0 := len(nodes)
		city := 0
		for _, n := range t.Nodes {
			nd := Node{Kind: NodeKind(n.Kind), Revenue: n.Revenue, Slots: n.Slots}
			switch n.Kind {
			case hexmap.City:
				nd.Kind = City
				for _, tk := range b.TokensAt(i, city) {
					name := tk.Corp
					if tk.Blocker {
						name = BlockingToken
					}
					if tk.Slot < 0 {
						nd.Extra = append(nd.Extra, name)
					} else {
						nd.Tokens = append(nd.Tokens, name)
					}
				}
				city++
			case hexmap.Town:
				nd.Kind = Town
			case hexmap.Offboard:
				nd.Kind = Offboard
			default:
				nd.Kind = Junction
			}
			nodes = append(nodes, nd)
		}
		h.Nodes = nodes[n0:len(nodes):len(nodes)]
		p0 := len(paths)
		for _, tp := range t.Paths {
			p := tp.Rotate(rot)
			paths = append(paths, Path{
				A: End(p.A), B: End(p.B),
				ALane: Lane{p.ALane.Width, p.ALane.Index},
				BLane: Lane{p.BLane.Width, p.BLane.Index},
			})
		}
		h.Paths = paths[p0:len(paths):len(paths)]
		out.Hexes = append(out.Hexes, h)
	}
	return out
}
