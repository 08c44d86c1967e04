package g18zoo

import "ferro/engine"

// Days off: in a stock round, its owner moves an open family's share
// price one space right; the power then closes.
type daysOff struct{}

func init() {
	registerPower("DAYS_OFF", daysOff{})
	registerChoice(srChoices, "days_off", daysOff{}.choose)
}

func (daysOff) usableSR(g *Game, c, p int) bool {
	return anyOf(len(g.fams), func(f int) bool { return g.fams[f].IPOed })
}

func (daysOff) choicesSR(g *Game, c int) []map[string]any {
	var out []map[string]any
	for _, f := range g.fams {
		if f.IPOed {
			out = append(out, map[string]any{"type": "days_off", "corporation_id": f.Sym})
		}
	}
	return out
}

func (daysOff) choose(g *Game, c int, ch choice) error {
	f := g.fams.idx(ch.CorpID)
	if _, ok := g.companies[c].rules().(daysOff); !ok || f < 0 || !g.fams[f].IPOed {
		return engine.Illegal("days off", "choose an open family")
	}
	g.moveMarket(f, stockMarket.Right)
	g.closeCompany(c)
	return nil
}
