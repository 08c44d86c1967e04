package route

import "ferro/engine"

// Uses is what one route of a run relies on beyond plain track: a city
// passed under an allowance (Stop.Pass), a stop more under one
// (Rule.Stretch), and the hexes where it hops between twin stops
// (TwinHops), in route order.
type Uses struct {
	Passes bool
	Extra  bool
	Hops   []string
}

// RouteUses reads each route of a run (as Check reads it, on the full
// board) and says what it relies on, for tools and tests that explain a
// run. The error is the first route that does not read.
func RouteUses(ctx *Context, routes []engine.Route) ([]Uses, error) {
	g, err := compile(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Uses, len(routes))
	for i, r := range routes {
		segs, err := g.resolve(r, nil)
		if err != nil {
			return nil, err
		}
		f, _ := g.routeFacts(segs)
		out[i].Passes = f.uses != 0
		for j := 1; j < len(segs); j++ {
			if segs[j].left != segs[j-1].right {
				out[i].Hops = append(out[i].Hops, g.hexes[g.nodes[segs[j].left].hex].ID)
			}
		}
		ti, err := g.train(r.Train)
		if err != nil {
			return nil, err
		}
		_, uses, _ := g.value(&f, ti)
		out[i].Extra = uses&^f.uses != 0
	}
	return out, nil
}
