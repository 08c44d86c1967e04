package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/route"
)

// RouteContext is what the route package needs to check or optimise a
// family's run now: the board, the family's trains that may run, the
// phase and the powers in effect.
func (g *Game) RouteContext(f int) (*route.Context, error) {
	return g.routeContext(f, nil)
}

// routeContext is RouteContext on board (nil: the whole board).
func (g *Game) routeContext(f int, board *route.Board) (*route.Context, error) {
	fm := &g.fams[f]
	trains, err := g.trains.runnable(f)
	if err != nil {
		return nil, err
	}
	if board == nil {
		board = g.board.routeBoard()
	}
	p := g.routePowers(f)
	return &route.Context{Board: board, Corp: fm.Sym, Phase: routeColour(phases[g.phase]), Trains: trains, Rules: p.Rules()}, nil
}

// routePowers are the powers in effect on family f's run now.
func (g *Game) routePowers(f int) RoutePowers {
	var p RoutePowers
	for _, h := range hooks.route {
		h.H.inRun(g, g.powerIdx(h.K), f, &p)
	}
	return p
}

// routeColour is the newest tile colour of phase p, as route counts
// colours (from yellow).
func routeColour(p phase) int { return int(p.newestColor() - hexmap.Yellow) }

// checkContext is family f's route context for checking routes: on the
// hexes they name and those the powers' runHexes add (see
// route.FromHexmapFor), unless the whole board is converted already.
// done hands the board back once the check is done.
func (g *Game) checkContext(f int, routes []engine.Route) (ctx *route.Context, done func(), err error) {
	var extra []string
	for _, h := range hooks.runHexes {
		extra = append(extra, h.H.runHexes(g, g.powerIdx(h.K))...)
	}
	board, done := g.board.checkBoard(routes, extra)
	if ctx, err = g.routeContext(f, board); err != nil {
		done()
		return nil, nil, err
	}
	return ctx, done, nil
}

// AutoRoutes is the best run for the family operating now, as a
// run_routes action (the engine's "auto routes").
func (g *Game) AutoRoutes() (engine.Action, route.Stats, error) {
	f := g.operator()
	if f < 0 {
		return engine.Action{}, route.Stats{}, engine.Illegal("run routes", "no family is operating")
	}
	ctx, err := g.RouteContext(f)
	if err != nil {
		return engine.Action{}, route.Stats{}, err
	}
	res, st, err := route.Best(ctx)
	if err != nil {
		return engine.Action{}, st, err
	}
	return engine.Action{Type: "run_routes", Entity: g.fams[f].Sym, EntityType: "corporation"}.With(engine.Extra{
		Routes: res.Routes, ExtraRevenue: engine.Int(0)}), st, nil
}

// AutoAction completes an action from Legal for automatic play: a run is
// the optimum; every other listed action is already concrete.
func (g *Game) AutoAction(a engine.Action) (engine.Action, bool) {
	if a.Type == "run_routes" && len(a.Extras().Routes) == 0 {
		best, _, err := g.AutoRoutes()
		if err != nil {
			return a, false
		}
		return best, true
	}
	return a, true
}

// RouteContextFor is route.Provider: the context of the family with that
// symbol, or of the family operating now when corp is "".
func (g *Game) RouteContextFor(corp string) (*route.Context, error) {
	if corp == "" {
		if f := g.operator(); f >= 0 {
			return g.RouteContext(f)
		}
		return nil, engine.Illegal("run routes", "no family is operating; name one")
	}
	if f := g.fams.idx(corp); f >= 0 {
		return g.RouteContext(f)
	}
	return nil, engine.Illegal("run routes", "no family %q in this game", corp)
}

var _ route.Provider = (*Game)(nil)
