package bot

import "ferro/engine"

// evaluator is the evaluation a bot uses for g: the title's learned model
// when learned and there is one (ModelFor), else the hand-set weights w.
func evaluator(learned bool, w *Weights, g engine.Game) Evaluator {
	if learned {
		if m := ModelFor(g.Config().Title); m != nil {
			return m
		}
	}
	return w
}
