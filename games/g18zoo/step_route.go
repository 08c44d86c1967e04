package g18zoo

import "ferro/engine"

// The route step: the family operating runs its trains (skipped: its
// trains are counted as running, none ran).
type routeStep struct{}

func init() { defineStep(stRoute, routeStep{}) }

func (routeStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	return g.processRunRoutes(e.Idx, a)
}

func (routeStep) skip(g *Game, s *stepState) {
	g.trackRunningTrains()
	s.Passed = true
}

func (routeStep) actions(g *Game, e entity) actSet {
	f := g.operator()
	if e != fam(f) {
		return 0
	}
	if g.canRunRoute(f) {
		return actRunRoutes
	}
	return 0
}
