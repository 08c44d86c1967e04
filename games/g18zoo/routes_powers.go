package g18zoo

import "ferro/route"

// The powers that change runs, as route's options (route.Modifiers), with
// the names and texts of the errors they give.
var (
	// Wings: one train may pass through one city whose slots are all held
	// by others; that city neither counts nor pays. Not one whose only
	// slot holds Work in progress's token.
	wingsPass = route.PassCity{On: true, Rule: "Wings", BlockerRule: "Work in progress"}
	// A tip of sugar: one S train may count one stop more.
	sugarStop = route.ExtraStop{On: true, Rule: "A tip of sugar"}
	// Hole: the two R areas, once both are chosen, in the order chosen
	// (running through pays the first one's revenue).
	holeTunnel = route.Tunnel{
		Rule:     "Hole",
		Reused:   "a Hole area cannot be both a terminus and a tunnel, nor a tunnel twice",
		SameArea: "a route cannot go in and out of the same R area",
		BothEnds: "a route cannot use both R areas as termini",
	}
)

const (
	twoBarrelsBonus = 10 // Two barrels: every stop on a tile with a town pays this more, and no subsidy is paid
	wheatBonus      = 30 // Wheat: a route stopping on the Wheat hex pays this more, times the train's multiplier
	squeezeBonus    = 3  // A squeeze: more subsidy when the routes earn any
)

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
	if p.Wings {
		m.PassCity = wingsPass
	}
	if p.Sugar {
		m.ExtraStop = sugarStop
	}
	if p.TwoBarrels {
		m.TownStopBonus, m.NoRunSubsidy = twoBarrelsBonus, true
	}
	if p.Squeeze {
		m.SubsidyBonus = squeezeBonus
	}
	if p.WheatHex != "" {
		m.BonusHex, m.HexBonus = p.WheatHex, wheatBonus
	}
	if p.Holes[0] != "" && p.Holes[1] != "" {
		m.Tunnel = holeTunnel
		m.Tunnel.Areas = p.Holes
	}
	return m
}

// routePowers are the powers in effect on family f's run now. A
// squeeze's +3 is added when the dividend is paid (payDividend), by
// whoever owns it then; the run's subsidy here is without it.
func (g *Game) routePowers(f int) RoutePowers {
	fm := &g.fams[f]
	sugar := g.powerOf(pwATipOfSugar)
	p := RoutePowers{
		Wings:      fm.Marks.has(markWings),
		Sugar:      !sugar.Closed && sugar.Owner == famBase+f,
		TwoBarrels: fm.Marks.has(markBarrel),
	}
	if fm.Marks.has(markWheat) {
		p.WheatHex = g.wheatHex
	}
	if len(g.holes) == 2 {
		p.Holes = [2]string{g.holes[0], g.holes[1]}
	}
	return p
}
