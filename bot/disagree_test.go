package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"testing"

	"ferro/engine"
)

// TestDisagreements is a diagnostic, run by hand (FERRO_DISAGREE=1, about
// 20 s of CPU): mcts@400 in seat 0 of an 18ZOO Map A game against three
// heuristics; at every decision where it does not play the heuristic's
// move it prints both moves and the root's most visited children (visits,
// mean reward for the seat, one-ply prior, the heuristic's value). This
// is how the evaluation's swings and the reused trees' old baselines were
// found (docs/bots.md).
func TestDisagreements(t *testing.T) {
	if os.Getenv("FERRO_DISAGREE") == "" {
		t.Skip("a diagnostic: set FERRO_DISAGREE=1 to run it")
	}
	title := "18ZOO - Map A"
	g := newTitleGame(t, title, 4, 5008)
	m := NewMCTS(7)
	hs := []*Heuristic{nil, NewHeuristic(2), NewHeuristic(3), NewHeuristic(4)}
	probe := NewHeuristic(99)
	var log []engine.Action
	dis, dec := 0, 0
	for !g.Finished() && len(log) < 5000 {
		s := Mover(g)
		var a engine.Action
		if s == 0 {
			acts := Actions(g)
			a, _ = m.Act(context.Background(), Position{Game: g, Seat: 0, Log: log}, Budget{Sims: 400})
			if len(acts) > 1 {
				dec++
				vals := probe.values(context.Background(), g, 0, acts)
				bi := 0
				for i := range vals {
					if vals[i] > vals[bi] {
						bi = i
					}
				}
				if !Same(&acts[bi], &a) {
					dis++
					desc := func(x engine.Action) string { b, _ := json.Marshal(x); return string(b) }
					fmt.Printf("== action %d: %d legal; heuristic %s (%.1f)\n   mcts      %s\n", len(log), len(acts), desc(acts[bi]), vals[bi], desc(a))
					r := m.trees[0]
					cs := append([]*node(nil), r.children...)
					sort.Slice(cs, func(i, j int) bool { return cs[i].visits > cs[j].visits })
					for k, c := range cs {
						if k >= 8 {
							break
						}
						hv := 0.0
						if i := find(acts, &c.action); i >= 0 {
							hv = vals[i]
						}
						fmt.Printf("   v=%3d mean=%.3f bias=%.3f h=%.1f %s\n", c.visits, c.reward[0]/float64(max(1, c.visits)), c.bias, hv, desc(c.action))
					}
				}
			}
		} else {
			a, _ = hs[s].Act(context.Background(), Position{Game: g, Seat: s}, Budget{})
		}
		a.ID = len(log) + 1
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	fmt.Printf("scores %v; %d decisions, %d disagreements\n", Scores(g), dec, dis)
}
