package route

import (
	"slices"
	"strings"

	"ferro/engine"
)

// export writes a route as run_routes records it.
func (g *graph) export(train string, f *facts, revenue int) engine.Route {
	// the route's own subsidy, as 18xx.games records it; Two barrels and
	// A squeeze act on the run's total (setSubsidy)
	r := engine.Route{Train: train, Revenue: revenue, Subsidy: f.subsidy()}
	if g.ctx.Mods.NoSubsidy {
		r.Subsidy = 0
	}
	r.Hexes = g.segHexes(f.segs)
	r.Connections = make([][]string, 0, len(f.segs))
	r.Nodes = make([]string, 0, len(f.stops))
	for _, s := range f.segs {
		if s.chain < 0 {
			r.Connections = append(r.Connections, []string{"local", g.hexes[g.nodes[s.left].hex].ID})
		} else {
			ch := &g.chains[s.chain]
			if ch.from == s.left {
				r.Connections = append(r.Connections, append([]string(nil), ch.hexes...))
			} else {
				// read from its other end: the chain's paths reversed
				r.Connections = append(r.Connections, g.connection(reversed(ch.paths)))
			}
		}
	}
	// The nodes are the stops, less each twin a hop goes on from: 18xx.games
	// reads a route pair of connections by pair, preferring the stops its
	// nodes name, and naming both twins it would take the first of them
	// both times, so reading no hop where the twin comes first.
	for _, n := range f.stops {
		if !hopsTo(f.segs, n) {
			r.Nodes = append(r.Nodes, g.sig(n))
		}
	}
	r.RevenueStr = strings.Join(r.Hexes, "-")
	return r
}

func reversed(paths []int32) []int32 {
	out := slices.Clone(paths)
	slices.Reverse(out)
	return out
}

// hopsTo reports whether a connection of segs starts at n by a hop
// (Modifiers.TwinStops) rather than where the one before it ended.
func hopsTo(segs []seg, n int32) bool {
	for i := 1; i < len(segs); i++ {
		if segs[i].left == n && segs[i-1].right != n {
			return true
		}
	}
	return false
}
