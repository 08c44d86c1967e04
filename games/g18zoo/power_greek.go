package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// It's all greek to me: after a stock-round turn in which its owner moved
// (a par, a purchase or a sale), the owner takes another turn; the power
// then closes. One waiting is used up by the next move either way:
// 18xx.games moves the turn once more when the round ends, and that move
// spends it (it never carries over into a later stock round).
type greek struct{}

func init() {
	registerPower("IT_S_ALL_GREEK_TO_ME", greek{})
	registerChoice(srChoices, "greek", greek{}.choose)
}

func (greek) usableSR(g *Game, c, p int) bool {
	return (g.round.FloatedFam >= 0 || g.round.bought() || g.round.sold()) && !g.companies[c].Active
}

func (greek) choicesSR(g *Game, c int) []map[string]any {
	return []map[string]any{{"type": "greek"}}
}

func (greek) choose(g *Game, c int, ch choice) error {
	cp := &g.companies[c]
	if _, ok := g.companies[c].rules().(greek); !ok {
		return engine.Illegal("power", "%s is not It's all greek to me", cp.Sym)
	}
	cp.Active = true
	return nil
}

func (greek) stockTurnEnds(g *Game, c int) bool {
	gr := &g.companies[c]
	if !gr.Active || gr.Closed {
		return false
	}
	gr.Closed = true
	gr.Active = false
	gr.Owner = shares.None
	return true
}
