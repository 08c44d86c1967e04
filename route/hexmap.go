package route

import "ferro/engine/hexmap"

// FromHexmap reads a hexmap board into the plain Board route works on:
// every hex with track, its tile's stops and paths at their rotation, and
// the tokens in each city (blockers as BlockingToken, tokens beyond the
// slots as Extra).
func FromHexmap(b *hexmap.Board) *Board {
	m := b.Map()
	out := &Board{}
	for i := 0; i < m.NumHexes(); i++ {
		paths := b.Paths(i)
		if len(paths) == 0 {
			continue
		}
		t, _ := b.Tile(i)
		h := Hex{ID: m.HexID(i)}
		for e := 0; e < 6; e++ {
			if n := m.Neighbor(i, e); n >= 0 {
				h.Neighbors[e] = m.HexID(n)
			}
		}
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
			h.Nodes = append(h.Nodes, nd)
		}
		for _, p := range paths {
			h.Paths = append(h.Paths, Path{
				A: End(p.A), B: End(p.B),
				ALane: Lane{p.ALane.Width, p.ALane.Index},
				BLane: Lane{p.BLane.Width, p.BLane.Index},
			})
		}
		out.Hexes = append(out.Hexes, h)
	}
	return out
}
