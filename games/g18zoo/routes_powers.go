package g18zoo

import "ferro/route"

// The powers that change runs, as route's options (route.Modifiers): each
// power's routeHook says when it is in a family's run (inRun) and what it
// changes there (mods), with the names and texts of the errors it gives.

// RoutePowers are the powers in effect on a family's run.
type RoutePowers struct {
	Wings      bool      // assigned Wings
	Sugar      bool      // owns A tip of sugar
	TwoBarrels bool      // used Two barrels this operating round
	Squeeze    bool      // owns A squeeze, counted in the run's subsidy
	WheatHex   string    // the hex of its Wheat token, "" if none
	Holes      [2]string // the Hole's two R areas once both are chosen, in the order chosen
}

// Mods turns the powers into route's options, with 18ZOO's names for the
// rules they break. The board already carries the Hole's tiles; Work in
// progress and That's mine act through the board: a blocker fills a
// slot, a reservation does not.
func (p RoutePowers) Mods() route.Modifiers {
	m := route.Modifiers{TwinStops: true} // 18xx.games pays runs that hop between two towns of one edge
	for _, h := range hooks.route {
		h.h.mods(p, &m)
	}
	return m
}
