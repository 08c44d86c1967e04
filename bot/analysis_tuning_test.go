package bot

import (
	"context"
	"testing"

	"ferro/engine"
)

// TestSettleSameMove: a search on a simulation budget with Settle stops
// once the simulations left could not change its choice, and chooses what
// the whole budget chooses (the same seed: its tree is the first part of
// the full search's); it stops early somewhere (18ZOO Map A, 4 players,
// the first decisions of a heuristic game).
func TestSettleSameMove(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	h := NewHeuristic(1)
	const budget = 300
	checked, full, settled := 0, 0, 0
	for steps := 0; checked < 12 && !g.Finished() && steps < 400; steps++ {
		s := Mover(g)
		pos := Position{Game: g, Seat: s}
		if len(Actions(g)) >= 2 {
			a := NewMCTS(5)
			b := NewMCTS(5)
			b.Settle = true
			ma, err := a.Act(context.Background(), pos, Budget{Sims: budget})
			if err != nil {
				t.Fatal(err)
			}
			mb, err := b.Act(context.Background(), pos, Budget{Sims: budget})
			if err != nil {
				t.Fatal(err)
			}
			if !Same(&ma, &mb) {
				t.Fatalf("decision %d: the whole budget plays %s %s, the settled search %s %s", checked, ma.Type, ma.Entity, mb.Type, mb.Entity)
			}
			if a.LastStats().Sims != budget || b.LastStats().Sims > budget {
				t.Fatalf("decision %d: %d and %d simulations", checked, a.LastStats().Sims, b.LastStats().Sims)
			}
			full += a.LastStats().Sims
			settled += b.LastStats().Sims
			checked++
		}
		act, err := h.Act(context.Background(), pos, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d decisions: %d simulations with the whole budget, %d settled", checked, full, settled)
	if checked < 12 || settled >= full {
		t.Fatalf("%d decisions: settled searches ran %d simulations of %d", checked, settled, full)
	}
}

// TestCountReused: with CountReused a search carried over from the last
// decision runs only the budget less the visits its tree already has
// (at least one simulation).
func TestCountReused(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	h := NewHeuristic(1)
	m := NewMCTS(5)
	m.CountReused = true
	const budget = 120
	var log []engine.Action
	reused := 0
	for steps := 0; reused < 3 && !g.Finished() && steps < 600; steps++ {
		s := Mover(g)
		pos := Position{Game: g, Seat: s, Log: log}
		a, err := h.Act(context.Background(), pos, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if len(Actions(g)) >= 2 {
			best, err := m.Act(context.Background(), pos, Budget{Sims: budget})
			if err != nil {
				t.Fatal(err)
			}
			st := m.LastStats()
			if want := max(1, budget-st.Reused); st.Sims != want {
				t.Fatalf("after %d actions: %d simulations with %d reused, want %d", len(log), st.Sims, st.Reused, want)
			}
			if st.Reused > 0 {
				reused++
			}
			a = best // the search's own move, so that its tree is reused
		}
		a.ID = len(log) + 1
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	if reused < 3 {
		t.Fatalf("a tree was reused at %d decisions", reused)
	}
}
