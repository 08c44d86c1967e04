package bot

import (
	"context"
	"testing"

	"ferro/engine"
)

// choiceDepth is the most choices (nodes with more than one child or not
// forced) on a path below n.
func choiceDepth(n *node) int {
	d := 0
	for _, c := range n.children {
		k := choiceDepth(c)
		if !n.forced {
			k++
		}
		d = max(d, k)
	}
	return d
}

// TestDepthBoundsTheTree: with Depth set, no path of the search's tree
// makes more choices than Depth below the root; without it, the same
// search goes deeper. The spec setting "depth" sets it.
func TestDepthBoundsTheTree(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	h := NewHeuristic(1)
	for k := 0; k < 40 && !g.Finished(); k++ { // into the game, past the first stock round's passes
		a, _ := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	depth := func(d int) int {
		m := NewMCTS(3)
		m.Depth = d
		if _, err := m.Act(context.Background(), Position{Game: g.Clone(), Seat: Mover(g), Log: []engine.Action{}}, Budget{Sims: 300}); err != nil {
			t.Fatal(err)
		}
		out := 0
		for _, r := range m.trees {
			out = max(out, choiceDepth(r))
		}
		return out
	}
	if d := depth(2); d > 2 {
		t.Fatalf("Depth 2: a path makes %d choices below the root", d)
	}
	if d := depth(0); d <= 2 {
		t.Fatalf("no bound: the deepest path makes %d choices, want more than 2 to tell the bound from none", d)
	}
	sp, err := ParseSpec("mcts-learned@2000/depth=3")
	if err != nil {
		t.Fatal(err)
	}
	b := sp.New(1, 1)
	if f, ok := b.(fixedBudget); ok {
		b = f.Bot
	}
	if m, ok := b.(*MCTS); !ok || m.Depth != 3 {
		t.Fatalf("spec depth=3 gives %#v", b)
	}
}
