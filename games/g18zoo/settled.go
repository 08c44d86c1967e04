package g18zoo

import "ferro/engine"

// A run_routes action names the trains and their connections; the revenue,
// subsidy and stops it also carries are only a client's claim (18xx.games
// values a run itself too). Ferro values the run with route.Check and keeps
// the action with those figures in their place: that is what the log,
// the exported record and the live updates hold (engine.Settler).

// settle is a as applied: a run with the routes route.Check valued
// (valued), and no extra revenue (18ZOO has none) where the action
// claimed some.
func settle(a engine.Action, valued []engine.Route) engine.Action {
	if a.Type != "run_routes" || valued == nil {
		return a
	}
	ex := a.Extras()
	ex.Routes = valued
	if ex.ExtraRevenue != nil {
		ex.ExtraRevenue = engine.Int(0)
	}
	return a.With(ex)
}

// Settled is the action Apply just accepted as the game applied it.
func (g *Game) Settled(a engine.Action) engine.Action {
	if a.Type != "run_routes" {
		return a
	}
	if last, ok := g.applied.Last(); ok && last.ID == a.ID {
		return last
	}
	return a
}

var _ engine.Settler = (*Game)(nil)
