package route

// TwinHops is the rule that where a route arrives at a stop over an edge
// of its tile and another stop of that tile has track to the same edge
// (and lane), the route may go on from that other stop; both are stops of
// the route, and no track joins them (e.g. green tiles with two towns on
// one edge, paid so by 18xx.games, which reads a run_routes route pair of
// connections by pair and does not check that a route's track is
// connected). The search hops (enumerator.hops, the ruleSet's next), the
// check reads hops (twinHop, resolveHops). A Rule set may not hold it
// with RevisitStops.
var TwinHops = Rule{shape: twinWalk}

// hop marks, in a walk's list of chains, a step that takes no track: the
// route arrived at the stop before it and goes on from the stop after it,
// a twin of the first (TwinHops).
const hop int32 = -2

// twinHop reports whether a route that arrived at prev.right over the
// chain of prev may go on from stop y (TwinHops): y is another
// stop of the same tile with track to the very edge (and lane) over which
// the route came in.
func (g *graph) twinHop(prev seg, y int32) bool {
	if g.rules.shape != twinWalk || prev.chain < 0 {
		return false
	}
	x := prev.right
	if x == y || g.nodes[x].hex != g.nodes[y].hex || g.nodes[y].n.Kind == Junction {
		return false
	}
	ch := &g.chains[prev.chain]
	last := ch.paths[len(ch.paths)-1]
	if ch.from != prev.left {
		last = ch.paths[0]
	}
	e, lane, ok := g.paths[last].edgeEnd()
	if !ok {
		return false
	}
	for _, q := range g.atNode[y] {
		if f, l, ok := g.paths[q].edgeEnd(); ok && f == e && l == lane {
			return true
		}
	}
	return false
}

// edgeEnd is the end of p at an edge of its hex and its lane there (ok
// false for a path between two stops or junctions).
func (p *gpath) edgeEnd() (End, Lane, bool) {
	switch {
	case p.a.IsEdge():
		return p.a, p.alane, true
	case p.b.IsEdge():
		return p.b, p.blane, true
	}
	return End(0), Lane{}, false
}

// tileNodes is the range of node ids [lo, hi) of the stops and
// junctions on n's tile: the candidates of a hop from n.
func (g *graph) tileNodes(n int32) (lo, hi int32) {
	h := g.nodes[n].hex
	return g.base[h], g.base[h] + int32(len(g.hexes[h].Nodes))
}

// hops goes on from the twins of stop at (TwinHops): after
// arriving at at by a chain, or from the root on the head's side (its
// mirror, a tail that starts with a hop, is the same route). Whether the
// hop is allowed depends on the chain arriving at it in the direction
// the route is written, which walkFacts settles; here every twin is
// tried.
func (e *enumerator) hops(at int32, head bool) {
	g := e.g
	side := e.tailC
	if head {
		side = e.headC
	}
	if at == e.root {
		if !head || len(side) > 0 {
			return
		}
	} else if side[len(side)-1] == hop {
		return
	}
	lo, hi := g.tileNodes(at)
	for y := lo; y < hi; y++ {
		if y == at || g.nodes[y].n.Kind == Junction || e.on[y] || e.banned[y] {
			continue
		}
		e.on[y] = true
		e.add(y, 1)
		if e.fits() {
			if head {
				e.head = append(e.head, y)
				e.headC = append(e.headC, hop)
				e.grow(y, true)
				e.head = e.head[:len(e.head)-1]
				e.headC = e.headC[:len(e.headC)-1]
			} else {
				e.tail = append(e.tail, y)
				e.tailC = append(e.tailC, hop)
				e.grow(y, false)
				e.tail = e.tail[:len(e.tail)-1]
				e.tailC = e.tailC[:len(e.tailC)-1]
			}
		}
		e.add(y, -1)
		e.on[y] = false
	}
}
