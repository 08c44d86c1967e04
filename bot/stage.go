package bot

import "ferro/engine"

// One yardstick a search.
//
// The learned model weighs each input by the stage (rounds left), and
// Evaluate turns its logits into money by what a unit of score is worth at
// the position's stage. A search's leaves lie at different depths, and a
// bigger search's more often past the end of an operating round than a
// smaller one's: the same lead then reads as worth more or less, and the
// search prefers the lines that cross the boundary, or avoid it, for the
// yardstick's sake. With MCTS.RootStage every position of a search is
// valued as if at the root's stage, in the root's money.

// stageEvaluator values positions by m at the stage of a search's root.
type stageEvaluator struct {
	m           *Model
	left        float64 // the root's rounds left
	unit, slope float64 // the root's money: its mean score and what a unit of score is worth
}

// atRootStage is m's evaluation for a search from root at root's stage (m
// itself when root has no features).
func atRootStage(m *Model, root engine.Game) Evaluator {
	fs := features(root)
	if fs == nil {
		return m
	}
	return stageEvaluator{m: m, left: fs[0].RoundsLeft, unit: meanUnit(fs), slope: m.scoreSlope(fs[0].RoundsLeft)}
}

func (s stageEvaluator) Evaluate(g engine.Game) []float64 {
	fs := features(g)
	if g.Finished() || fs == nil {
		return Scores(g)
	}
	for i := range fs {
		fs[i].RoundsLeft = s.left
	}
	lg := s.m.seatLogits(fs)
	for i := range lg {
		lg[i] = s.unit * lg[i] / s.slope
	}
	return lg
}
