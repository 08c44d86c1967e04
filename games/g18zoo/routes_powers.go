package g18zoo

import "ferro/route"

// The powers that change runs, as route's rules (route.Rule, made in
// route_*.go): each power's routeHook says when it is in a family's run
// (inRun) and which rules it brings there (rules), with the names and
// texts of the errors they give.

// RoutePowers are the powers in effect on a family's run.
type RoutePowers struct {
	Wings      bool      // assigned Wings
	Sugar      bool      // owns A tip of sugar
	TwoBarrels bool      // used Two barrels this operating round
	Squeeze    bool      // owns A squeeze, counted in the run's subsidy
	WheatHex   string    // the hex of its Wheat token, "" if none
	Holes      [2]string // the Hole's two R areas once both are chosen, in the order chosen
}

// key adds the powers to a best-run memo key: every field, as Rules
// reads them all (TestRoutePowersKey).
func (p RoutePowers) key(k route.RunKey) route.RunKey {
	return k.Bool(p.Wings).Bool(p.Sugar).Bool(p.TwoBarrels).Bool(p.Squeeze).String(p.WheatHex).String(p.Holes[0]).String(p.Holes[1])
}

// Rules turns the powers into route's rules, with 18ZOO's names for the
// rules they break, after route.TwinHops, which every run has:
// 18xx.games pays runs that hop between two towns of one edge (green
// tiles with two towns on one edge), a route arriving at a stop over an
// edge going on from the other stop of that tile with track to the same
// edge. The board
// already carries the Hole's tiles; Work in progress and That's mine act
// through the board: a blocker fills a slot, a reservation does not.
func (p RoutePowers) Rules() []route.Rule {
	rs := append(make([]route.Rule, 0, 1+len(hooks.route)), route.TwinHops)
	for _, h := range hooks.route {
		rs = h.H.rules(p, rs)
	}
	return rs
}
