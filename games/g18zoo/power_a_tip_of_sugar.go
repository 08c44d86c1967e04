package g18zoo

import (
	"ferro/engine/shares"
	"ferro/route"
)

// A tip of sugar: one S train of its family may count one stop more
// (route's ExtraStop).
type aTipOfSugar struct{}

var sugarStop = route.ExtraStop{On: true, Rule: "A tip of sugar"}

func init() { registerPower("A_TIP_OF_SUGAR", aTipOfSugar{}) }

func (aTipOfSugar) inRun(g *Game, c, f int, p *RoutePowers) {
	sugar := &g.companies[c]
	p.Sugar = !sugar.Closed && sugar.Owner == shares.Corp(f)
}

func (aTipOfSugar) mods(p RoutePowers, m *route.Modifiers) {
	if p.Sugar {
		m.ExtraStop = sugarStop
	}
}
