package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/view"
	"ferro/route"
)

// runStopsView is what each stop of a run earned, as the view model says it.
func runStopsView(run [][]route.StopValue) [][]view.Stop {
	if run == nil {
		return nil
	}
	out := make([][]view.Stop, len(run))
	for i, r := range run {
		for _, s := range r {
			out[i] = append(out[i], view.Stop{Hex: s.Hex, Node: s.Node, Revenue: s.Revenue})
		}
	}
	return out
}

var _ engine.RunPricer = (*Game)(nil)

// PriceRun values routes as company sym would run them now.
func (g *Game) PriceRun(sym string, routes []engine.Route) ([][]view.Stop, error) {
	c := g.st.corp(sym)
	if c == nil {
		return nil, illegal("unknown company", "no company %q", sym)
	}
	checked, err := g.st.checkRun(c, routes)
	if err != nil {
		return nil, err
	}
	run := make([][]route.StopValue, len(checked))
	for k, cr := range checked {
		run[k] = cr.stops
	}
	return runStopsView(run), nil
}
