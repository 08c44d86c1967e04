package route

import (
	"slices"

	"ferro/engine"
)

// export writes routes as run_routes records them: route i is train
// trains[i]'s on fs[i], earning revs[i]. The routes' hexes, connections
// and nodes share one array of strings, their connections one array, and
// their nodes' names and revenue_str are cut from one string.
func (g *graph) export(trains []string, fs []facts, revs []int) []engine.Route {
	if len(fs) == 0 {
		return nil
	}
	// at most two hexes and a hex per path for each connection, and a
	// node per stop
	size, nconns := 0, 0
	for i := range fs {
		size += len(fs[i].stops)
		for _, s := range fs[i].segs {
			size += 2
			nconns++
			if s.chain < 0 {
				size += 2
			} else {
				size += len(g.chains[s.chain].paths)
			}
		}
	}
	flat := make([]string, 0, size)
	conns := make([][]string, 0, nconns)
	routes := make([]engine.Route, len(fs))
	// the text of the nodes' names and of each revenue_str, in order, and
	// where each piece of it ends
	text, cuts := g.sigBuf[:0], g.cutBuf[:0]
	for i := range fs {
		f := &fs[i]
		r := &routes[i]
		// the route's own subsidy, as 18xx.games records it;
		// the Subsidy hooks act on the run's total (setSubsidy)
		*r = engine.Route{Train: trains[i], Revenue: revs[i], Subsidy: f.subsidy}
		k := len(flat)
		flat = g.appendSegHexes(flat, f.segs)
		r.Hexes = flat[k:len(flat):len(flat)]
		c0 := len(conns)
		for _, s := range f.segs {
			k := len(flat)
			if s.chain < 0 {
				flat = append(flat, "local", g.hexes[g.nodes[s.left].hex].ID)
			} else {
				ch := &g.chains[s.chain]
				if ch.from == s.left {
					flat = append(flat, ch.hexes...)
				} else {
					// read from its other end: the chain's paths reversed
					g.revBuf = append(g.revBuf[:0], ch.paths...)
					slices.Reverse(g.revBuf)
					flat = g.connectionTo(flat, g.revBuf)
				}
			}
			conns = append(conns, flat[k:len(flat):len(flat)])
		}
		r.Connections = conns[c0:len(conns):len(conns)]
		// The nodes are the stops, less each twin a hop goes on from:
		// 18xx.games reads a route pair of connections by pair, preferring
		// the stops its nodes name, and naming both twins it would take
		// the first of them both times, so reading no hop where the twin
		// comes first. Their names are filled in below.
		k = len(flat)
		for _, n := range f.stops {
			if !hopsTo(f.segs, n) {
				text = g.appendSig(text, n)
				cuts = append(cuts, int32(len(text)))
				flat = append(flat, "")
			}
		}
		r.Nodes = flat[k:len(flat):len(flat)]
		for j, h := range r.Hexes {
			if j > 0 {
				text = append(text, '-')
			}
			text = append(text, h...)
		}
		cuts = append(cuts, int32(len(text)))
	}
	g.sigBuf, g.cutBuf = text, cuts
	all := string(text)
	at, c := int32(0), 0
	cut := func() string {
		s := all[at:cuts[c]]
		at = cuts[c]
		c++
		return s
	}
	for i := range routes {
		for j := range routes[i].Nodes {
			routes[i].Nodes[j] = cut()
		}
		routes[i].RevenueStr = cut()
	}
	return routes
}

// hopsTo reports whether a connection of segs starts at n by a hop
// (TwinHops) rather than where the one before it ended.
func hopsTo(segs []seg, n int32) bool {
	for i := 1; i < len(segs); i++ {
		if segs[i].left == n && segs[i-1].right != n {
			return true
		}
	}
	return false
}
