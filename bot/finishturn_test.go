package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
)

// TestFinishTurn: a new node's seat plays on until another seat moves, at
// most FinishTurn actions, each its best one-ply by the evaluation; and a
// search with it plays legal moves.
func TestFinishTurn(t *testing.T) {
	title := "18ZOO - Map A"
	tt, _ := registry.Lookup(title)
	cfg := engine.Config{Title: title, Seed: 17}
	for p := 1; p <= 4; p++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(p), Name: fmt.Sprint(p)})
	}
	g, _ := tt.New(cfg)
	h := NewHeuristic(1)
	checked := 0
	for k := 0; k < 400 && !g.Finished(); k++ {
		acts := Actions(g)
		if len(acts) > 1 && acts[0].EntityType == "corporation" {
			seat := Mover(g)
			m := NewMCTS(3)
			m.FinishTurn = 30
			s := g.Clone()
			n := m.finishTurn(s, seat, rand.New(rand.NewPCG(1, 1)))
			if n == 0 || (Mover(s) == seat && !s.Finished() && n < 30) {
				t.Fatalf("action %d: played %d actions and seat %d still moves (mover %d)", k, n, seat, Mover(s))
			}
			m.FinishTurn = 1
			s = g.Clone()
			if n := m.finishTurn(s, seat, rand.New(rand.NewPCG(1, 1))); n != 1 {
				t.Fatalf("action %d: FinishTurn 1 played %d actions", k, n)
			}
			// that one action is the best of those valued (all, with no cap)
			m.TypeCap = 0
			s = g.Clone()
			m.finishTurn(s, seat, rand.New(rand.NewPCG(1, 1)))
			got := margin(m.W.Evaluate(s), seat)
			for _, a := range acts {
				c := g.Clone()
				if c.Apply(a) == nil && margin(m.W.Evaluate(c), seat) > got+1e-9 {
					t.Fatalf("action %d: finishTurn played a move worth %.3f, %s %s is worth more", k, got, a.Type, a.Entity)
				}
			}
			checked++
			if checked == 3 {
				// a search that finishes turns plays legal moves
				m := NewMCTS(4)
				m.FinishTurn = 12
				a, err := m.Act(context.Background(), Position{Game: g, Seat: seat}, Budget{Sims: 40})
				if err != nil {
					t.Fatal(err)
				}
				if err := g.Clone().Apply(a); err != nil {
					t.Fatalf("the search's move is refused: %v", err)
				}
				return
			}
		}
		a, _ := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("only %d operating positions checked", checked)
}
