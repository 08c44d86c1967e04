package playcheck

import "ferro/engine"

// everyLegal applies each action g lists, completed where g is a Completer
// (templates of a game that is not are skipped), to a clone of g, and
// returns the first refusal as a "legal" failure.
func everyLegal(g engine.Game) *Failure {
	completer, _ := g.(Completer)
	for _, a := range g.Legal() {
		ok := true
		if completer != nil {
			a, ok = completer.AutoAction(a)
		} else if TemplateTypes[a.Type] {
			ok = false
		}
		if !ok {
			continue
		}
		if err := g.Clone().Apply(a); err != nil {
			a := a
			return &Failure{Action: &a, Check: "legal", Detail: "a listed action was refused: " + err.Error()}
		}
	}
	return nil
}
