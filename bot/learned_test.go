package bot

import (
	"context"
	"strings"
	"testing"

	"ferro/engine"
)

// TestLearnedKeepsTicket: in an 18ZOO stock round, selling a ZOOTicket
// (choose_ability on it) gives its value now in cash, so the score does not
// change, and the hand-set evaluation values it exactly like passing; the
// learned model counts the ticket's rise to 20 by the end in the score
// (SeatFeatures.Rise), so it values the sale below the pass.
func TestLearnedKeepsTicket(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 21)
	h := NewHeuristic(1)
	for k := 0; k < 3000 && !g.Finished(); k++ {
		seat := Mover(g)
		acts := Actions(g)
		sale, pass := -1, -1
		for i := range acts {
			switch {
			case acts[i].Type == "choose_ability" && strings.HasPrefix(acts[i].Entity, "ZOOTicket"):
				sale = i
			case acts[i].Type == "pass":
				pass = i
			}
		}
		if sale >= 0 && pass >= 0 {
			pair := []engine.Action{acts[sale], acts[pass]}
			old := h.valuesOn(context.Background(), g, seat, pair)
			learned := &Heuristic{W: DefaultWeights, Learned: true}
			v := learned.valuesOn(context.Background(), g, seat, pair)
			if old[0] != old[1] {
				t.Logf("the hand-set evaluation does not tie them here: %v", old)
			}
			if v[0] >= v[1] {
				t.Fatalf("action %d: the learned evaluation values the ticket sale %v, the pass %v", k, v[0], v[1])
			}
			return
		}
		a, err := h.Act(context.Background(), Position{Game: g, Seat: seat}, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no position offered a ticket sale and a pass")
}

// TestLearnedKinds: "heuristic-learned" and "mcts-learned@N" build bots
// that evaluate by the learned model; the plain kinds do not.
func TestLearnedKinds(t *testing.T) {
	for _, c := range []struct {
		spec    string
		learned bool
	}{{"heuristic", false}, {"heuristic-learned", true}, {"mcts@20", false}, {"mcts-learned@20", true}} {
		sp, err := ParseSpec(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		b := sp.New(1, 1)
		if f, ok := b.(fixedBudget); ok {
			b = f.Bot
		}
		got := false
		switch x := b.(type) {
		case *Heuristic:
			got = x.Learned
		case *MCTS:
			got = x.Learned
		default:
			t.Fatalf("%s: a %T", c.spec, b)
		}
		if got != c.learned {
			t.Fatalf("%s: Learned %v", c.spec, got)
		}
	}
	g := newTitleGame(t, "1713 Menorca", 3, 4)
	if _, ok := evaluator(true, &DefaultWeights, g).(*Model); !ok {
		t.Fatal("a learned bot does not evaluate Menorca by its model")
	}
	if _, ok := evaluator(false, &DefaultWeights, g).(*Weights); !ok {
		t.Fatal("a plain bot does not evaluate by the hand-set weights")
	}
}
