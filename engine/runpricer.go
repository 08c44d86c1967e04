package engine

import "ferro/engine/view"

// RunPricer is a game that values a run without applying it: what each
// stop of each route would earn entity on the board as it is now, every
// bonus and power included (the title's own run evaluation), route by
// route in the given order. A drawing of a candidate run labels its stops
// with these (view.Route.PriceStops). It changes nothing.
type RunPricer interface {
	PriceRun(entity string, routes []Route) ([][]view.Stop, error)
}
