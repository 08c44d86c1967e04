package route

// hop marks, in a walk's list of chains, a step that takes no track: the
// route arrived at the stop before it and goes on from the stop after it,
// a twin of the first (Walk.Twins).
const hop int32 = -2

// twinHop reports whether a route that arrived at prev.right over the
// chain of prev may go on from stop y (Walk.Twins): y is another
// stop of the same tile with track to the very edge (and lane) over which
// the route came in.
func (g *graph) twinHop(prev seg, y int32) bool {
	if !g.rules.walk.Twins || prev.chain < 0 {
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
