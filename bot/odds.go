package bot

import (
	"math"

	"ferro/engine"
)

// Odds is every seat's value as the model's log-odds of winning: its
// logit, in which a difference means the same ratio of chances at every
// stage of the game. Evaluate turns the logits into money by dividing by
// what a unit of score is worth at the position's stage and multiplying by
// the table's mean score; both change from one round to the next (early on
// the score's weight is near 0 and the divisor its floor), so that two
// positions of a search a round apart, with the same chances, get values
// that differ, and a deeper search, whose leaves cross more rounds,
// compares them as if they were gains and losses. A finished game's values
// are its scores in units of the mean, times the score's weight at the end
// (left 0): the logits the model would give it one step before.
func (m *Model) Odds(g engine.Game) []float64 {
	fs := features(g)
	if g.Finished() || fs == nil {
		sc := Scores(g)
		unit := 0.0
		for _, v := range sc {
			unit += v
		}
		unit = math.Max(1, unit/float64(max(1, len(sc))))
		w := m.scoreSlope(0)
		for i := range sc {
			sc[i] = w * sc[i] / unit
		}
		return sc
	}
	return m.seatLogits(fs)
}

// oddsEvaluator evaluates by the model's log-odds (Model.Odds): what a
// search uses when its rewards are measured in odds (MCTS.Odds).
type oddsEvaluator struct{ m *Model }

func (o oddsEvaluator) Evaluate(g engine.Game) []float64 { return o.m.Odds(g) }
