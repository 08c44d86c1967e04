package g18zoo

// Wings: the family that buys it is marked, and one of its trains may
// then pass through one city whose slots are all held by others (route's
// PassCity, from RoutePowers.Wings).
type wings struct{}

func init() { registerPower("WINGS", wings{}) }

func (wings) boughtBy(g *Game, c, f int) { g.fams[f].Marks.set(markWings) }
