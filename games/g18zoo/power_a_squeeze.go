package g18zoo

import (
	"ferro/engine/shares"
	"ferro/route"
)

// A squeeze: its family gets 3$N more subsidy when its run earns any
// subsidy. It is added when the dividend is paid, by whoever owns it then
// (so the run's own subsidy, RoutePowers, is without it).
type aSqueeze struct{}

const squeezeBonus = 3

func init() { registerPower("A_SQUEEZE", aSqueeze{}) }

func (aSqueeze) inRun(g *Game, c, f int, p *RoutePowers) {}

func (aSqueeze) rules(p RoutePowers, rs []route.Rule) []route.Rule {
	if p.Squeeze {
		rs = append(rs, subsidyBonus(squeezeBonus))
	}
	return rs
}

// subsidy adds the 3$N. When the run's first train has left the family
// since it ran (only the patched 1S can, when the patch is removed before
// the dividend), its owner is nobody, and 18xx.games adds the 3$N when A
// squeeze has no owner either (not drawn, not yet on offer, or closed),
// not when a family holds it.
func (aSqueeze) subsidy(g *Game, c int, owner shares.Holder, n int, ownRun bool) int {
	sq := &g.companies[c]
	if ownRun && n > 0 && !sq.Closed && sq.Owner == owner {
		return n + squeezeBonus
	}
	if !ownRun && n > 0 && sq.Owner == owner {
		return n + squeezeBonus
	}
	return n
}
