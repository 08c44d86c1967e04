package server

import (
	"ferro/engine"
	"ferro/engine/history"
	vm "ferro/engine/view"
)

// priceRun is what each stop of routes earns family in the game after the
// first at actions of tl, as the title values the run (engine.RunPricer):
// one list per route, or nil when the title cannot say (the run is not one
// the family can run there), and the drawing keeps the tiles' values.
func priceRun(tl *history.Timeline, at int, family string, routes []engine.Route) [][]vm.Stop {
	g, err := tl.GameAt(at)
	if err != nil {
		return nil
	}
	stops, err := g.PriceRun(family, routes)
	if err != nil || len(stops) != len(routes) {
		return nil
	}
	return stops
}
