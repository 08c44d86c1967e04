package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// ownStepFirst takes what every one of the operating family's own steps
// (track, token, route, dividend, buy train) takes before its own action:
// a pass (where the step offers passing: process only hands a step the
// types it offers) or the use of a power.
func ownStepFirst(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) (done bool, err error) {
	switch a.Type {
	case "pass":
		s.Passed = true
		return true, nil
	case "choose_ability":
		return true, powerUse{}.choose(g, e, a)
	}
	return false, nil
}
