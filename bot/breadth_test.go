package bot

import (
	"context"
	"math"
	"testing"
	"time"

	"ferro/engine"
)

func TestBreadthScalesWithTheBudget(t *testing.T) {
	for _, c := range []struct {
		widen float64
		at    int
		n     float64
		want  float64
	}{
		{1.5, 500, 0, 1.5},      // not known yet
		{1.5, 500, 100, 1.5},    // a smaller budget widens as before
		{1.5, 500, 500, 1.5},    // the tuned budget
		{1.5, 500, 2000, 0.75},  // four times the budget: half the factor
		{1.5, 500, 8000, 0.375}, // sixteen times: a quarter
		{1.5, 0, 8000, 1.5},     // off: by visits alone
	} {
		if got := breadth(c.widen, c.at, c.n); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("breadth(%v, %d, %v) = %v, want %v", c.widen, c.at, c.n, got, c.want)
		}
	}
	// a tree's breadth at the end of its budget is the tuned budget's
	for _, n := range []int{2000, 8000} {
		if a, b := widening(n, breadth(1.5, 500, float64(n)), 0.5), widening(500, 1.5, 0.5); a != b {
			t.Errorf("after %d simulations a node may have %d children, after 500 at the tuned factor %d", n, a, b)
		}
	}
}

func TestProjectedSimulations(t *testing.T) {
	start := time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	end := start.Add(time.Second)
	if got := projected(160, start, start.Add(100*time.Millisecond), end); math.Abs(got-1600) > 1e-9 {
		t.Errorf("160 simulations in a tenth of a second project to %v by the second's end, want 1600", got)
	}
	if got := projected(8, start, start.Add(time.Millisecond), end); got != 0 {
		t.Errorf("too few simulations to tell: got %v, want 0", got)
	}
	if got := projected(160, start, start, end); got != 0 {
		t.Errorf("no time run: got %v, want 0", got)
	}
	if got := projected(160, start, start.Add(time.Millisecond), time.Time{}); got != 0 {
		t.Errorf("no end: got %v, want 0", got)
	}
}

// wider counts the nodes of the tree below n with more children than a
// widening factor k allows their visits.
func wider(n *node, k float64) int {
	out := 0
	if !n.forced && len(n.children) > widening(n.visits, k, 0.5) {
		out++
	}
	for _, c := range n.children {
		out += wider(c, k)
	}
	return out
}

// TestBiggerBudgetKeepsItsBreadth: in a search of 2,000 simulations no node
// has more children than the widening 500 simulations would give it at
// its visits' share of 500, where widening by visits alone (widenat=-1)
// gives nodes more; the spec setting reads.
func TestBiggerBudgetKeepsItsBreadth(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	h := NewHeuristic(1)
	for k := 0; k < 60 && !g.Finished(); k++ { // into the first operating round
		a, _ := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	over := func(spec string) int {
		sp, err := ParseSpec(spec)
		if err != nil {
			t.Fatal(err)
		}
		b := sp.New(3, 1)
		if f, ok := b.(fixedBudget); ok {
			b = f.Bot
		}
		m := b.(*MCTS)
		if _, err := m.Act(context.Background(), Position{Game: g.Clone(), Seat: Mover(g), Log: []engine.Action{}}, Budget{Sims: sp.Sims}); err != nil {
			t.Fatal(err)
		}
		return wider(m.trees[0], breadth(1.5, DefaultWidenAt, 2000))
	}
	scaled, off := over("mcts-learned@2000"), over("mcts-learned@2000/widenat=-1")
	t.Logf("nodes wider than 0.75·√v: %d with the budget's breadth, %d by visits alone", scaled, off)
	if scaled != 0 {
		t.Errorf("@2000: %d nodes wider than the budget's breadth allows", scaled)
	}
	if off == 0 {
		t.Errorf("by visits alone no node is wider either: the test cannot tell them apart")
	}
}
