package bot

import (
	"context"
	"slices"
	"testing"

	"ferro/engine"
)

// laterGame is g with every seat's rounds left shifted by d.
type laterGame struct {
	engine.Game
	d float64
}

func (g laterGame) Features(seat int) engine.SeatFeatures {
	f := g.Game.Features(seat)
	f.RoundsLeft += g.d
	return f
}

// TestRootStageOneYardstick: at the root the stage evaluator values as the
// model does; a position that differs only in its rounds left gets other
// values from the model and the root's from the stage evaluator.
func TestRootStageOneYardstick(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	h := NewHeuristic(1)
	for k := 0; k < 120 && !g.Finished(); k++ {
		a, _ := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	m := ModelFor(g.Config().Title)
	if m == nil {
		t.Fatal("no model for 18ZOO")
	}
	ev := atRootStage(m, g)
	if a, b := ev.Evaluate(g), m.Evaluate(g); !slices.Equal(a, b) {
		t.Fatalf("at the root: %v, the model %v", a, b)
	}
	later := laterGame{g, -1} // a round nearer the end
	if a, b := m.Evaluate(later), m.Evaluate(g); slices.Equal(a, b) {
		t.Fatalf("the model values a round later as now (%v): the test cannot tell", a)
	}
	if a, b := ev.Evaluate(later), m.Evaluate(g); !slices.Equal(a, b) {
		t.Fatalf("a round later at the root's stage: %v, want the root's %v", a, b)
	}
	sp, err := ParseSpec("mcts-learned@2000/rootstage=1")
	if err != nil {
		t.Fatal(err)
	}
	b := sp.New(1, 1)
	if f, ok := b.(fixedBudget); ok {
		b = f.Bot
	}
	if mc, ok := b.(*MCTS); !ok || !mc.RootStage {
		t.Fatalf("spec rootstage=1 gives %#v", b)
	}
}
