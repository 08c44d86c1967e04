package g18zoo

import (
	"ferro/engine"
	"ferro/engine/view"
	"ferro/route"
)

var _ engine.RunPricer = (*Game)(nil)

// PriceRun values routes as family sym would run them now with any of its
// trains, whether they ran this turn or not.
func (g *Game) PriceRun(sym string, routes []engine.Route) ([][]view.Stop, error) {
	f := g.fams.idx(sym)
	if f < 0 {
		return nil, engine.Illegal("unknown family", "no family %q", sym)
	}
	ctx, done, err := g.checkContext(f, routes)
	if err != nil {
		return nil, err
	}
	defer done()
	ctx.Trains = nil
	for _, ti := range g.trains.of(f) {
		rt, err := RouteTrain(g.trains[ti].ID, g.trains[ti].Name)
		if err != nil {
			return nil, err
		}
		ctx.Trains = append(ctx.Trains, rt)
	}
	res, err := route.Check(ctx, routes)
	if err != nil {
		return nil, err
	}
	return route.ViewStops(res.Stops), nil
}
