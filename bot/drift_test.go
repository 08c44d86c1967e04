package bot

import (
	"context"
	"testing"

	"ferro/engine"
)

// TestStaleBaseline: a baseline measured on the position itself is not
// stale; one whose margin for some seat is more than Drift scales off is;
// with Drift 0 nothing is, and a search with Drift drops such a tree
// (nothing reused) where one without it keeps it.
func TestStaleBaseline(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	s := Mover(g)
	m := NewMCTS(3)
	m.Drift = 0.5
	m.ev = &m.W
	b := newBaseline(m.ev.Evaluate(determinize(g, s, 1)), m.Temp)
	if m.stale(g, s, b, 1) {
		t.Fatal("the position's own baseline is stale")
	}
	off := baseline{margin: append([]float64(nil), b.margin...), scale: b.scale}
	off.margin[(s+1)%len(off.margin)] += 0.6 * b.scale
	if !m.stale(g, s, off, 1) {
		t.Fatal("a baseline 0.6 scales off another seat's margin is not stale at drift 0.5")
	}
	m.Drift = 0
	if m.stale(g, s, off, 1) {
		t.Fatal("stale with Drift 0")
	}

	// a tree whose baseline has drifted is dropped
	for _, drift := range []float64{0, 0.5} {
		m := NewMCTS(5)
		m.Drift = drift
		pos := Position{Game: g, Seat: s, Log: []engine.Action{}} // the same position again: its tree is reused
		if _, err := m.Act(context.Background(), pos, Budget{Sims: 40}); err != nil {
			t.Fatal(err)
		}
		m.bases[0].margin[(s+1)%len(m.bases[0].margin)] += 10 * m.bases[0].scale
		if _, err := m.Act(context.Background(), pos, Budget{Sims: 40}); err != nil {
			t.Fatal(err)
		}
		if reused := m.LastStats().Reused; (reused > 0) != (drift == 0) {
			t.Fatalf("drift %v: reused %d visits of a tree whose baseline is 10 scales off", drift, reused)
		}
	}
}
