package g18zoo

import "ferro/engine"

// The operating round's power steps: before the family's own steps,
// powers and ZOOTickets may be used (choose_ability); at the end of its
// turn the step blocks while the family has one it can use, and passing
// ends it.
type powerORStep struct{}
type powerORBlockingStep struct{}

func init() {
	defineStep(stPowerOR, powerORStep{})
	defineStep(stPowerORBlocking, powerORBlockingStep{})
}

func (powerORStep) actions(g *Game, e entity) actSet {
	if e.Kind == 'c' && g.canChooseOR(e.Idx) {
		return actChooseAbility
	}
	return 0
}

func (powerORStep) nonBlocking() {}
func (powerORStep) aside()       {}

func (powerORStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	return processPowerOR(g, s, e, a)
}

func (powerORBlockingStep) actions(g *Game, e entity) actSet {
	if g.round.PresidentHelped {
		return 0
	}
	if e.Kind == 'c' && g.canChooseOR(e.Idx) {
		return actChooseAbility
	}
	if e == fam(g.operator()) && g.canChooseAnyOR(e.Idx) {
		return actChooseAbility | actPass
	}
	if e.Kind != 'c' {
		// 18xx.games takes this pass from anyone, not only the family
		// operating; records rely on it, so Ferro accepts it too (the
		// legal-action list offers it to the operating family only).
		return actPass
	}
	return 0
}

func (powerORBlockingStep) aside() {}

func (powerORBlockingStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	return processPowerOR(g, s, e, a)
}

// processPowerOR takes a pass or the use of a power in either step.
func processPowerOR(g *Game, s *stepState, e entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	return g.processChooseOR(e, a)
}
