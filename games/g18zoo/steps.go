package g18zoo

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
)

// process finds the entity an action names and the step that takes the
// action, as the rules order them, and applies it; then it skips what has
// nothing left to do and moves the turn on.
func (g *Game) process(a engine.Action) error {
	e, ok := rounds.Find(a, func(k rounds.Kind, name string) int { return entityIndex(g, k, name) })
	if !ok {
		noun := a.EntityType
		if noun == "corporation" {
			noun = "family"
		}
		return engine.Illegal("entity", "no %s %q", noun, a.Entity)
	}
	if _, err := steps.Process(g, e, a); err != nil {
		return err
	}
	if g.finished {
		return nil
	}
	steps.SkipDone(g)
	if steps.Waiting(g) != nil {
		return nil
	}
	switch g.round.Kind {
	case rDraft:
		g.newStockRound() // 18ZOO keeps the seat order after the draft
	case rStock:
		g.stockTurn(true)
	case rOperating:
		g.endOperatingTurn()
	}
	return nil
}

// entityIndex is the index of the entity of kind k with that name, -1 if
// none (rounds.Find): a player by id, else by name; a family by symbol; a
// company by reference.
func entityIndex(g *Game, k rounds.Kind, name string) int {
	switch k {
	case rounds.Player:
		if p := seatOf(g.players, name); p >= 0 {
			return p
		}
		return slices.IndexFunc(g.players, func(p Player) bool { return p.Name == name })
	case rounds.Corporation:
		return g.fams.idx(name)
	}
	return g.companyIdx(name)
}
