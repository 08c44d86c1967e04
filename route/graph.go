package route

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// graph is a Context compiled for searching: every stop, every piece of
// track and every chain of track between two stops, with the
// corporation's view of the cities.
type graph struct {
	ctx    *Context
	hexIdx hexTable
	hexes  []*Hex
	base   []int32 // first global node id of each hex

	nodes  []gnode
	paths  []gpath
	atEdge [][6][]int32 // per hex and edge: paths with an end there
	atNode [][]int32    // per global node: paths with an end there
	nbr    [][6]int32   // per hex and edge: the neighbour's index (see neighbor)
	nkeys  int          // track resources (edge lanes, stop-to-stop paths)
	words  int          // uint64 words of a resource set

	chains     []chain
	from       [][]int32        // per global node: chains leaving it
	byConn     map[string]int32 // full board: connection text → its index in connChains
	wanted     [][]string       // compiled for these connections (nil: the full board)
	connChains [][]int32        // per connection text (of wanted, if set): the chains that read so
	areaHex    [2]int           // hex index of each of the Walk's areas, -1 if none
	rules      ruleSet          // the Context's rules, compiled
	refusals   []refusal        // the errors of closed stops that say more than "tokened out"

	// scratch buffers for routeFacts, and the facts it builds, as its
	// hooks' RouteView sees them
	cur     facts
	back    facts // walkFacts: the route read backwards
	view    RouteView
	stop    Stop  // nodeOf
	payBuf  []pay // the payments of the routes read (facts.pay0)
	payCopy []pay // appendStopValues
	segBuf  []seg
	backBuf []seg
	stopBuf []int32
	keyBuf  []uint64

	// buffers kept from one compile to the next (Check reuses graphs)
	w          walker
	hexBuf     []*Hex
	edgeKeys   []edgeKey
	flatPaths  []int32  // backing of the chains' paths
	flatKeys   []int32  // backing of the chains' keys
	flatHexes  []string // backing of the chains' hexes
	connBuf    []string
	seenBuf    []int32
	joinBuf    []byte
	ownerBuf   []int32    // setCheck
	ckFacts    []facts    // check
	ckTrains   []string   // check
	ckUses     []uint32   // check
	ckRevs     []int      // check
	ckUsed     []uint64   // check
	ckStops    []int32    // check: backing of the facts' stops
	candBuf    [][]int32  // candChains
	candFlat   []int32    // candChains: backing of its lists
	recBuf     []int32    // recorded
	walkLocal  []uint64   // walkWith
	walkOn     []bool     // walkWith
	wantHex    []int32    // walkNamed
	sigBuf     []byte     // export
	cutBuf     []int32    // export
	named      hexTable   // Check: the hexes its routes name
	conns      [][]string // Check: the connections of its routes
	revBuf     []int32    // export
	pool       pool       // Best: the routes found
	opts       [][]option // Best: the options of each train
	reachSeen  []bool     // walkReach
	reachQueue []int32    // walkReach
	track      []trackHex // Best with Board.Track: the hexes compiled (trackcache.go)
	trackWalk  Walk       // ... and the Walk they were compiled for
	trackShape walkShape  // ... and the walk shape (the chains' ends)
	enum       enumerator // Best: the enumeration of routes
	nlisted    int        // Best: the routes it listed
	listing    bool       // Best is listing routes: faults are not written (errListing)
	hotKeys    []int32    // hotTrack
	hotBuf     []uint64   // hotTrack
}

// edgeKey numbers the track resource of one lane of one edge of a hex.
type edgeKey struct {
	edge, lane int8
	key        int32
}

type gnode struct {
	hex     int32
	idx     int32 // position on the hex
	n       *Node
	counted bool  // a city or a paying off-board: a train not counting towns counts it
	blocked bool  // a city closed to the corporation (Stop.Closed)
	tokened bool  // a city holding the corporation's token
	end     bool  // Stop.End
	watch   bool  // Stop.Watch
	pass    int8  // Stop.Pass: its bit in rules.onces, -1 none
	rev     int   // revenue in the phase, multiplier 1
	bonus   int32 // Stop.Bonus
	subsidy int32 // Stop.Subsidy
}

// refusal is the error of a route running through a closed stop (Stop.Rule, Stop.Why).
type refusal struct {
	node      int32
	rule, why string
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
	areas    [2]int8  // paths on each of the Walk's areas
}

func (g *graph) sig(n int32) string {
	nd := &g.nodes[n]
	return g.hexes[nd.hex].ID + "-" + strconv.Itoa(int(nd.idx))
}

// appendSig appends sig(n) to b.
func (g *graph) appendSig(b []byte, n int32) []byte {
	nd := &g.nodes[n]
	b = append(b, g.hexes[nd.hex].ID...)
	b = append(b, '-')
	return strconv.AppendInt(b, int64(nd.idx), 10)
}

// compile builds the graph of the full board, for searching.
func compile(ctx *Context) (*graph, error) {
	g := new(graph)
	if err := g.compileOn(ctx, nil, nil); err != nil {
		return nil, err
	}
	return g, nil
}

// graphs keeps compiled graphs for Check and Best to reuse their memory.
var graphs = sync.Pool{New: func() any { return new(graph) }}

// grow returns s with length n, keeping its memory.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return append(s[:cap(s)], make([]T, n-cap(s))...)[:n]
	}
	return s[:n]
}

// compileOn builds the graph of the board's hexes that only holds (all
// of them if only is nil), in board order, with the Walk's Areas always
// included. Track leading off those hexes is a dead end, so its chains
// are exactly the full board's chains that stay on them, in the same
// order.
//
// With conns nil it finds every chain (the optimizer's graph). Otherwise
// it finds only the chains that read as one of conns, the connections of
// recorded routes, following each connection's hexes from its first:
// byConn then holds for each of them the very chains, in the very order,
// of the full board's graph, and from is left empty. Check reads
// recorded routes so, on the hexes they name.
//
// g may be a graph compiled before: its memory is reused.
func (g *graph) compileOn(ctx *Context, only *hexTable, conns [][]string) error {
	if ctx.Board == nil {
		return fmt.Errorf("route: no board")
	}
	if ctx.Phase < Yellow || ctx.Phase > Gray {
		return fmt.Errorf("route: phase colour %d out of range", ctx.Phase)
	}
	b := ctx.Board
	hexes := g.hexBuf[:0]
	if err := g.setRules(ctx); err != nil {
		return err
	}
	areas := g.rules.walk.Areas
	for i := range b.Hexes {
		h := &b.Hexes[i]
		if only == nil || only.has(h.ID) || slices.Contains(areas, h.ID) {
			hexes = append(hexes, h)
		}
	}
	g.hexBuf = hexes
	if err := validate(hexes, &g.hexIdx); err != nil {
		return err
	}
	g.ctx = ctx
	g.wanted = conns
	if conns == nil {
		if g.byConn == nil {
			g.byConn = map[string]int32{}
		}
		clear(g.byConn)
	}
	g.hexes, g.base, g.nodes, g.paths = g.hexes[:0], g.base[:0], g.nodes[:0], g.paths[:0]
	g.chains, g.flatPaths, g.flatKeys, g.flatHexes = g.chains[:0], g.flatPaths[:0], g.flatKeys[:0], g.flatHexes[:0]
	g.connChains = g.connChains[:0]
	g.refusals = g.refusals[:0]
	for i, h := range hexes {
		g.hexes = append(g.hexes, h)
		g.base = append(g.base, int32(len(g.nodes)))
		town := townTile(h)
		for j := range h.Nodes {
			g.nodes = append(g.nodes, g.nodeOf(h, i, j, town))
		}
	}
	g.atEdge = grow(g.atEdge, len(g.hexes))
	for i := range g.atEdge {
		for e := range g.atEdge[i] {
			g.atEdge[i][e] = g.atEdge[i][e][:0]
		}
	}
	g.nbr = grow(g.nbr, len(g.hexes))
	for i := range g.nbr {
		g.nbr[i] = [6]int32{unknownHex, unknownHex, unknownHex, unknownHex, unknownHex, unknownHex}
	}
	g.atNode = grow(g.atNode, len(g.nodes))
	for i := range g.atNode {
		g.atNode[i] = g.atNode[i][:0]
	}
	// Track resources are numbered in the order first met: each lane of an
	// edge of a hex, and each path between two stops.
	nkeys := int32(0)
	for i, h := range g.hexes {
		g.edgeKeys = g.edgeKeys[:0]
		key := func(edge int, lane int8) int32 {
			for _, k := range g.edgeKeys {
				if int(k.edge) == edge && k.lane == lane {
					return k.key
				}
			}
			g.edgeKeys = append(g.edgeKeys, edgeKey{int8(edge), lane, nkeys})
			nkeys++
			return nkeys - 1
		}
		for _, p := range h.Paths {
			gp := gpath{hex: int32(i), a: p.A, b: p.B, alane: p.ALane.norm(), blane: p.BLane.norm(), terminal: p.Terminal, keys: [2]int32{-1, -1}}
			id := int32(len(g.paths))
			k := 0
			for side, e := range [2]End{p.A, p.B} {
				lane := gp.alane
				if side == 1 {
					lane = gp.blane
				}
				if e.IsEdge() {
					gp.keys[k] = key(e.Edge(), lane.Index)
					k++
					g.atEdge[i][e.Edge()] = append(g.atEdge[i][e.Edge()], id)
				} else {
					nid := g.base[i] + int32(e.Node())
					g.atNode[nid] = append(g.atNode[nid], id)
				}
			}
			if !p.A.IsEdge() && !p.B.IsEdge() {
				gp.keys[0] = nkeys
				nkeys++
			}
			g.paths = append(g.paths, gp)
		}
	}
	g.nkeys = int(nkeys)
	g.words = (g.nkeys + 63) / 64
	if g.words == 0 {
		g.words = 1
	}
	if err := g.setAreas(); err != nil {
		return err
	}
	g.from = grow(g.from, len(g.nodes))
	for i := range g.from {
		g.from[i] = g.from[i][:0]
	}
	if conns == nil {
		for n := range g.nodes {
			if g.nodes[n].n.Kind != Junction {
				g.walkFrom(int32(n), nil, -1)
			}
		}
		return nil
	}
	g.walkNamed(conns)
	return nil
}

// townTile reports whether the hex's tile has a town.
func townTile(h *Hex) bool {
	for _, n := range h.Nodes {
		if n.Kind == Town {
			return true
		}
	}
	return false
}

// nodeOf is the graph's node for node j of h, the graph's hex i, with the
// corporation's view of it: as plain 18xx has it, then as the rules'
// Stop hooks change it.
func (g *graph) nodeOf(h *Hex, i, j int, town bool) gnode {
	ctx := g.ctx
	n := &h.Nodes[j]
	s := &g.stop // in the graph: the hooks would make a local escape
	*s = Stop{Closed: n.Blocks(ctx.Corp), TownTile: town}
	if town {
		s.Subsidy = 1
	}
	if n.Kind != Junction {
		for _, r := range ctx.Rules {
			if r.Stop != nil {
				r.Stop(h, j, s)
			}
		}
	}
	if s.Closed && (s.Rule != "" || s.Why != "") {
		g.refusals = append(g.refusals, refusal{node: g.base[i] + int32(j), rule: s.Rule, why: s.Why})
	}
	return gnode{
		hex: int32(i), idx: int32(j), n: n,
		counted: n.Kind == City || (n.Kind == Offboard && n.Revenue[Yellow] > 0),
		blocked: s.Closed,
		tokened: n.TokenedBy(ctx.Corp),
		end:     s.End,
		watch:   s.Watch,
		pass:    g.rules.once(s.Pass),
		rev:     n.Revenue[ctx.Phase],
		bonus:   int32(s.Bonus),
		subsidy: int32(s.Subsidy),
	}
}

// setAreas finds the hexes of the Walk's areas.
func (g *graph) setAreas() error {
	g.areaHex = [2]int{-1, -1}
	areas := g.rules.walk.Areas
	if len(areas) > len(g.areaHex) {
		return fmt.Errorf("route: %d areas, at most %d", len(areas), len(g.areaHex))
	}
	for k, id := range areas {
		hi, ok := g.hexIdx.get(id)
		if !ok {
			return fmt.Errorf("route: area %s is not on the board", id)
		}
		g.areaHex[k] = hi
	}
	return nil
}

// compileReach builds the optimizer's graph of the full board with the
// chains leaving only the stops a route of the corporation can run
// from (walkReach); the chains are not indexed by connection (chainsOf
// finds none). Best needs no more.
func (g *graph) compileReach(ctx *Context) error {
	if err := g.compileOn(ctx, nil, [][]string{}); err != nil {
		return err
	}
	g.walkReach()
	return nil
}

// walkReach walks the chains leaving every stop a route of the
// corporation may continue from, as the enumerator (and so Best) asks:
// its token cities, and each stop reachable from them that a route may
// pass (mayPass), stop by stop along chains and, with TwinStops, hops to
// any stop of the same tile. A route runs through a token city, and it
// leaves a stop that is not its root only if it may pass that stop
// (enumerator.grow), so every route Best can list grows from these stops
// only; the chains from each are the full board's, in the same order.
func (g *graph) walkReach() {
	seen := grow(g.reachSeen, len(g.nodes))
	clear(seen)
	queue := g.reachQueue[:0]
	for n := range g.nodes {
		if g.nodes[n].tokened {
			seen[n] = true
			queue = append(queue, int32(n))
		}
	}
	for i := 0; i < len(queue); i++ {
		n := queue[i]
		if !g.nodes[n].tokened && !g.mayPass(n) {
			continue
		}
		c0 := len(g.chains)
		g.walkFrom(n, nil, -1)
		for _, c := range g.chains[c0:] {
			if !seen[c.to] {
				seen[c.to] = true
				queue = append(queue, c.to)
			}
		}
		if g.rules.shape.reachesTwins() {
			lo, hi := g.tileNodes(n)
			for y := lo; y < hi; y++ {
				if !seen[y] && g.nodes[y].n.Kind != Junction {
					seen[y] = true
					queue = append(queue, y)
				}
			}
		}
	}
	g.reachSeen, g.reachQueue = seen, queue
}

// mayPass reports whether some route may run on through stop n (other
// than its first): not an off-board, a closed city only with an
// allowance (Stop.Pass), and not a stop that ends routes (Stop.End).
func (g *graph) mayPass(n int32) bool {
	nd := &g.nodes[n]
	switch {
	case nd.n.Kind == Offboard:
		return false
	case nd.blocked:
		return nd.pass >= 0
	case nd.end:
		return false
	}
	return true
}

// walkNamed finds the chains that read as conns (see compileOn), those
// of conns[i] listed in connChains[i] (a connection listed twice: at the
// first).
func (g *graph) walkNamed(conns [][]string) {
	g.connChains = grow(g.connChains, len(conns))
	for i := range g.connChains {
		g.connChains[i] = g.connChains[i][:0]
	}
	for i, c := range conns {
		if len(c) == 0 || slices.ContainsFunc(conns[:i], func(d []string) bool { return slices.Equal(c, d) }) {
			continue
		}
		// the graph's hex of each entry, -1 if none
		g.wantHex = g.wantHex[:0]
		for _, s := range c {
			h, ok := g.hexIdx.get(hexOfConn(s))
			if !ok {
				h = -1
			}
			g.wantHex = append(g.wantHex, int32(h))
		}
		h := g.wantHex[0]
		if h < 0 {
			continue
		}
		for j := range g.hexes[h].Nodes {
			if n := g.base[h] + int32(j); g.nodes[n].n.Kind != Junction {
				g.walkFrom(n, c, int32(i))
			}
		}
	}
}

// hexOfConn is the hex an entry of a connection names ("HEX a.b": HEX).
func hexOfConn(s string) string {
	if i := strings.IndexByte(s, ' '); i >= 0 {
		return s[:i]
	}
	return s
}

// other is the far end of path p from end e and its lane there.
func (p *gpath) other(e End, lane Lane) (End, Lane, Lane) {
	if p.a == e && (lane.Width == 0 || p.alane == lane) {
		return p.b, p.alane, p.blane
	}
	return p.a, p.blane, p.alane
}

// walker enumerates the chains leaving one stop; with want set, only
// those that read as want.
type walker struct {
	g     *graph
	start int32
	want  []string
	slot  int32 // want's index in connChains
	// the graph's hex of each entry of want, -1 if none (walkNamed)
	wantHex []int32
	hexes   int // hexes of want matched so far
	paths   []int32
	keys    []int32
	juncts  []int32
}

func (g *graph) walkFrom(n int32, want []string, slot int32) {
	w := &g.w
	*w = walker{g: g, start: n, want: want, slot: slot, wantHex: g.wantHex, paths: w.paths[:0], keys: w.keys[:0], juncts: w.juncts[:0]}
	hex := g.nodes[n].hex
	end := NodeEnd(int(g.nodes[n].idx))
	for _, pid := range g.atNode[n] {
		p := &g.paths[pid]
		far, _, farLane := p.other(end, Lane{})
		w.step(pid, hex, far, farLane, true)
	}
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
// written: the path was not entered from a junction, so the chain's
// connection writes its hex (see connection).
func (w *walker) step(pid int32, hex int32, e End, lane Lane, written bool) {
	g := w.g
	p := &g.paths[pid]
	// every path has a resource (see compileOn), so a path already on
	// the walk clashes
	if w.clash(p) {
		return
	}
	counted := w.want != nil && written
	if counted {
		if w.hexes >= len(w.want) || w.wantHex[w.hexes] != hex {
			return
		}
		w.hexes++
	}
	w.paths = append(w.paths, pid)
	nk := len(w.keys)
	for _, k := range p.keys {
		if k >= 0 {
			w.keys = append(w.keys, k)
		}
	}
	w.follow(pid, hex, e, lane)
	w.paths = w.paths[:len(w.paths)-1]
	w.keys = w.keys[:nk]
	if counted {
		w.hexes--
	}
}

// follow goes on from the end e (lane lane) of path pid on hex, the
// path being on the walk.
func (w *walker) follow(pid int32, hex int32, e End, lane Lane) {
	g := w.g
	if !e.IsEdge() {
		nid := g.base[hex] + int32(e.Node())
		nd := &g.nodes[nid]
		if nd.n.Kind != Junction {
			if nid != w.start || g.rules.shape.loopsBack() {
				// with RevisitStops a chain may loop back to its stop
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
			w.step(q, hex, far, farLane, false)
		}
		w.juncts = w.juncts[:len(w.juncts)-1]
		return
	}
	var ni int32
	if w.want != nil {
		// a path entered over an edge is written, so step follows it
		// only onto the hex want names next: no other needs looking up
		if w.hexes >= len(w.want) {
			return
		}
		ni = w.wantHex[w.hexes]
		if ni < 0 || g.hexes[hex].Neighbors[e.Edge()] != g.hexes[ni].ID {
			return
		}
	} else if ni = g.neighbor(hex, e.Edge()); ni < 0 {
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
		w.step(q, int32(ni), far, farLane, true)
	}
}

// neighbor is the graph's hex across edge e of hex, -1 if none: looked
// up once per compile.
func (g *graph) neighbor(hex int32, e int) int32 {
	n := &g.nbr[hex][e]
	if *n == unknownHex {
		*n = -1
		if id := g.hexes[hex].Neighbors[e]; id != "" {
			if i, ok := g.hexIdx.get(id); ok {
				*n = int32(i)
			}
		}
	}
	return *n
}

// unknownHex marks a neighbour not yet looked up.
const unknownHex = -2

// readsWant reports whether the walk's connection is want. A walk of
// several paths none entered from a junction writes the hex of each
// (connection), and step has matched each with the hex want names in
// turn: it reads as want if want names as many, each plainly (not as a
// lone path's "HEX a.b"). Other walks are compared in full.
func (w *walker) readsWant() bool {
	g := w.g
	if len(w.paths) != w.hexes || len(w.paths) == 1 {
		return g.connectionIs(w.paths, w.want)
	}
	if w.hexes != len(w.want) {
		return false
	}
	for k, pid := range w.paths {
		if len(w.want[k]) != len(g.hexes[g.paths[pid].hex].ID) {
			return false
		}
	}
	return true
}

func (w *walker) record(to int32) {
	g := w.g
	// the chain's slices share backing arrays that are only appended to,
	// so each stays valid however they grow
	c := chain{from: w.start, to: to}
	if w.want != nil {
		if !w.readsWant() {
			return
		}
		c.hexes = w.want[:len(w.want):len(w.want)]
	} else {
		g.connBuf = g.connectionTo(g.connBuf[:0], w.paths)
		c.hexes, g.flatHexes = tail(g.flatHexes, g.connBuf)
	}
	c.paths, g.flatPaths = tail(g.flatPaths, w.paths)
	c.keys, g.flatKeys = tail(g.flatKeys, w.keys)
	last := int32(-1)
	for _, pid := range c.paths {
		h := g.paths[pid].hex
		if h != last {
			c.hexRun++
			last = h
		}
		for k, hh := range g.areaHex {
			if int(h) == hh {
				c.areas[k]++
			}
		}
	}
	id := int32(len(g.chains))
	g.chains = append(g.chains, c)
	g.from[w.start] = append(g.from[w.start], id)
	if w.want != nil {
		g.connChains[w.slot] = append(g.connChains[w.slot], id)
		return
	}
	if g.wanted != nil {
		return // compileReach
	}
	g.joinBuf = appendJoined(g.joinBuf[:0], c.hexes)
	k, ok := g.byConn[string(g.joinBuf)]
	if !ok {
		k = int32(len(g.connChains))
		g.byConn[string(g.joinBuf)] = k
		g.connChains = grow(g.connChains, len(g.connChains)+1)
		g.connChains[k] = g.connChains[k][:0]
	}
	g.connChains[k] = append(g.connChains[k], id)
}

// tail appends add to flat and returns the appended part (with no room
// to grow into what follows) and flat.
func tail[T any](flat, add []T) ([]T, []T) {
	n := len(flat)
	flat = append(flat, add...)
	return flat[n:len(flat):len(flat)], flat
}

// appendJoined writes a connection as the key of byConn.
func appendJoined(b []byte, conn []string) []byte {
	for i, h := range conn {
		if i > 0 {
			b = append(b, 0)
		}
		b = append(b, h...)
	}
	return b
}

// chainsOf is the chains that read as conn.
func (g *graph) chainsOf(conn []string) []int32 {
	if g.wanted != nil {
		for i, c := range g.wanted {
			if slices.Equal(c, conn) {
				return g.connChains[i]
			}
		}
		return nil
	}
	g.joinBuf = appendJoined(g.joinBuf[:0], conn)
	if k, ok := g.byConn[string(g.joinBuf)]; ok {
		return g.connChains[k]
	}
	return nil
}
