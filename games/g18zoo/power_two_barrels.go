package g18zoo

import "ferro/route"

// Two barrels: twice, its family doubles the value of O tiles for a run
// (every stop on a tile with a town pays 10 more) and gets no pond subsidy
// for it. Used when the family runs, before it submits its run; it closes
// after the run of its second use.
type twoBarrels struct{}

const twoBarrelsBonus = 10

func init() {
	registerPower("TWO_BARRELS", twoBarrels{})
	registerChoice(orChoices, "two_barrels", twoBarrels{}.choose)
}

func (twoBarrels) usableOR(g *Game, c, f int) bool {
	cp := &g.companies[c]
	r := g.round.step(stRoute)
	return cp.Owner == famBase+f && !g.fams[f].Marks.has(markBarrel) && cp.Used < 2 &&
		r != nil && steps.Active(g, r) && g.canRunRoute(f) && steps.WaitsIn(g, stRoute)
}

func (twoBarrels) choicesOR(g *Game, c, f int) []map[string]any {
	return []map[string]any{{"type": "two_barrels"}}
}

// choose marks the operating family for its run. As in 18xx.games, the
// choice does not check which power made it (only a power usable now can).
func (twoBarrels) choose(g *Game, c int, ch choice) error {
	g.companies[c].Used++
	g.fams[g.operator()].Marks.set(markBarrel)
	return nil
}

func (twoBarrels) inRun(g *Game, c, f int, p *RoutePowers) {
	p.TwoBarrels = g.fams[f].Marks.has(markBarrel)
}

func (twoBarrels) mods(p RoutePowers, m *route.Modifiers) {
	if p.TwoBarrels {
		m.TownStopBonus, m.NoRunSubsidy = twoBarrelsBonus, true
	}
}

func (twoBarrels) ran(g *Game, c, f int) {
	if tb := &g.companies[c]; !tb.Closed && tb.Used >= 2 {
		tb.Closed, tb.Owner = true, holderNone
	}
}

// subsidy: a run by another than the operating family (see subsidyOwner)
// was valued with its subsidy; the barrels of its owner take it away.
func (twoBarrels) subsidy(g *Game, c, owner, n int, ownRun bool) int {
	if !ownRun && owner >= famBase && g.fams[owner-famBase].Marks.has(markBarrel) {
		return 0
	}
	return n
}

func (twoBarrels) dividendPaid(g *Game, c, f int) { g.fams[f].Marks.clear(markBarrel) }
