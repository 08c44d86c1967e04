package bot_test

import (
	"context"
	"testing"
	"time"

	"ferro/bot"
)

// TestMCTSStopsAtItsDeadline: a search whose time is already up when it
// starts simulates nothing (the loop asks the clock before every
// simulation, and the root's ordering stops at the deadline too) and still
// answers with a legal move, in both titles. How long a search takes at
// the server's default budget is measured by BenchmarkDecisionTime
// (p50/p95), not here: a wall-clock limit in a test fails on a loaded
// machine.
func TestMCTSStopsAtItsDeadline(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a heuristic game to reach mid-game positions")
	}
	for _, c := range []struct {
		title   string
		players int
	}{{"18ZOO - Map A", 4}, {"1713 Menorca", 3}} {
		positions := decisionPositions(t, c.title, c.players, 100, 11, 3)
		if len(positions) == 0 {
			t.Fatalf("%s: no mid-game position", c.title)
		}
		for i, g := range positions {
			ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
			m := bot.NewMCTS(1)
			a, err := m.Act(ctx, bot.Position{Game: g, Seat: bot.Mover(g)}, bot.Budget{Time: time.Second})
			cancel()
			if err != nil {
				t.Fatalf("%s position %d: %v", c.title, i, err)
			}
			if s := m.LastStats(); s.Sims != 0 {
				t.Errorf("%s position %d: %d simulations after the deadline", c.title, i, s.Sims)
			}
			if err := g.Clone().Apply(a); err != nil {
				t.Errorf("%s position %d: the move given at the deadline is illegal: %v", c.title, i, err)
			}
		}
	}
}
