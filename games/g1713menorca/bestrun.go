package g1713menorca

import (
	"ferro/engine"
	"ferro/route"
)

// The best run as an action, for the legal list, and the route contexts
// for the route tools (`ferro route`).

// bestRunAction is the operating company's best run (ships and carts,
// route.Best on each kind's board) as a concrete run_routes action: what
// Legal lists in the run step, so that the API, the web page and bots can
// submit it as it is.
func (s *state) bestRunAction(c *corp) engine.Action {
	a := corpAction(c, "run_routes")
	a.Edit().Routes = s.bestRoutes(c)
	return a
}

// RouteContextsFor is route.KindsProvider: the contexts of the company
// with that symbol (of the operating company when corp is ""), one for
// its ships and one for its carts, which run on different track. The best
// run is the best of each put together.
func (g *Game) RouteContextsFor(corp string) ([]*route.Context, error) {
	s := g.st
	c := s.opCorp()
	if corp != "" {
		c = s.corp(corp)
		if c == nil || !c.InGame {
			return nil, illegal("run routes", "no company %q in this game", corp)
		}
	} else if c == nil {
		return nil, illegal("run routes", "no company is operating; name one")
	}
	return []*route.Context{s.routeContext(c, true), s.routeContext(c, false)}, nil
}

var _ route.KindsProvider = (*Game)(nil)
