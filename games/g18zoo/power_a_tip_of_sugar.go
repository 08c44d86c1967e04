package g18zoo

import (
	"ferro/engine/shares"
	"ferro/route"
)

// A tip of sugar: one S train of its family may count one stop more
// (extraStop).
type aTipOfSugar struct{}

var sugarStop = &route.Once{Rule: "A tip of sugar", Again: "only one train can use A tip of sugar"}

func init() { registerPower("A_TIP_OF_SUGAR", aTipOfSugar{}) }

func (aTipOfSugar) inRun(g *Game, c, f int, p *RoutePowers) {
	sugar := &g.companies[c]
	p.Sugar = !sugar.Closed && sugar.Owner == shares.Corp(f)
}

func (aTipOfSugar) rules(p RoutePowers, rs []route.Rule) []route.Rule {
	if p.Sugar {
		rs = append(rs, extraStop(sugarStop))
	}
	return rs
}
