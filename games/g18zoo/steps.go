package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// process finds the entity an action names and the step that takes the
// action, as the rules order them, and applies it; then it skips what has
// nothing left to do and moves the turn on.
func (g *Game) process(a engine.Action) error {
	e := rounds.None
	switch a.EntityType {
	case "player", "":
		if p := seatOf(g.players, a.Entity); p >= 0 {
			e = pl(p)
			break
		}
		for i, p := range g.players {
			if p.Name == a.Entity {
				e = pl(i)
				break
			}
		}
		if e.Valid() {
			break
		}
		if a.EntityType == "player" {
			return engine.Illegal("entity", "no player %q", a.Entity)
		}
		fallthrough
	case "corporation":
		if f := g.fams.idx(a.Entity); f >= 0 {
			e = fam(f)
			break
		}
		if a.EntityType == "corporation" {
			return engine.Illegal("entity", "no family %q", a.Entity)
		}
		fallthrough
	case "company":
		if c := g.companyIdx(a.Entity); c >= 0 {
			e = co(c)
		}
	}
	if !e.Valid() {
		return engine.Illegal("entity", "no %s %q", a.EntityType, a.Entity)
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

func tileName(instance string) string {
	for i := len(instance) - 1; i >= 0; i-- {
		if instance[i] == '-' {
			return instance[:i]
		}
	}
	return instance
}
