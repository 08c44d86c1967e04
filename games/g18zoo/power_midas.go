package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// Midas: its owner takes first priority in the next stock round. Used in a
// stock round, it waits (Active) for the round's end, which reorders the
// players; it closes when the next operating round starts, or when the
// phase changes while it waits.
type midas struct{}

func init() {
	registerPower("MIDAS", midas{})
	registerChoice(srChoices, "midas", midas{}.choose)
}

func (midas) usableSR(g *Game, c, p int) bool { return !g.companies[c].Active }

func (midas) choicesSR(g *Game, c int) []map[string]any {
	return []map[string]any{{"type": "midas"}}
}

func (midas) choose(g *Game, c int, ch choice) error {
	cp := &g.companies[c]
	if _, ok := g.companies[c].rules().(midas); !ok {
		return engine.Illegal("power", "%s is not Midas", cp.Sym)
	}
	cp.Active = true
	return nil
}

func (midas) priorityTo(g *Game, c int) int {
	if cp := &g.companies[c]; cp.Active {
		if s, ok := cp.Owner.SeatOf(); ok {
			return s
		}
	}
	return -1
}

func (midas) opRoundStarts(g *Game, c int) {
	if m := &g.companies[c]; m.Active && !m.Closed {
		m.Closed, m.Active, m.Owner = true, false, shares.None
	}
}

func (midas) phaseChanges(g *Game, c int) {
	if m := &g.companies[c]; m.Active && !m.Closed {
		g.closeCompany(c)
	}
}
