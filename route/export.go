package route

import (
	"strings"

	"ferro/engine"
)

// export writes a route as run_routes records it.
func (g *graph) export(train string, f *facts, revenue int) engine.Route {
	// the route's own subsidy, as 18xx.games records it; Two barrels and
	// A squeeze act on the run's total (setSubsidy)
	r := engine.Route{Train: train, Revenue: revenue, Subsidy: f.subsidy()}
	r.Hexes = g.segHexes(f.segs)
	for _, s := range f.segs {
		if s.chain < 0 {
			r.Connections = append(r.Connections, []string{"local", g.hexes[g.nodes[s.left].hex].ID})
		} else {
			c := s.chain
			if g.chains[c].from != s.left {
				// read the chain from this end: its mirror has the hexes reversed
				if m := g.mirror(c); m >= 0 {
					c = m
				}
			}
			r.Connections = append(r.Connections, append([]string(nil), g.chains[c].hexes...))
		}
	}
	for _, n := range f.stops {
		r.Nodes = append(r.Nodes, g.sig(n))
	}
	r.RevenueStr = strings.Join(r.Hexes, "-")
	return r
}

// mirror finds the chain that is c walked from its other end.
func (g *graph) mirror(c int32) int32 {
	ch := &g.chains[c]
	for _, m := range g.from[ch.to] {
		mc := &g.chains[m]
		if mc.to != ch.from || len(mc.paths) != len(ch.paths) {
			continue
		}
		same := true
		for i, p := range mc.paths {
			if ch.paths[len(ch.paths)-1-i] != p {
				same = false
				break
			}
		}
		if same {
			return m
		}
	}
	return -1
}
