package hexmap

import "sync"

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

// reachMemo is one cached network in a board's immutable list.
type reachMemo struct {
	corp string
	r    *Reach
	next *reachMemo
}

// Reach is corp's network on the board as it is now. Results are cached
// until the board changes and shared with clones: read them, never modify
// them.
func (b *Board) Reach(corp string) *Reach {
	head := b.reach.Load()
	for m := head; m != nil; m = m.next {
		if m.corp == corp {
			return m.r
		}
	}
	n := len(b.hex)
	r := &Reach{Edges: make([]uint8, n), Paths: make([]uint32, n), Nodes: make([]uint16, n), Entry: make([]uint8, n)}
	w := getWalker(n)
	w.walk(b, corp, r, -1, nil, 0, 0)
	putWalker(w)
	for {
		if b.reach.CompareAndSwap(head, &reachMemo{corp: corp, r: r, next: head}) {
			return r
		}
		head = b.reach.Load()
	}
}

// walker holds the scratch space of one network walk.
type walker struct {
	seen  []uint64 // per hex: bit 2p+dir once path p was walked in direction dir
	queue []step
}

var walkers = sync.Pool{New: func() any { return new(walker) }}

func getWalker(n int) *walker {
	w := walkers.Get().(*walker)
	if cap(w.seen) < n {
		w.seen = make([]uint64, n)
	}
	w.seen = w.seen[:n]
	clear(w.seen)
	w.queue = w.queue[:0]
	return w
}

func putWalker(w *walker) { walkers.Put(w) }

// trialPaths tells which paths of hex h corp's network would reach once
// tile to lay there at rotation rot (the rest of the board as it is). The
// walk stops as soon as it reaches a path in want: the result is then
// only known to meet want.
func (b *Board) trialPaths(h int, to *Tile, rot int, corp string, want uint32) uint32 {
	w := getWalker(len(b.hex))
	p := w.walk(b, corp, nil, h, to, uint8(rot), want)
	putWalker(w)
	return p
}

// walk fills r (zeroed, len(b.hex) long; nil to record nothing) with
// corp's network, as if tile alt lay on hex alth at rotation altRot (alth
// < 0: the board as it is). It returns the paths of hex alth reached, and
// stops early once one of them is in stop.
func (w *walker) walk(b *Board, corp string, r *Reach, alth int, alt *Tile, altRot uint8, stop uint32) uint32 {
	var altPaths uint32
	at := func(h int) hexState {
		if h == alth {
			return hexState{tile: alt, tix: -1, copy: 0, rot: altRot}
		}
		return b.hex[h]
	}
	// passable is Board.Passable with the alternative tile in place.
	passable := func(h, e int) bool {
		n := b.m.Neighbor(h, e)
		if n < 0 {
			return false
		}
		ns := at(n)
		switch ns.tile.Color {
		case Gray, Red, Blue:
			return ns.tile.exits[ns.rot]&(1<<Invert(e)) != 0
		}
		return true
	}
	seen := w.seen
	enterNode := func(h, ni int, via int) {
		t := at(h).tile
		for pi, p := range t.Paths {
			if pi == via {
				continue
			}
			if p.A == N(ni) {
				w.queue = append(w.queue, step{int32(h), int32(pi), p.A})
			} else if p.B == N(ni) {
				w.queue = append(w.queue, step{int32(h), int32(pi), p.B})
			}
		}
	}
	for _, tk := range b.tokens {
		if tk.Blocker || tk.Corp != corp {
			continue
		}
		ni := cityNodeOf(at(tk.Hex).tile, tk.City)
		if ni < 0 {
			continue
		}
		if r != nil {
			for e := 0; e < 6; e++ {
				if passable(tk.Hex, e) {
					r.Edges[tk.Hex] |= 1 << e
				}
			}
			r.Nodes[tk.Hex] |= 1 << uint(ni)
		}
		enterNode(tk.Hex, ni, -1)
	}
	for len(w.queue) > 0 {
		s := w.queue[len(w.queue)-1]
		w.queue = w.queue[:len(w.queue)-1]
		h := int(s.hex)
		hs := at(h)
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
		if h == alth {
			altPaths |= 1 << uint(s.path)
			if altPaths&stop != 0 {
				return altPaths
			}
		}
		rot := int(hs.rot)
		if r != nil {
			r.Paths[h] |= 1 << uint(s.path)
			for _, e := range [2]End{p.A, p.B} {
				if e.IsEdge() {
					ae := (e.Edge() + rot) % 6
					r.Edges[h] |= 1 << ae
					if passable(h, ae) {
						r.Edges[b.m.nbr[h][ae]] |= 1 << Invert(ae)
					}
				}
			}
		}
		if to.IsEdge() {
			ae := (to.Edge() + rot) % 6
			if !passable(h, ae) {
				continue
			}
			nh := int(b.m.nbr[h][ae])
			ns := at(nh)
			back := Invert(ae)
			if r != nil {
				r.Entry[nh] |= 1 << back
			}
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
						w.queue = append(w.queue, step{int32(nh), int32(qi), qe})
					}
				}
			}
			continue
		}
		ni := to.Node()
		if r != nil {
			r.Nodes[h] |= 1 << uint(ni)
		}
		if b.blocksTile(h, at(h).tile, ni, corp) {
			continue
		}
		enterNode(h, ni, int(s.path))
	}
	return altPaths
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
func (b *Board) blocks(h, ni int, corp string) bool { return b.blocksTile(h, b.hex[h].tile, ni, corp) }

// blocksTile is blocks with tile t on hex h.
func (b *Board) blocksTile(h int, t *Tile, ni int, corp string) bool {
	nd := t.Nodes[ni]
	switch nd.Kind {
	case Offboard:
		return true
	case City:
	default:
		return false
	}
	c := cityOrdinalOf(t, ni)
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
func (b *Board) cityNode(h, c int) int { return cityNodeOf(b.hex[h].tile, c) }

// cityNodeOf is the node index of city ordinal c on tile t, or -1.
func cityNodeOf(t *Tile, c int) int {
	k := 0
	for i, n := range t.Nodes {
		if n.Kind == City {
			if k == c {
				return i
			}
			k++
		}
	}
	return -1
}

// cityOrdinalOf is the city ordinal of node ni on tile t.
func cityOrdinalOf(t *Tile, ni int) int {
	k := 0
	for i, n := range t.Nodes {
		if i == ni {
			return k
		}
		if n.Kind == City {
			k++
		}
	}
	return -1
}
