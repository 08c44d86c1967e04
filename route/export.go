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
	// the route's hexes, connections and nodes share one array of
	// strings (each slice capped): at most two hexes and a hex per path
	// for each connection, and a node per stop
	size := len(f.stops)
	for _, s := range f.segs {
		size += 2
		if s.chain < 0 {
			size += 2
		} else {
			size += len(g.chains[s.chain].paths)
		}
	}
	flat := make([]string, 0, size)
	flat = g.appendSegHexes(flat, f.segs)
	r.Hexes = flat[0:len(flat):len(flat)]
	r.Connections = make([][]string, 0, len(f.segs))
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
		r.Connections = append(r.Connections, flat[k:len(flat):len(flat)])
	}
	// The nodes are the stops, less each twin a hop goes on from: 18xx.games
	// reads a route pair of connections by pair, preferring the stops its
	// nodes name, and naming both twins it would take the first of them
	// both times, so reading no hop where the twin comes first.
	// the nodes' names are cut from one string
	b := g.sigBuf[:0]
	for _, n := range f.stops {
		if !hopsTo(f.segs, n) {
			b = g.appendSig(b, n)
		}
	}
	g.sigBuf = b
	names := string(b)
	k := len(flat)
	for _, n := range f.stops {
		if !hopsTo(f.segs, n) {
			size := len(g.appendSig(b[:0], n))
			flat = append(flat, names[:size])
			names = names[size:]
		}
	}
	r.Nodes = flat[k:len(flat):len(flat)]
	r.RevenueStr = strings.Join(r.Hexes, "-")
	return r
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
