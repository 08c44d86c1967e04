package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/view"
	"ferro/route"
)

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
	return route.ViewStops(run), nil
}
