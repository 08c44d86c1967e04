package route

import (
	"fmt"
	"strings"
)

// graph is a Context compiled for searching: every stop, every piece of
// track and every chain of track between two stops, with the
// corporation's view of the cities.
type graph struct {
	ctx    *Context
	hexIdx map[string]int
	hexes  []*Hex
	base   []int32 // first global node id of each hex

	nodes  []gnode
	paths  []gpath
	atEdge [][6][]int32 // per hex and edge: paths with an end there
	atNode [][]int32    // per global node: paths with an end there
	nkeys  int          // track resources (edge lanes, stop-to-stop paths)
	words  int          // uint64 words of a resource set

	chains  []chain
	from    [][]int32          // per global node: chains leaving it
	byConn  map[string][]int32 // connection text → chains
	holeHex [2]int             // hex index of each Hole area, -1 if none
	holeRev int                // what passing through the Hole pays (multiplier 1)

	// scratch buffers for routeFacts
	segBuf  []seg
	stopBuf []int32
	keyBuf  []uint64
}

type gnode struct {
	hex      int32
	idx      int32 // position on the hex
	n        *Node
	counted  bool // a city or a paying off-board: an S train counts it
	townTile bool // on a tile with a town: subsidy and Two barrels
	blocked  bool // a city closed to the corporation
	tokened  bool // a city holding the corporation's token
	rev      int  // revenue in the phase, multiplier 1
}

type gpath struct {
	hex          int32
	a, b         End
	alane, blane Lane
	terminal     bool
	keys         [2]int32 // resources: one per edge end, or one for a stop-to-stop path
}

// chain is track from one stop to another passing no stop: one way of
// reading a "connections" entry of a run_routes route.
type chain struct {
	from, to int32
	paths    []int32
	keys     []int32
	hexes    []string // the connection as run_routes writes it
	hexRun   int      // hexes the chain crosses, consecutive repeats merged
	holes    [2]int8  // paths on each Hole area
}

func (g *graph) sig(n int32) string {
	nd := &g.nodes[n]
	return fmt.Sprintf("%s-%d", g.hexes[nd.hex].ID, nd.idx)
}

func compile(ctx *Context) (*graph, error) {
	if ctx.Board == nil {
		return nil, fmt.Errorf("route: no board")
	}
	if err := ctx.Board.validate(); err != nil {
		return nil, err
	}
	if ctx.Phase < Yellow || ctx.Phase > Gray {
		return nil, fmt.Errorf("route: phase colour %d out of range", ctx.Phase)
	}
	b := ctx.Board
	g := &graph{ctx: ctx, hexIdx: make(map[string]int, len(b.Hexes)), byConn: map[string][]int32{}}
	for i := range b.Hexes {
		h := &b.Hexes[i]
		g.hexIdx[h.ID] = i
		g.hexes = append(g.hexes, h)
		g.base = append(g.base, int32(len(g.nodes)))
		town := false
		for _, n := range h.Nodes {
			town = town || n.Kind == Town
		}
		for j := range h.Nodes {
			n := &h.Nodes[j]
			g.nodes = append(g.nodes, gnode{
				hex: int32(i), idx: int32(j), n: n,
				counted:  n.Kind == City || (n.Kind == Offboard && n.Revenue[Yellow] > 0),
				townTile: town,
				blocked:  n.Blocks(ctx.Corp),
				tokened:  n.TokenedBy(ctx.Corp),
				rev:      n.Revenue[ctx.Phase],
			})
		}
	}
	g.atEdge = make([][6][]int32, len(g.hexes))
	g.atNode = make([][]int32, len(g.nodes))
	keyOf := map[[3]int]int32{}
	key := func(k [3]int) int32 {
		if v, ok := keyOf[k]; ok {
			return v
		}
		v := int32(len(keyOf))
		keyOf[k] = v
		return v
	}
	for i, h := range g.hexes {
		for pi, p := range h.Paths {
			gp := gpath{hex: int32(i), a: p.A, b: p.B, alane: p.ALane.norm(), blane: p.BLane.norm(), terminal: p.Terminal, keys: [2]int32{-1, -1}}
			id := int32(len(g.paths))
			k := 0
			for side, e := range [2]End{p.A, p.B} {
				lane := gp.alane
				if side == 1 {
					lane = gp.blane
				}
				if e.IsEdge() {
					gp.keys[k] = key([3]int{i, e.Edge(), int(lane.Index)})
					k++
					g.atEdge[i][e.Edge()] = append(g.atEdge[i][e.Edge()], id)
				} else {
					nid := g.base[i] + int32(e.Node())
					g.atNode[nid] = append(g.atNode[nid], id)
				}
			}
			if !p.A.IsEdge() && !p.B.IsEdge() {
				gp.keys[0] = key([3]int{i, 6 + pi, 0})
			}
			g.paths = append(g.paths, gp)
		}
	}
	g.nkeys = len(keyOf)
	g.words = (g.nkeys + 63) / 64
	if g.words == 0 {
		g.words = 1
	}
	g.holeHex = [2]int{-1, -1}
	if ctx.Mods.holes() {
		for k, id := range ctx.Mods.Holes {
			hi, ok := g.hexIdx[id]
			if !ok {
				return nil, fmt.Errorf("route: Hole area %s is not on the board", id)
			}
			g.holeHex[k] = hi
		}
		for _, n := range g.hexes[g.holeHex[0]].Nodes {
			if n.Kind == Offboard {
				g.holeRev = n.Revenue[ctx.Phase]
				break
			}
		}
	}
	g.from = make([][]int32, len(g.nodes))
	for n := range g.nodes {
		if g.nodes[n].n.Kind != Junction {
			g.walkFrom(int32(n))
		}
	}
	return g, nil
}

// other is the far end of path p from end e and its lane there.
func (p *gpath) other(e End, lane Lane) (End, Lane, Lane) {
	if p.a == e && (lane.Width == 0 || p.alane == lane) {
		return p.b, p.alane, p.blane
	}
	return p.a, p.blane, p.alane
}

// walker enumerates the chains leaving one stop.
type walker struct {
	g      *graph
	start  int32
	paths  []int32
	keys   []int32
	juncts []int32
}

func (g *graph) walkFrom(n int32) {
	w := &walker{g: g, start: n}
	hex := g.nodes[n].hex
	end := NodeEnd(int(g.nodes[n].idx))
	for _, pid := range g.atNode[n] {
		p := &g.paths[pid]
		far, _, farLane := p.other(end, Lane{})
		w.step(pid, hex, far, farLane)
	}
}

func (w *walker) has(pid int32) bool {
	for _, q := range w.paths {
		if q == pid {
			return true
		}
	}
	return false
}

func (w *walker) clash(p *gpath) bool {
	for _, k := range p.keys {
		if k < 0 {
			continue
		}
		for _, u := range w.keys {
			if u == k {
				return true
			}
		}
	}
	return false
}

// step follows path pid, which leaves hex through its end e (lane lane).
func (w *walker) step(pid int32, hex int32, e End, lane Lane) {
	g := w.g
	p := &g.paths[pid]
	if w.has(pid) || w.clash(p) {
		return
	}
	w.paths = append(w.paths, pid)
	nk := len(w.keys)
	for _, k := range p.keys {
		if k >= 0 {
			w.keys = append(w.keys, k)
		}
	}
	defer func() {
		w.paths = w.paths[:len(w.paths)-1]
		w.keys = w.keys[:nk]
	}()
	if !e.IsEdge() {
		nid := g.base[hex] + int32(e.Node())
		nd := &g.nodes[nid]
		if nd.n.Kind != Junction {
			if nid != w.start {
				w.record(nid)
			}
			return
		}
		for _, j := range w.juncts {
			if j == nid {
				return
			}
		}
		w.juncts = append(w.juncts, nid)
		for _, q := range g.atNode[nid] {
			if q == pid {
				continue
			}
			far, _, farLane := g.paths[q].other(e, Lane{})
			w.step(q, hex, far, farLane)
		}
		w.juncts = w.juncts[:len(w.juncts)-1]
		return
	}
	nb := g.hexes[hex].Neighbors[e.Edge()]
	if nb == "" {
		return
	}
	ni, ok := g.hexIdx[nb]
	if !ok {
		return
	}
	in := EdgeEnd((e.Edge() + 3) % 6)
	for _, q := range g.atEdge[ni][in.Edge()] {
		qp := &g.paths[q]
		var qLane Lane
		if qp.a == in {
			qLane = qp.alane
		} else {
			qLane = qp.blane
		}
		if !laneMatch(lane, qLane) {
			continue
		}
		far, _, farLane := qp.other(in, qLane)
		w.step(q, int32(ni), far, farLane)
	}
}

func (w *walker) record(to int32) {
	g := w.g
	c := chain{from: w.start, to: to, paths: append([]int32(nil), w.paths...), keys: append([]int32(nil), w.keys...)}
	c.hexes = g.connection(c.paths)
	last := int32(-1)
	for _, pid := range c.paths {
		h := g.paths[pid].hex
		if h != last {
			c.hexRun++
			last = h
		}
		for k, hh := range g.holeHex {
			if int(h) == hh {
				c.holes[k]++
			}
		}
	}
	id := int32(len(g.chains))
	g.chains = append(g.chains, c)
	g.from[w.start] = append(g.from[w.start], id)
	k := strings.Join(c.hexes, "\x00")
	g.byConn[k] = append(g.byConn[k], id)
}

// connection writes a chain as run_routes does: the hex of each path in
// order, a hex reached again through a junction written once; a lone path
// between two stops on a tile with several such paths is written
// "HEX a.b" with the stops' indexes.
func (g *graph) connection(paths []int32) []string {
	if len(paths) == 1 {
		p := &g.paths[paths[0]]
		if !p.a.IsEdge() && !p.b.IsEdge() {
			h := g.hexes[p.hex]
			stopPaths := 0
			for _, q := range h.Paths {
				if !q.A.IsEdge() && !q.B.IsEdge() {
					stopPaths++
				}
			}
			if stopPaths > 1 {
				a, b := p.a.Node(), p.b.Node()
				if a > b {
					a, b = b, a
				}
				return []string{fmt.Sprintf("%s %d.%d", h.ID, a, b)}
			}
		}
	}
	var out []string
	var seen []int32
	isJ := func(h int32, e End) (int32, bool) {
		if e.IsEdge() {
			return 0, false
		}
		nid := g.base[h] + int32(e.Node())
		return nid, g.nodes[nid].n.Kind == Junction
	}
	for _, pid := range paths {
		p := &g.paths[pid]
		skip := false
		var js []int32
		for _, e := range [2]End{p.a, p.b} {
			if j, ok := isJ(p.hex, e); ok {
				for _, s := range seen {
					if s == j {
						skip = true
					}
				}
				js = append(js, j)
			}
		}
		if !skip {
			out = append(out, g.hexes[p.hex].ID)
		}
		seen = append(seen, js...)
	}
	return out
}
