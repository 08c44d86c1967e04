package bot

import (
	"context"
	"math"
	"testing"

	"ferro/engine"
)

// TestMixValuesThePrincipalLine: a move whose mean is pulled down by a
// poor continuation the search tried (and left) is valued by the mix at
// the line the search follows below it; a leaf by its mean; Mix 0 is the
// mean alone.
func TestMixValuesThePrincipalLine(t *testing.T) {
	leaf := func(visits int, mean float64) *node {
		n := newNode(engine.Action{}, 2)
		n.visits = visits
		n.reward[0], n.reward[1] = mean*float64(visits), (1-mean)*float64(visits)
		return n
	}
	good, poor := leaf(8, 0.8), leaf(4, 0.2)
	move := leaf(12, (8*0.8+4*0.2)/12) // its mean: 0.6
	move.children = []*node{poor, good}
	for _, n := range []*node{good, poor, move} {
		n.updateLine(0.5)
	}
	if good.line != nil || math.Abs(good.value(0, 0.5)-0.8) > 1e-12 {
		t.Fatalf("a leaf is valued %.3f (line %v): want its mean 0.8", good.value(0, 0.5), good.line)
	}
	if v := move.value(0, 0.5); math.Abs(v-(0.5*0.6+0.5*0.8)) > 1e-12 {
		t.Fatalf("mix 0.5: %.3f, want half its mean 0.6 and half its most visited child's 0.8", v)
	}
	if v := move.value(1, 0.5); math.Abs(v-(0.5*0.4+0.5*0.2)) > 1e-12 {
		t.Fatalf("the other seat's value %.3f, want 0.3", v)
	}
	if v := move.value(0, 0); math.Abs(v-0.6) > 1e-12 {
		t.Fatalf("mix 0: %.3f, want the mean 0.6", v)
	}
	// a line two deep: the move above is valued through it
	top := leaf(13, 0.6)
	top.children = []*node{move}
	top.updateLine(0.5)
	if v, want := top.value(0, 0.5), 0.5*0.6+0.5*move.value(0, 0.5); math.Abs(v-want) > 1e-12 {
		t.Fatalf("two deep: %.4f, want %.4f", v, want)
	}
}

// TestMixSearchPlaysLegalMoves: a search with Mix chooses a legal action
// at every decision of a short stretch of Map A, and keeps principal lines
// in its tree.
func TestMixSearchPlaysLegalMoves(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 8)
	m := NewMCTS(2)
	m.Mix = 0.5
	lines := 0
	for k := 0; k < 30 && !g.Finished(); k++ {
		seat := Mover(g)
		a, err := m.Act(context.Background(), Position{Game: g.Clone(), Seat: seat, Log: []engine.Action{}}, Budget{Sims: 80})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range m.trees {
			if r.line != nil {
				lines++
			}
		}
		a.ID = k + 1
		if err := g.Apply(a); err != nil {
			t.Fatalf("decision %d: %v", k, err)
		}
	}
	if lines == 0 {
		t.Fatal("no search kept a principal line at its root")
	}
}
