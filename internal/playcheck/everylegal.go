package playcheck

import "ferro/engine"

// everyLegal applies each action g lists to a clone of g, and returns the
// first refusal as a "legal" failure.
func everyLegal(g engine.Game) *Failure {
	for _, a := range g.Legal() {
		if err := g.Clone().Apply(a); err != nil {
			a := a
			return &Failure{Action: &a, Check: "legal", Detail: "a listed action was refused: " + err.Error()}
		}
	}
	return nil
}
