package hexmap

import (
	"math/bits"
	"sync"
)

// Reach is what a corporation's network touches: from every city holding
// one of its tokens, along track, through towns, junctions and cities that
// do not block it (a city blocks when every slot is filled and none holds
// the corporation's token; off-board areas always end a run). Track is
// followed as a train would: at a hex edge a walk continues into the
// neighbour's track at the facing edge (with matching lanes), never turns
// back along another path that shares the same edge, and never uses a
// piece of track twice (see walker.walk).
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

	// first[h] says how the walk first came onto hex h: 0 never, 1..6
	// across edge first-1 (on lane firstLane[h]), 7 from a token there.
	// Until then a walk with another tile on h is the same walk.
	first     []uint8
	firstLane []Lane
}

// Hex reports whether the network runs on hex h: a reached path lies
// there (18xx.games reachable_hexes).
func (r *Reach) Hex(h int) bool { return r.Paths[h] != 0 }

// Node reports whether node n of hex h is reached.
func (r *Reach) Node(h, n int) bool { return r.Nodes[h]&(1<<uint(n)) != 0 }

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
	r := &Reach{Edges: make([]uint8, n), Paths: make([]uint32, n), Nodes: make([]uint16, n), Entry: make([]uint8, n),
		first: make([]uint8, n), firstLane: make([]Lane, n)}
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

// cachedReach is corp's network if Reach has computed it for the board as
// it is now, or nil.
func (b *Board) cachedReach(corp string) *Reach {
	for m := b.reach.Load(); m != nil; m = m.next {
		if m.corp == corp {
			return m.r
		}
	}
	return nil
}

// touches reports whether corp's network touches one of the edges in mask
// of hex h (Reach(corp).Edges[h]&mask != 0), walking only until it does.
func (b *Board) touches(corp string, h int, mask uint8) bool {
	w := getWalker(len(b.hex))
	w.touchOn, w.touch, w.touchMask, w.touched = true, h, mask, false
	w.walk(b, corp, nil, -1, nil, 0, 0)
	t := w.touched
	w.touchOn = false
	putWalker(w)
	return t
}

// ReachesNode reports whether corp's network reaches a node for which
// found says yes (Reach(corp).Node(h, n) and found(h, n)). found is asked
// once per reached node, in no set order; the walk stops at the first yes,
// and a network already computed is read instead of walked.
func (b *Board) ReachesNode(corp string, found func(h, n int) bool) bool {
	if r := b.cachedReach(corp); r != nil {
		for h, m := range r.Nodes {
			for ; m != 0; m &= m - 1 {
				if found(h, bits.TrailingZeros16(m)) {
					return true
				}
			}
		}
		return false
	}
	w := getWalker(len(b.hex))
	if cap(w.seen) < len(b.hex) {
		w.seen = make([]uint16, len(b.hex))
	}
	w.seen = w.seen[:len(b.hex)]
	clear(w.seen)
	w.found, w.foundYes = found, false
	w.walk(b, corp, nil, -1, nil, 0, 0)
	yes := w.foundYes
	w.found = nil
	putWalker(w)
	return yes
}

// reached tells a ReachesNode walk that node n of hex h is reached; it
// ends the walk once found says yes.
func (w *walker) reached(h, n int) bool {
	bit := uint16(1) << uint(n)
	if w.seen[h]&bit == 0 {
		w.seen[h] |= bit
		if w.found(h, n) {
			w.foundYes, w.done = true, true
		}
	}
	return w.done
}

// hit ends a touches walk that has found hex w.touch touched at the edges e.
func (w *walker) hit(hx int, e uint8) bool {
	if hx == w.touch && e&w.touchMask != 0 {
		w.touched, w.done = true, true
	}
	return w.done
}

// walker holds the scratch space of one network walk.
type walker struct {
	b        *Board
	corp     string
	r        *Reach
	alth     int
	alt      *Tile
	altRot   uint8
	stop     uint32
	altPaths uint32
	done     bool

	// a touches walk: stop once hex touch is touched at an edge of touchMask
	touchOn   bool
	touch     int
	touchMask uint8
	touched   bool

	// a ReachesNode walk: stop once found says yes of a reached node
	found    func(h, n int) bool
	foundYes bool
	seen     []uint16 // per hex: nodes already shown to found

	paths []uint32 // per hex: paths on the walk (kept, or only while on the stack once converging)
	nodes []uint16 // per hex: nodes entered (the same)
	edges []uint64 // per hex: edge crossings on the stack, bit lane*6+edge
	junc  []uint32 // per hex: two bits per node, junction passes on the stack
}

var walkers = sync.Pool{New: func() any { return new(walker) }}

func getWalker(n int) *walker {
	w := walkers.Get().(*walker)
	if cap(w.paths) < n {
		w.paths = make([]uint32, n)
		w.nodes = make([]uint16, n)
		w.edges = make([]uint64, n)
		w.junc = make([]uint32, n)
	}
	w.paths, w.nodes, w.edges, w.junc = w.paths[:n], w.nodes[:n], w.edges[:n], w.junc[:n]
	return w
}

func putWalker(w *walker) {
	w.b, w.r, w.alt = nil, nil, nil
	walkers.Put(w)
}

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

// hexAt is hex h as the walk sees it: the alternative tile on alth.
func (w *walker) hexAt(h int) hexState {
	if h == w.alth {
		return hexState{tile: w.alt, tix: -1, copy: 0, rot: w.altRot}
	}
	return w.b.hex[h]
}

// passable is Board.Passable with the alternative tile in place.
func (w *walker) passable(h, e int) bool {
	n := int(w.b.m.nbr[h][e])
	if n < 0 || n != w.alth {
		return w.b.pass[h]&(1<<e) != 0
	}
	return admits(w.alt, int(w.altRot), Invert(e))
}

// walk fills r (zeroed, len(b.hex) long; nil to record nothing) with
// corp's network, as if tile alt lay on hex alth at rotation altRot (alth
// < 0: the board as it is). It returns the paths of hex alth reached, and
// stops early once one of them is in stop.
//
// The walk is a depth-first search from each token city in turn, as
// 18xx.games' graph does it: a path is walked at most once per token, a
// hex edge (lane) being crossed on the current walk closes every other
// path of that hex through the same edge (so track is never reused and a
// walk never turns back at a switch), a junction is passed at most once,
// and other token cities of the corporation end a walk (they are walked
// from themselves). Once a walk has left a tile by an edge shared by
// several of its paths (a switch), the paths and nodes it walks after that
// are released again on the way back, so that every way through the switch
// is tried.
func (w *walker) walk(b *Board, corp string, r *Reach, alth int, alt *Tile, altRot uint8, stop uint32) uint32 {
	w.b, w.corp, w.r, w.alth, w.alt, w.altRot, w.stop = b, corp, r, alth, alt, altRot, stop
	w.altPaths, w.done = 0, false
	for i, tk := range b.tokens {
		if tk.Blocker || tk.Corp != corp {
			continue
		}
		ni := cityNodeOf(w.hexAt(tk.Hex).tile, tk.City)
		if ni < 0 {
			continue
		}
		if r != nil {
			for e := 0; e < 6; e++ {
				if w.passable(tk.Hex, e) {
					r.Edges[tk.Hex] |= 1 << e
				}
			}
			r.Nodes[tk.Hex] |= 1 << uint(ni)
			if r.first[tk.Hex] == 0 {
				r.first[tk.Hex] = 7
			}
		}
		if w.found != nil && w.reached(tk.Hex, ni) {
			return w.altPaths
		}
		if w.touchOn && tk.Hex == w.touch {
			for e := 0; e < 6; e++ {
				if w.passable(tk.Hex, e) && w.hit(tk.Hex, 1<<e) {
					return w.altPaths
				}
			}
		}
		clear(w.paths)
		clear(w.nodes)
		clear(w.edges)
		clear(w.junc)
		for j, o := range b.tokens {
			if j == i || o.Blocker || o.Corp != corp {
				continue
			}
			if oi := cityNodeOf(w.hexAt(o.Hex).tile, o.City); oi >= 0 {
				w.nodes[o.Hex] |= 1 << uint(oi)
			}
		}
		w.node(tk.Hex, ni, false)
		if w.done {
			break
		}
	}
	return w.altPaths
}

// node walks on from node ni of hex h along each of its paths.
func (w *walker) node(h, ni int, conv bool) {
	bit := uint16(1) << uint(ni)
	if w.nodes[h]&bit != 0 {
		return
	}
	w.nodes[h] |= bit
	hs := w.hexAt(h)
	for _, pi := range hs.tile.walk[hs.rot].nodePaths[ni] {
		w.path(h, int(pi), -1, -1, conv, h, ni)
		if w.done {
			return
		}
	}
	if conv {
		w.nodes[h] &^= bit
	}
}

// edgeKey is the bit of a path end's edge crossing in walker.edges: one
// per edge and lane. The parallel lanes of one multi-lane piece of track
// are separate track here too: 18xx.games walks a laid tile's rotated
// paths, each with edges of its own lane (Edge#id holds the lane), so a
// walk may go out along one lane of a double track and come back along
// the other.
func edgeKey(_ Path, ae int, l Lane) uint64 {
	return 1 << uint(int(l.Index)*6+ae)
}

// path walks path pi of hex h, entered across edge skip (-1: from a node
// or junction; jskip: the junction it came through), conv telling whether
// the walk has passed a switch, for the walk started at node (oh, on).
func (w *walker) path(h, pi, skip, jskip int, conv bool, oh, on int) {
	pbit := uint32(1) << uint(pi)
	if w.paths[h]&pbit != 0 {
		return
	}
	hs := w.hexAt(h)
	t := hs.tile
	wt := &t.walk[hs.rot]
	wp := &wt.paths[pi]
	junc := int(wp.junc)
	jshift := uint(2 * max(junc, 0))
	if junc >= 0 && (w.junc[h]>>jshift)&3 > 1 {
		return
	}
	if w.edges[h]&wp.keys != 0 {
		return
	}
	w.paths[h] |= pbit
	if junc >= 0 {
		w.junc[h] += 1 << jshift
	}
	if h == w.alth {
		w.altPaths |= pbit
		if w.altPaths&w.stop != 0 {
			w.done = true
			return
		}
	}
	if r := w.r; r != nil {
		r.Paths[h] |= pbit
		for k := range 2 {
			if ae := int(wp.edge[k]); ae >= 0 {
				r.Edges[h] |= 1 << ae
				if w.passable(h, ae) {
					r.Edges[w.b.m.nbr[h][ae]] |= 1 << Invert(ae)
				}
			} else {
				r.Nodes[h] |= 1 << uint(wp.node[k])
			}
		}
	}
	if w.found != nil {
		for k := range 2 {
			if n := int(wp.node[k]); n >= 0 && w.reached(h, n) {
				return
			}
		}
	}
	if w.touchOn {
		for k := range 2 {
			ae := int(wp.edge[k])
			if ae < 0 {
				continue
			}
			if w.hit(h, 1<<ae) || w.passable(h, ae) && w.hit(int(w.b.m.nbr[h][ae]), 1<<Invert(ae)) {
				return
			}
		}
	}
	// Stops on the path: walk on from each the corporation may pass.
	for k := range 2 {
		n := int(wp.node[k])
		if n < 0 || n == junc || (h == oh && n == on) {
			continue
		}
		if w.b.blocksTile(h, t, n, w.corp) {
			continue
		}
		w.node(h, n, conv)
		if w.done {
			return
		}
	}
	// Through a junction onto its other paths.
	if junc >= 0 && junc != jskip {
		for _, qi := range wt.nodePaths[junc] {
			w.path(h, int(qi), -1, junc, conv, oh, on)
			if w.done {
				return
			}
		}
	}
	// Across each edge but the one it came by, into the facing track.
	for k := range 2 {
		ae := int(wp.edge[k])
		if ae < 0 || ae == skip || !w.passable(h, ae) {
			continue
		}
		l := wp.lane[k]
		nh := int(w.b.m.nbr[h][ae])
		back := Invert(ae)
		if r := w.r; r != nil {
			r.Entry[nh] |= 1 << back
			if r.first[nh] == 0 {
				r.first[nh], r.firstLane[nh] = uint8(back)+1, l
			}
		}
		key := wp.key[k]
		w.edges[h] |= key
		nconv := conv || wt.switches&(1<<ae) != 0
		ns := w.hexAt(nh)
		for _, q := range ns.tile.walk[ns.rot].atEdge[back] {
			if laneMatch(l, q.lane) {
				w.path(nh, int(q.path), back, -1, nconv, oh, on)
				if w.done {
					return
				}
			}
		}
		w.edges[h] &^= key
	}
	if conv {
		w.paths[h] &^= pbit
	}
	if junc >= 0 {
		w.junc[h] -= 1 << jshift
	}
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
