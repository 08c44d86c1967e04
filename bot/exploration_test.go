package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"ferro/engine"
)

// hidden is a title's game whose exploration constant is 0: the searcher's
// default (engine.SearchTuner).
type hidden struct{ engine.Game }

func (hidden) Exploration() float64 { return 0 }

// TestExplorationFromTitle: an MCTS whose C is not set searches with the
// title's constant (engine.SearchTuner), else (0) with DefaultC; a C that
// is set wins over both.
func TestExplorationFromTitle(t *testing.T) {
	zoo := newTitleGame(t, "18ZOO - Map A", 4, 1)
	men := newTitleGame(t, "1713 Menorca", 3, 1)
	for _, c := range []struct {
		name string
		g    engine.Game
		set  float64
		want float64
	}{
		{"18ZOO, unset", zoo, 0, 0.6},
		{"Menorca, unset", men, 0, 0.3},
		{"no tuner, unset", hidden{men}, 0, DefaultC},
		{"Menorca, set", men, 0.9, 0.9},
		{"no tuner, set", hidden{zoo}, 0.2, 0.2},
	} {
		m := NewMCTS(1)
		m.C = c.set
		if got := m.exploration(c.g); got != c.want {
			t.Errorf("%s: exploration %v, want %v", c.name, got, c.want)
		}
	}
}

// TestExplorationUsedBySearch: the constant the title gives is the one
// the search selects with. A Menorca search with C unset grows the same
// root as one with C 0.3 set, and another than one with C 3.
func TestExplorationUsedBySearch(t *testing.T) {
	g := newTitleGame(t, "1713 Menorca", 3, 7)
	h := NewHeuristic(1)
	var log []engine.Action
	for len(log) < 40 || len(Actions(g)) < 3 {
		if g.Finished() {
			t.Fatal("the game ended before a decision with three moves")
		}
		a, err := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		a.ID = len(log) + 1
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	visits := func(c float64) string {
		m := NewMCTS(3)
		m.C = c
		if _, err := m.Act(context.Background(), Position{Game: g, Seat: Mover(g), Log: log}, Budget{Sims: 200}); err != nil {
			t.Fatal(err)
		}
		out := ""
		for _, ch := range m.trees[0].children {
			out += fmt.Sprintf("%d ", ch.visits)
		}
		return out
	}
	unset, title, wide := visits(0), visits(0.3), visits(3)
	if unset != title {
		t.Errorf("root visits with C unset %s, with C 0.3 (Menorca's) %s: want the same", unset, title)
	}
	if unset == wide {
		t.Errorf("root visits with C unset and with C 3 are the same (%s): the constant is not used", unset)
	}
}

// TestCapByTypeRepeats: with the same draws, capByType marks the same
// moves, however many types are over the cap (it once went through the
// types in a map's order, so that searches of one seed differed).
func TestCapByTypeRepeats(t *testing.T) {
	var acts []engine.Action
	for _, typ := range []string{"lay_tile", "buy_train", "place_token", "buy_shares", "pass"} {
		for k := 0; k < 6; k++ {
			acts = append(acts, engine.Action{Type: typ})
		}
	}
	first := fmt.Sprint(capByType(acts, 2, rand.New(rand.NewPCG(1, 2))))
	for k := 0; k < 50; k++ {
		if got := fmt.Sprint(capByType(acts, 2, rand.New(rand.NewPCG(1, 2)))); got != first {
			t.Fatalf("draw %d: capByType marked %s, first time %s", k, got, first)
		}
	}
}
