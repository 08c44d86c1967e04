package bot

import (
	"math"

	"ferro/engine"
)

// A title whose features estimate runs without the board (1713 Menorca)
// offers engine.RunEstimator; the heuristic adds to a tile lay's or a
// station's value the change in its company's best run. The search values
// such a move in its tree the same way, once, when it first plays it: the
// gain is added to the mover's value at every leaf below. (Without it the
// tree saw no difference between building where it pays and elsewhere,
// and more simulations undid the order the heuristic gave the root.)

// runBefore is the run of the company a's lay or station is for, before it
// (valued false: a is not such a move, or g offers no estimate).
func runBefore(g engine.Game, a *engine.Action) (int, bool) {
	est, ok := g.(engine.RunEstimator)
	if !ok || a.EntityType != "corporation" || (a.Type != "lay_tile" && a.Type != "place_token") {
		return 0, false
	}
	return est.RunRevenue(a.Entity)
}

// runGain is the value a's change of its company's run adds for seat, on g
// just after a: as in Heuristic.valuesOn, RunDelta × change × min(rounds
// left, 3).
func (m *MCTS) runGain(g engine.Game, a *engine.Action, seat, before int) (float64, int) {
	est, ok := g.(engine.RunEstimator)
	if !ok || seat < 0 {
		return 0, 0
	}
	after, ok := est.RunRevenue(a.Entity)
	if !ok {
		return 0, 0
	}
	left := 0.0
	if ft, ok := g.(engine.Featurer); ok {
		left = ft.Features(seat).RoundsLeft
	}
	return m.W.RunDelta * float64(after-before) * math.Min(left, 3), seat
}
