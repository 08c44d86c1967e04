package bot

import (
	"context"
	"fmt"
	"testing"

	"ferro/engine"
)

// TestReuseKeepsBaseline: a tree carried over to the next decision keeps
// the baseline its rewards were measured from; a fresh tree gets a new one.
func TestReuseKeepsBaseline(t *testing.T) {
	title := "18ZOO - Map A"
	g := newTitleGame(t, title, 4, 21)
	h := NewHeuristic(1)
	var log []engine.Action
	play := func(a engine.Action) {
		a.ID = len(log) + 1
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	for checked := 0; checked < 3 && !g.Finished() && len(log) < 3000; {
		s := Mover(g)
		if len(Actions(g)) < 3 {
			a, _ := h.Act(context.Background(), Position{Game: g, Seat: s}, Budget{})
			play(a)
			continue
		}
		m := NewMCTS(5)
		a, err := m.Act(context.Background(), Position{Game: g, Seat: s, Log: log}, Budget{Sims: 60})
		if err != nil {
			t.Fatal(err)
		}
		first := m.bases[0]
		play(a)
		if g.Finished() || Mover(g) != s || len(Actions(g)) < 2 {
			continue
		}
		// the same seat moves again: its tree is reused
		if _, err := m.Act(context.Background(), Position{Game: g, Seat: s, Log: log}, Budget{Sims: 60}); err != nil {
			t.Fatal(err)
		}
		if m.LastStats().Reused == 0 {
			continue
		}
		checked++
		if m.bases[0].scale != first.scale || fmt.Sprint(m.bases[0].margin) != fmt.Sprint(first.margin) {
			t.Fatalf("after %d actions: the reused tree's baseline changed from %v/%v to %v/%v", len(log), first.margin, first.scale, m.bases[0].margin, m.bases[0].scale)
		}
	}
}
