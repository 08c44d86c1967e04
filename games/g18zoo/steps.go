package g18zoo

import (
	"encoding/json"

	"ferro/engine"
)

// resolve finds the entity an action names.
func (g *Game) resolve(a engine.Action) (entity, error) {
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
			return noEntity, engine.Illegal("entity", "no player %q", a.Entity)
		}
		fallthrough
	case "corporation":
		if f := g.famIdx(a.Entity); f >= 0 {
			return fam(f), nil
		}
		if a.EntityType == "corporation" {
			return noEntity, engine.Illegal("entity", "no family %q", a.Entity)
		}
		fallthrough
	case "company":
		if c := g.companyIdx(a.Entity); c >= 0 {
			return co(c), nil
		}
	}
	return noEntity, engine.Illegal("entity", "no %s %q", a.EntityType, a.Entity)
}

// process finds the step that takes the action, as the rules order them,
// and applies it.
func (g *Game) process(a engine.Action) error {
	e, err := g.resolve(a)
	if err != nil {
		return err
	}
	var st *stepState
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if !g.stepActive(s) {
			continue
		}
		waitsFor := g.stepEntity(s)
		if s.Kind == stBuySellPar && e == waitsFor && stockMoves[a.Type] {
			st = s // the stock step's own checks say which rule the move breaks
			break
		}
		acts := g.stepActions(s, e)
		can := acts.has(a.Type)
		var block bool
		if e == waitsFor {
			block = g.stepBlocks(s.Kind) && acts != 0
		} else {
			block = g.blocking(s)
		}
		if block && !can {
			return engine.Illegal("turn order", "%s cannot %s now: the game waits for %s", a.Entity, a.Type, g.describeWait(s))
		}
		if block || can {
			st = s
			break
		}
	}
	if st == nil {
		return engine.Illegal("turn order", "no step takes %s by %s now", a.Type, a.Entity)
	}
	if err := g.processIn(st, e, a); err != nil {
		return err
	}
	st.Acted = true
	g.afterProcess(st)
	return nil
}

func (g *Game) describeWait(s *stepState) string {
	e := g.stepEntity(s)
	name := g.entityName(e)
	acts := g.stepActions(s, e).names()
	b, _ := json.Marshal(acts)
	return name + " " + string(b)
}

func (g *Game) entityName(e entity) string {
	if e.Idx < 0 {
		return "nobody"
	}
	switch e.Kind {
	case 'p':
		return g.players[e.Idx].Name
	case 'f':
		return g.fams[e.Idx].Sym
	case 'c':
		return g.companyRef(e.Idx)
	}
	return "nobody"
}

func (g *Game) processIn(s *stepState, e entity, a engine.Action) error {
	if a.Type == "end_game" {
		g.endGame("manually_ended")
		return nil
	}
	if a.Type == "program_share_pass" || a.Type == "program_buy_shares" || a.Type == "program_disable" {
		return nil // programmed actions are recorded; the actions they trigger are in the log
	}
	return steps[s.Kind].process(g, s, e, a)
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
func (g *Game) afterProcess(st *stepState) {
	if g.finished {
		return
	}
	g.skipSteps()
	switch g.round.Kind {
	case rDraft:
		if g.activeStep() == nil {
			g.newStockRound() // 18ZOO keeps the seat order after the draft
		}
	case rStock:
		if g.activeStep() == nil {
			g.stockNextEntity()
		}
	case rOperating:
		if g.activeStep() == nil {
			g.endOperatingTurn()
		}
	}
}

// stockMoves are the stock-round moves whose processors check every rule
// themselves, so that a refused one names its rule rather than the turn.
var stockMoves = map[string]bool{"buy_shares": true, "par": true, "sell_shares": true, "buy_company": true}
