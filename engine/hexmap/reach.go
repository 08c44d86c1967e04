package hexmap

// Reach is what a corporation's network touches: from every city holding
// one of its tokens, along track, through towns, junctions and cities that
// do not block it (a city blocks when every slot is filled and none holds
// the corporation's token; off-board areas always end a run). Track is
// followed as a train would: at a hex edge a walk continues into the
// neighbour's track at the facing edge (with matching lanes), and never
// turns back along another path that shares the same edge.
type Reach struct {
	// Edges[h] has bit e set where the network touches edge e of hex h:
	// every edge of a hex holding a token, and both sides of every edge
	// that reached track crosses. A tile laid on h must have an exit here
	// to connect (18xx.games connected_hexes).
	Edges []uint8
	// Paths[h] has bit p set for each reached path p of hex h's tile.
	Paths []uint32
	// Nodes[h] has bit n set for each reached node n of hex h's tile
	// (token cities included).
	Nodes []uint16
	// Entry[h] has bit e set where the network arrives at hex h across
	// edge e from the neighbour: any track laid there with an exit at e is
	// on the network.
	Entry []uint8
}

// Hex reports whether the network runs on hex h: a reached path lies
// there (18xx.games reachable_hexes).
func (r *Reach) Hex(h int) bool { return r.Paths[h] != 0 }

// Node reports whether node n of hex h is reached.
func (r *Reach) Node(h, n int) bool { return r.Nodes[h]&(1<<uint(n)) != 0 }

type step struct {
	hex, path int32
	from      End // the end the walk entered the path by
}

// Reach computes corp's network on the board as it is now.
func (b *Board) Reach(corp string) *Reach {
	n := len(b.hex)
	r := &Reach{Edges: make([]uint8, n), Paths: make([]uint32, n), Nodes: make([]uint16, n), Entry: make([]uint8, n)}
	seen := make([]uint64, n) // bit 2p+dir
	var queue []step
	enterNode := func(h, ni int, via int) {
		t := b.hex[h].tile
		for pi, p := range t.Paths {
			if pi == via {
				continue
			}
			if p.A == N(ni) {
				queue = append(queue, step{int32(h), int32(pi), p.A})
			} else if p.B == N(ni) {
				queue = append(queue, step{int32(h), int32(pi), p.B})
			}
		}
	}
	for _, tk := range b.tokens {
		if tk.Blocker || tk.Corp != corp {
			continue
		}
		ni := b.cityNode(tk.Hex, tk.City)
		if ni < 0 {
			continue
		}
		for e := 0; e < 6; e++ {
			if b.Passable(tk.Hex, e) {
				r.Edges[tk.Hex] |= 1 << e
			}
		}
		r.Nodes[tk.Hex] |= 1 << uint(ni)
		enterNode(tk.Hex, ni, -1)
	}
	for len(queue) > 0 {
		s := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		h := int(s.hex)
		hs := b.hex[h]
		p := hs.tile.Paths[s.path]
		dir := 0
		to, toLane := p.B, p.BLane
		if s.from == p.B && s.from != p.A {
			dir = 1
			to, toLane = p.A, p.ALane
		}
		bit := uint64(1) << uint(2*int(s.path)+dir)
		if seen[h]&bit != 0 {
			continue
		}
		seen[h] |= bit
		r.Paths[h] |= 1 << uint(s.path)
		rot := int(hs.rot)
		for _, e := range [2]End{p.A, p.B} {
			if e.IsEdge() {
				ae := (e.Edge() + rot) % 6
				r.Edges[h] |= 1 << ae
				if b.Passable(h, ae) {
					r.Edges[b.m.nbr[h][ae]] |= 1 << Invert(ae)
				}
			}
		}
		if to.IsEdge() {
			ae := (to.Edge() + rot) % 6
			if !b.Passable(h, ae) {
				continue
			}
			nh := int(b.m.nbr[h][ae])
			ns := b.hex[nh]
			back := Invert(ae)
			r.Entry[nh] |= 1 << back
			for qi, q := range ns.tile.Paths {
				for k, qe := range [2]End{q.A, q.B} {
					if !qe.IsEdge() || (qe.Edge()+int(ns.rot))%6 != back {
						continue
					}
					ql := q.ALane
					if k == 1 {
						ql = q.BLane
					}
					if laneMatch(toLane.norm(), ql.norm()) {
						queue = append(queue, step{int32(nh), int32(qi), qe})
					}
				}
			}
			continue
		}
		ni := to.Node()
		r.Nodes[h] |= 1 << uint(ni)
		if b.blocks(h, ni, corp) {
			continue
		}
		enterNode(h, ni, int(s.path))
	}
	return r
}

// laneMatch reports whether two facing path ends line up, lanes counted
// from opposite sides (18xx.games lane_match?).
func laneMatch(a, b Lane) bool {
	if a.Width == b.Width {
		return b.Index == a.Width-a.Index-1
	}
	small, large := a, b
	if small.Width > large.Width {
		small, large = large, small
	}
	delta := (large.Width - small.Width) / 2
	return small.Index+delta == large.Width-large.Index-1
}

// blocks reports whether node ni of hex h stops corp's walk.
func (b *Board) blocks(h, ni int, corp string) bool {
	nd := b.hex[h].tile.Nodes[ni]
	switch nd.Kind {
	case Offboard:
		return true
	case City:
	default:
		return false
	}
	c := b.cityOrdinal(h, ni)
	filled := 0
	for _, tk := range b.tokens {
		if tk.Hex != h || tk.City != c {
			continue
		}
		if !tk.Blocker && tk.Corp == corp {
			return false
		}
		if tk.Slot >= 0 {
			filled++
		}
	}
	return filled >= nd.Slots
}

// cityNode is the node index of city ordinal c on hex h's tile, or -1.
func (b *Board) cityNode(h, c int) int {
	k := 0
	for i, n := range b.hex[h].tile.Nodes {
		if n.Kind == City {
			if k == c {
				return i
			}
			k++
		}
	}
	return -1
}

// cityOrdinal is the city ordinal of node ni on hex h's tile.
func (b *Board) cityOrdinal(h, ni int) int {
	k := 0
	for i, n := range b.hex[h].tile.Nodes {
		if i == ni {
			return k
		}
		if n.Kind == City {
			k++
		}
	}
	return -1
}
