package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// The operating round's power steps: before the family's own steps,
// powers and ZOOTickets may be used (choose_ability); at the end of its
// turn the step blocks while the family has one it can use, and passing
// ends it.
type powerORStep struct{}
type powerORBlockingStep struct{}

func init() {
	steps.Define(stPowerOR, powerORStep{})
	steps.Define(stPowerORBlocking, powerORBlockingStep{})
}

func (powerORStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e.Kind == rounds.Company && g.canChooseOR(e.Idx) {
		return actChooseAbility
	}
	return 0
}

// list: the power's uses now.
func (powerORStep) list(g *Game, e rounds.Entity, typ string, base engine.Action, out []engine.Action) []engine.Action {
	return listChoices(g, e, base, out)
}

func (powerORStep) NonBlocking() {}
func (powerORStep) Aside()       {}

func (powerORStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return processPowerOR(g, s, e, a)
}

func (powerORBlockingStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if g.round.PresidentHelped {
		return 0
	}
	if e.Kind == rounds.Company && g.canChooseOR(e.Idx) {
		return actChooseAbility
	}
	if e == fam(g.operator()) && g.canChooseAnyOR(e.Idx) {
		return actChooseAbility | actPass
	}
	if e.Kind != rounds.Company {
		// 18xx.games takes this pass from anyone, not only the family
		// operating; records rely on it, so Ferro accepts it too (the
		// legal-action list offers it to the operating family only).
		return actPass
	}
	return 0
}

// list: the power's uses now.
func (powerORBlockingStep) list(g *Game, e rounds.Entity, typ string, base engine.Action, out []engine.Action) []engine.Action {
	return listChoices(g, e, base, out)
}

func (powerORBlockingStep) Aside() {}

func (powerORBlockingStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return processPowerOR(g, s, e, a)
}

// processPowerOR takes a pass or the use of a power in either step.
func processPowerOR(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	return g.processChooseOR(e, a)
}
