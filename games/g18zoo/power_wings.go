package g18zoo

import "ferro/route"

// Wings: the family that buys it is marked, and one of its trains may
// then pass through one city whose slots are all held by others
// (passClosed, from RoutePowers.Wings).
type wings struct{}

func init() { registerPower("WINGS", wings{}) }

// wingsSlot holds the families marked (the one that bought it).
var wingsSlot = newPowerSlot[famSet]()

func (wings) boughtBy(g *Game, c, f int) { wingsSlot.set(g, wingsSlot.get(g).with(f)) }

func (wings) familyMark(g *Game, c, f int) string {
	if wingsSlot.get(g).has(f) {
		return "Wings"
	}
	return ""
}

func (wings) markRank() int { return 2 }

// wingsPass: one train may pass through one city whose slots are all held
// by others; that city neither counts nor pays. Not one whose only slot
// holds Work in progress's token.
var wingsPass = &route.Once{Rule: "Wings", Twice: "a route can skip only one tokened-out city", Again: "only one train can skip a tokened-out city"}

func (wings) inRun(g *Game, c, f int, p *RoutePowers) { p.Wings = wingsSlot.get(g).has(f) }

func (wings) rules(p RoutePowers, rs []route.Rule) []route.Rule {
	if p.Wings {
		rs = append(rs, passClosed(wingsPass, "Work in progress"))
	}
	return rs
}
