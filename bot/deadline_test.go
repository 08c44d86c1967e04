package bot_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"ferro/bot"
)

// TestMCTSKeepsTimeBudget: a search given a time budget returns within it
// (the median of mid-game decisions of 18ZOO Map A), the root's ordering
// and the final choice included: the server's default budget is a second
// a move, and a search that only stopped simulating at its deadline
// overshot it (p50 1,092 ms at 1 s).
func TestMCTSKeepsTimeBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a heuristic game to reach mid-game positions")
	}
	positions := decisionPositions(t, "18ZOO - Map A", 4, 100, 11, 5)
	const budget = time.Second
	var times []time.Duration
	for _, g := range positions {
		m := bot.NewMCTS(1)
		start := time.Now()
		if _, err := m.Act(context.Background(), bot.Position{Game: g, Seat: bot.Mover(g)}, bot.Budget{Time: budget}); err != nil {
			t.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	t.Logf("decision times at a %v budget: %v", budget, times)
	if p50 := times[len(times)/2]; p50 > budget {
		t.Fatalf("median decision %v at a budget of %v", p50, budget)
	}
}
