package bot

import (
	"math"
	"time"
)

// A bigger budget widens the tree by its budget, not by its visits alone.
//
// Progressive widening lets a node of v visits have Widen·√v children, in
// the heuristic's order, worst last, each tried at least once with its
// one-ply value counted as PriorN visits. Tuned at 500 simulations, the
// same rule at 2,000 gives a root twice the moves and every node below it
// more of its poor ones, and each pulls its parent's mean down: 2,000
// simulations won 5.0% of 20 Map A games against three searches of 500,
// and 37.5% with half the factor (docs/bots.md, "Calibrated chances, a
// bounded treasury, and three searches that widen instead of deepening").
// So a search of N simulations a tree widens by Widen·√(v·WidenAt/N) when
// N is above WidenAt: the breadth a node has when the search ends is the
// breadth it has at WidenAt simulations. Smaller budgets widen as before.

// DefaultWidenAt is the budget the widening factor was tuned at.
const DefaultWidenAt = 500

// breadth is the widening factor of a tree of n simulations (n ≤ 0: not
// known yet): widen, scaled down by √(at/n) when n is above at (at ≤ 0:
// never scaled).
func breadth(widen float64, at int, n float64) float64 {
	if at <= 0 || n <= float64(at) {
		return widen
	}
	return widen * math.Sqrt(float64(at)/n)
}

// projected is how many simulations a tree on a time budget will have run
// by end, at the rate of its first done ones since start (0: too early to
// tell).
func projected(done int, start, now, end time.Time) float64 {
	if done < settleEvery || end.IsZero() || !now.After(start) || !end.After(start) {
		return 0
	}
	return float64(done) * float64(end.Sub(start)) / float64(now.Sub(start))
}
