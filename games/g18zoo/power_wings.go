package g18zoo

import "ferro/route"

// Wings: the family that buys it is marked, and one of its trains may
// then pass through one city whose slots are all held by others (route's
// PassCity, from RoutePowers.Wings).
type wings struct{}

func init() { registerPower("WINGS", wings{}) }

func (wings) boughtBy(g *Game, c, f int) { g.fams[f].Marks.set(markWings) }

// wingsPass: one train may pass through one city whose slots are all held
// by others; that city neither counts nor pays. Not one whose only slot
// holds Work in progress's token.
var wingsPass = route.PassCity{On: true, Rule: "Wings", BlockerRule: "Work in progress"}

func (wings) inRun(g *Game, c, f int, p *RoutePowers) { p.Wings = g.fams[f].Marks.has(markWings) }

func (wings) mods(p RoutePowers, m *route.Modifiers) {
	if p.Wings {
		m.PassCity = wingsPass
	}
}
