package bot

import (
	"math"

	"ferro/engine"
)

// A reused tree keeps the baseline its rewards were measured from (the
// margins at the root of the search that grew it), and a chain of reuses
// keeps it for as long as the tree holds the moves played: over a stock
// round, or a family's whole turn. By then a seat's margin may have moved
// by more than a scale from it, and every reward of the seat sits where
// the tanh is flat (1.7 scales: a slope of 0.13 of its slope at the
// baseline), so that the search can no longer tell its moves apart and
// chooses by its exploration. A bigger search keeps its trees longer (it
// holds more of the moves played), so it suffered more.

// stale reports whether the baseline b of a reused tree is more than
// m.Drift scales away from some seat's margin in g as the seat may see it
// (0: never stale).
func (m *MCTS) stale(g engine.Game, seat int, b baseline, seed uint64) bool {
	if m.Drift <= 0 || b.margin == nil {
		return false
	}
	vals := m.ev.Evaluate(determinize(g, seat, seed))
	for i := range vals {
		if i < len(b.margin) && math.Abs(margin(vals, i)-b.margin[i]) > m.Drift*b.scale {
			return true
		}
	}
	return false
}
