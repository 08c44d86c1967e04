package route

import "slices"

// pool holds the well-formed routes found by the enumeration, in flat
// pointer-free arrays: route k is segs[seg0[k]:seg0[k+1]], its track
// keys[k*words:(k+1)*words].
type pool struct {
	words int
	segs  []seg
	seg0  []int32
	keys  []uint64
	uses  []uint32 // the allowances it uses (facts.uses)
}

// reset empties the pool, keeping its memory, for sets of words words.
func (p *pool) reset(words int) {
	p.words = words
	p.segs, p.seg0, p.keys, p.uses = p.segs[:0], p.seg0[:0], p.keys[:0], p.uses[:0]
}

func (p *pool) add(g *graph, f *facts) int32 {
	id := int32(len(p.uses))
	if len(p.seg0) == 0 {
		p.seg0 = append(p.seg0, 0)
	}
	p.segs = append(p.segs, f.segs...)
	p.seg0 = append(p.seg0, int32(len(p.segs)))
	k := len(p.keys)
	p.keys = slices.Grow(p.keys, p.words)[:k+p.words]
	clear(p.keys[k:])
	g.addKeys(p.keys[k:], f.segs)
	p.uses = append(p.uses, f.uses)
	return id
}

func (p *pool) route(k int32) []seg { return p.segs[p.seg0[k]:p.seg0[k+1]] }

func (p *pool) track(k int32) []uint64 { return p.keys[int(k)*p.words : int(k+1)*p.words] }

// limits are the longest runs any of the trains could make, for pruning
// the enumeration: a route whose counted stops already exceed every
// train's reach can never become legal by growing.
type limits struct {
	stops int // trains counting cities and paying off-boards (local ones too)
	all   int // trains counting towns too: every stop
	hexes int // range-limited trains
}

func (g *graph) limits() limits {
	var l limits
	l.stops, l.all, l.hexes = -1, -1, -1
	for i := range g.ctx.Trains {
		t := &g.ctx.Trains[i]
		switch {
		case t.Hexes > 0:
			l.hexes = max(l.hexes, t.Hexes)
		case t.Local != "":
			l.stops = max(l.stops, 1)
		case t.Towns:
			l.all = max(l.all, t.Stops)
		default:
			s := t.Stops
			if g.rules.stretch[i] >= 0 {
				s++
			}
			l.stops = max(l.stops, s)
		}
	}
	return l
}

// enumerator lists every well-formed route through the corporation's
// tokens, each once: a route is grown from the first of its token cities
// (in board order), first away from it on one side (the head), then on
// the other (the tail), and of a route and its mirror only the one whose
// tail leaves the token by the later chain is kept. With RevisitStops a
// route may come back to a stop (the root too) and a route that does may
// be listed more than once, from each visit of its root; none is missed.
type enumerator struct {
	g      *graph
	lim    limits
	root   int32
	banned []bool // token cities before the root
	on     []bool // stops on the route
	used   []uint64
	head   []int32 // stops after the root, in order
	headC  []int32
	tail   []int32
	tailC  []int32
	uses   uint32 // allowances used: closed cities passed (Stop.Pass)
	// lower bounds of the counts, blocked cities left out
	counted, towns, hexes int
	steps                 int
	nodeBuf, chainBuf     []int32
}

// enumerate hands every well-formed route over to g.listed, in order,
// and returns the steps taken. The enumerator is the graph's, its memory
// kept from one search to the next.
func (g *graph) enumerate() (steps int) {
	e := &g.enum
	*e = enumerator{g: g, lim: g.limits(),
		banned: zeroed(e.banned, len(g.nodes)), on: zeroed(e.on, len(g.nodes)), used: zeroed(e.used, g.words),
		head: e.head[:0], headC: e.headC[:0], tail: e.tail[:0], tailC: e.tailC[:0],
		nodeBuf: e.nodeBuf[:0], chainBuf: e.chainBuf[:0]}
	for n := range g.nodes {
		if !g.nodes[n].tokened {
			continue
		}
		e.root = int32(n)
		e.on[n] = true
		e.counted, e.towns, e.hexes = 0, 0, 0
		e.add(int32(n), 1)
		e.output() // the local run, in the token city alone
		e.grow(int32(n), true)
		e.add(int32(n), -1)
		e.on[n] = false
		e.banned[n] = true
	}
	return e.steps
}

func (e *enumerator) add(n int32, sign int) {
	nd := &e.g.nodes[n]
	if nd.blocked {
		return
	}
	if nd.counted {
		e.counted += sign
	} else if nd.n.Kind == Town {
		e.towns += sign
	}
}

func (e *enumerator) fits() bool {
	l := e.lim
	if e.g.rules.revisit && (l.stops >= 0 || l.all >= 0) {
		// the counts include stops visited again: no bound on stops
		return true
	}
	return (l.stops >= 0 && e.counted <= l.stops) ||
		(l.all >= 0 && e.counted+e.towns <= l.all) ||
		(l.hexes >= 0 && e.hexes <= l.hexes)
}

// passable reports whether the route may run on through stop n: a
// stop some route may pass (graph.mayPass), and a closed city only if
// the route has not yet skipped one.
func (e *enumerator) passable(n int32) bool {
	nd := &e.g.nodes[n]
	return e.g.mayPass(n) && (!nd.blocked || e.uses&(1<<nd.pass) == 0)
}

// grow extends the head (head == true) or the tail from stop at.
func (e *enumerator) grow(at int32, head bool) {
	g := e.g
	if at != e.root && !e.passable(at) {
		return
	}
	if at != e.root && g.nodes[at].blocked {
		was := e.uses
		e.uses |= 1 << g.nodes[at].pass
		defer func() { e.uses = was }()
	}
	for _, c := range g.from[at] {
		ch := &g.chains[c]
		to := ch.to
		if (e.on[to] && !g.rules.revisit) || e.banned[to] || g.overlaps(e.used, c) {
			continue
		}
		if !head && len(e.tail) == 0 && at == e.root && c <= e.headC[0] {
			continue
		}
		e.steps++
		was := e.on[to]
		e.on[to] = true
		for _, k := range ch.keys {
			e.used[k>>6] |= 1 << (k & 63)
		}
		e.add(to, 1)
		run := ch.hexRun
		if len(e.head)+len(e.tail) == 0 {
			e.hexes += run
		} else {
			e.hexes += run - 1
		}
		if e.fits() {
			if head {
				e.head = append(e.head, to)
				e.headC = append(e.headC, c)
				e.output()
				e.grow(to, true)
				e.grow(e.root, false)
				e.head = e.head[:len(e.head)-1]
				e.headC = e.headC[:len(e.headC)-1]
			} else {
				e.tail = append(e.tail, to)
				e.tailC = append(e.tailC, c)
				e.output()
				e.grow(to, false)
				e.tail = e.tail[:len(e.tail)-1]
				e.tailC = e.tailC[:len(e.tailC)-1]
			}
		}
		if len(e.head)+len(e.tail) == 0 {
			e.hexes -= run
		} else {
			e.hexes -= run - 1
		}
		e.add(to, -1)
		for _, k := range ch.keys {
			e.used[k>>6] &^= 1 << (k & 63)
		}
		e.on[to] = was
	}
	if g.rules.next != nil {
		g.rules.next(e, at, head)
	}
}

// output hands the current route over, tail first: tail reversed, the
// root, then the head.
func (e *enumerator) output() {
	nodes := e.nodeBuf[:0]
	chains := e.chainBuf[:0]
	for i := len(e.tail) - 1; i >= 0; i-- {
		nodes = append(nodes, e.tail[i])
		chains = append(chains, e.tailC[i])
	}
	nodes = append(nodes, e.root)
	nodes = append(nodes, e.head...)
	chains = append(chains, e.headC...)
	e.nodeBuf, e.chainBuf = nodes, chains
	e.g.listed(nodes, chains)
}
