package g18zoo

import "ferro/engine"

// The operating round's power steps: before the family's own steps,
// powers and ZOOTickets may be used (choose_ability); at the end of its
// turn the step blocks while the family has one it can use, and passing
// ends it.
type powerORStep struct{ blocking bool }

func init() {
	defineStep(stPowerOR, powerORStep{})
	defineStep(stPowerORBlocking, powerORStep{blocking: true})
}

func (p powerORStep) actions(g *Game, e entity) actSet {
	if !p.blocking {
		if e.Kind == 'c' && g.canChooseOR(e.Idx) {
			return actChooseAbility
		}
		return 0
	}
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

func (p powerORStep) blocks(g *Game) bool { return p.blocking }
func (powerORStep) aside()                {}

func (powerORStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	return g.processChooseOR(e, a)
}
