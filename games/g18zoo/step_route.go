package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/route"
)

// The route step: the family operating runs its trains (skipped: its
// trains are counted as running, none ran).
type routeStep struct{}

func (routeStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	return routeStep{}.run(g, e.Idx, a)
}

func (routeStep) Skip(g *Game, s *rounds.State) {
	routeStep{}.running(g)
	s.Passed = true
}

func (routeStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	f := g.operator()
	if e != fam(f) {
		return 0
	}
	if (routeStep{}).canRun(g, f) {
		return actRunRoutes
	}
	return 0
}

// List: the best run (the optimizer's routes).
func (routeStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	if a, _, err := g.AutoRoutes(); err == nil {
		out = append(out, a)
	}
	return out
}

func (routeStep) run(g *Game, f int, a engine.Action) error {
	// the run is checked and valued on the hexes its routes name
	routes := a.Extras().Routes
	ctx, done, err := g.checkContext(f, routes)
	if err != nil {
		return err
	}
	res, err := route.Check(ctx, routes)
	done()
	if err != nil {
		return err
	}
	var runs []routeRun
	for _, rt := range res.Routes {
		runs = append(runs, routeRun{Train: rt.Train, Revenue: rt.Revenue, Subsidy: rt.Subsidy, Hexes: rt.Hexes})
	}
	g.round.Routes = runs
	g.runValued = res.Routes
	g.runStops = res.Stops
	g.round.RoutesRevenue = res.Revenue
	g.round.RoutesSubsidy = res.Subsidy
	routeStep{}.running(g)
	g.round.step(stRoute).Passed = true
	for _, p := range hooks.ran {
		p.H.ran(g, g.powerIdx(p.K), f)
	}
	return nil
}

func (routeStep) running(g *Game) {
	f := g.operator()
	g.round.TrainsInRoute = nil
	for _, t := range g.trains.of(f) {
		g.round.TrainsInRoute = append(g.round.TrainsInRoute, g.trains[t].ID)
	}
}

// canRun: the family has a train that may run and its network joins its
// station to another stop, as 18xx.games decides whether a run is asked
// for (the run itself may then be empty).
func (routeStep) canRun(g *Game, f int) bool {
	runs := false // a train that may still run (fleet.runnable, without building them)
	for i := range g.trains {
		t := &g.trains[i]
		if t.Owner != shares.Corp(f) || t.Operated && t.Name != "1S" {
			continue
		}
		if t.Name == "1S" {
			return true // the 1S (a local route.Train) may run alone in its home city
		}
		runs = true
	}
	if !runs {
		return false
	}
	// two stops (not junctions) on the network; the walk stops at the second
	b := g.board.b
	stops := 0
	return b.ReachesNode(g.fams[f].Sym, func(h, n int) bool {
		if t, _ := b.Tile(h); t.Nodes[n].Kind != hexmap.Junction {
			stops++
		}
		return stops > 1
	})
}
