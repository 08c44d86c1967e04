package g18zoo

import (
	"ferro/engine/shares"
	"ferro/route"
)

// Two barrels: twice, its family doubles the value of O tiles for a run
// (every stop on a tile with a town pays 10 more) and gets no pond subsidy
// for it. Used when the family runs, before it submits its run; it closes
// after the run of its second use.
type twoBarrels struct{}

const twoBarrelsBonus = 10

// barrelSlot holds the families marked for their run this operating turn.
var barrelSlot = newPowerSlot[famSet]()

func init() {
	registerPower("TWO_BARRELS", twoBarrels{})
	registerChoice(orChoices, "two_barrels", twoBarrels{}.choose)
}

func (twoBarrels) usableOR(g *Game, c, f int) bool {
	cp := &g.companies[c]
	r := g.round.step(stRoute)
	return cp.Owner == shares.Corp(f) && !barrelSlot.get(g).has(f) && cp.Used < 2 &&
		r != nil && steps.Active(g, r) && routeStep{}.canRun(g, f) && steps.WaitsIn(g, stRoute)
}

func (twoBarrels) choicesOR(g *Game, c, f int) []map[string]any {
	return []map[string]any{{"type": "two_barrels"}}
}

// choose marks the operating family for its run. As in 18xx.games, the
// choice does not check which power made it (only a power usable now can).
func (twoBarrels) choose(g *Game, c int, ch choice) error {
	g.companies[c].Used++
	barrelSlot.set(g, barrelSlot.get(g).with(g.operator()))
	return nil
}

func (twoBarrels) inRun(g *Game, c, f int, p *RoutePowers) {
	p.TwoBarrels = barrelSlot.get(g).has(f)
}

func (twoBarrels) rules(p RoutePowers, rs []route.Rule) []route.Rule {
	if p.TwoBarrels {
		rs = append(rs, townStopBonus(twoBarrelsBonus), noRunSubsidy)
	}
	return rs
}

func (twoBarrels) ran(g *Game, c, f int) {
	if tb := &g.companies[c]; !tb.Closed && tb.Used >= 2 {
		tb.Closed, tb.Owner = true, shares.None
	}
}

// subsidy: a run by another than the operating family (see subsidyOwner)
// was valued with its subsidy; the barrels of its owner take it away.
func (twoBarrels) subsidy(g *Game, c int, owner shares.Holder, n int, ownRun bool) int {
	if !ownRun && owner.Kind == shares.Treasury && barrelSlot.get(g).has(int(owner.Index)) {
		return 0
	}
	return n
}

func (twoBarrels) dividendPaid(g *Game, c, f int) { barrelSlot.set(g, barrelSlot.get(g).without(f)) }

func (twoBarrels) familyMark(g *Game, c, f int) string {
	if barrelSlot.get(g).has(f) {
		return "Two barrels"
	}
	return ""
}

func (twoBarrels) markRank() int { return 1 }
