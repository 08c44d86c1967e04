package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// resolve finds the entity an action names.
func (g *Game) resolve(a engine.Action) (rounds.Entity, error) {
	switch a.EntityType {
	case "player", "":
		if p := g.playerIdx(a.Entity); p >= 0 {
			return pl(p), nil
		}
		for i, p := range g.players {
			if p.Name == a.Entity {
				return pl(i), nil
			}
		}
		if a.EntityType == "player" {
			return rounds.None, engine.Illegal("entity", "no player %q", a.Entity)
		}
		fallthrough
	case "corporation":
		if f := g.famIdx(a.Entity); f >= 0 {
			return fam(f), nil
		}
		if a.EntityType == "corporation" {
			return rounds.None, engine.Illegal("entity", "no family %q", a.Entity)
		}
		fallthrough
	case "company":
		if c := g.companyIdx(a.Entity); c >= 0 {
			return co(c), nil
		}
	}
	return rounds.None, engine.Illegal("entity", "no %s %q", a.EntityType, a.Entity)
}

// process finds the step that takes the action, as the rules order them,
// and applies it.
func (g *Game) process(a engine.Action) error {
	e, err := g.resolve(a)
	if err != nil {
		return err
	}
	if _, err := steps.Process(g, e, a); err != nil {
		return err
	}
	g.afterProcess()
	return nil
}

func (g *Game) entityName(e rounds.Entity) string {
	if e.Idx < 0 {
		return "nobody"
	}
	switch e.Kind {
	case rounds.Player:
		return g.players[e.Idx].Name
	case rounds.Corporation:
		return g.fams[e.Idx].Sym
	case rounds.Company:
		return g.companyRef(e.Idx)
	}
	return "nobody"
}

func tileName(instance string) string {
	for i := len(instance) - 1; i >= 0; i-- {
		if instance[i] == '-' {
			return instance[:i]
		}
	}
	return instance
}

// afterProcess skips what has nothing left to do and moves the turn on.
func (g *Game) afterProcess() {
	if g.finished {
		return
	}
	steps.SkipDone(g)
	switch g.round.Kind {
	case rDraft:
		if steps.Waiting(g) == nil {
			g.newStockRound() // 18ZOO keeps the seat order after the draft
		}
	case rStock:
		if steps.Waiting(g) == nil {
			g.stockTurn(true)
		}
	case rOperating:
		if steps.Waiting(g) == nil {
			g.endOperatingTurn()
		}
	}
}
