package bot

import (
	"context"
	"fmt"
	"testing"

	"ferro/engine"
)

// TestDeferredMoveCommutes plays heuristic 18ZOO games and, at every
// decision where a family may buy a power, asks the same search with and
// without Defer. The search is the same (deferral comes after it), so
// where the two moves differ the deferred one must commute with the chosen
// one (both orders legal, the same position after them); deferral must
// happen somewhere, and a power's buy must be among what waited.
func TestDeferredMoveCommutes(t *testing.T) {
	deferredMoves, powersWaited := 0, 0
	for _, seed := range []int64{22, 27} { // games where families may buy powers
		g := newTitleGame(t, "18ZOO - Map A", 4, seed)
		h := NewHeuristic(uint64(seed))
		for k := 0; k < 220 && !g.Finished(); k++ {
			seat := Mover(g)
			buys := false
			for _, a := range g.Legal() {
				buys = buys || (a.Type == "buy_company" && a.EntityType == "corporation")
			}
			if buys && len(g.Legal()) > 1 {
				ask := func(on bool) engine.Action {
					m := NewMCTS(uint64(k))
					m.Learned, m.Defer = true, on
					a, err := m.Act(context.Background(), Position{Game: g.Clone(), Seat: seat}, Budget{Sims: 150})
					if err != nil {
						t.Fatal(err)
					}
					return a
				}
				chosen, played := ask(false), ask(true)
				if !Same(&chosen, &played) {
					deferredMoves++
					if !commute(g, chosen, played) {
						t.Fatalf("seed %d, action %d: %s deferred for %s, which does not commute with it", seed, k, Key(chosen), Key(played))
					}
					if chosen.Type == "buy_company" {
						powersWaited++
					}
				}
			}
			a, _ := h.Act(context.Background(), Position{Game: g, Seat: seat}, Budget{})
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d moves deferred, %d of them a power's buy", deferredMoves, powersWaited)
	if deferredMoves == 0 || powersWaited == 0 {
		t.Fatalf("%d moves deferred, %d of them a power's buy: the test sees no deferral", deferredMoves, powersWaited)
	}
}

// TestCommute: a power's buy and the tile lay of the same family commute;
// the family's tile lay and the pass that ends its tile step do not (after
// the pass the tile may no longer be laid).
func TestCommute(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 27) // a game where families may buy powers
	h := NewHeuristic(27)
	buyLay, layPass := 0, 0
	for k := 0; k < 400 && !g.Finished(); k++ {
		legal := g.Legal()
		var buy, lay, pass *engine.Action
		for i := range legal {
			switch legal[i].Type {
			case "buy_company":
				if legal[i].EntityType == "corporation" {
					buy = &legal[i]
				}
			case "lay_tile":
				if legal[i].EntityType == "corporation" { // a power's lay may come after the pass
					lay = &legal[i]
				}
			case "pass":
				pass = &legal[i]
			}
		}
		if buy != nil && lay != nil {
			if !commute(g, *buy, *lay) || !commute(g, *lay, *buy) {
				t.Fatalf("action %d: %s and %s do not commute", k, Key(*buy), Key(*lay))
			}
			buyLay++
		}
		if lay != nil && pass != nil {
			if commute(g, *lay, *pass) {
				t.Fatalf("action %d: %s and %s commute", k, Key(*lay), Key(*pass))
			}
			layPass++
		}
		a, _ := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if buyLay == 0 || layPass == 0 {
		t.Fatalf("positions seen: %d with a buy and a lay, %d with a lay and a pass", buyLay, layPass)
	}
	t.Logf("%d positions with a power's buy and a lay, %d with a lay and a pass", buyLay, layPass)
}

// TestOutlastsStep: the tile lay, the run and the train a family must buy
// never outlast their step; a power's buy outlasts the tile step (a pass)
// the run and the dividend (no pass), and not the turn's last step, whose
// pass ends the turn.
func TestOutlastsStep(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 27) // a game where families may buy powers
	h := NewHeuristic(27)
	seen := map[string]int{}
	for k := 0; k < 400 && !g.Finished(); k++ {
		legal := g.Legal()
		kinds := map[string]bool{}
		for _, a := range legal {
			if a.EntityType == "corporation" {
				kinds[a.Type] = true
			}
		}
		for _, a := range legal {
			if a.EntityType != "corporation" {
				continue
			}
			got := outlastsStep(g, legal, a)
			switch {
			case a.Type == "lay_tile", a.Type == "run_routes", a.Type == "buy_train" && !kinds["pass"]:
				if got {
					t.Fatalf("action %d: %s outlasts its step", k, Key(a))
				}
			case a.Type == "buy_company":
				var step string
				switch {
				case kinds["dividend"]:
					step = "dividend"
				case kinds["lay_tile"]:
					step = "tile step"
				case kinds["run_routes"]:
					step = "run"
				case kinds["buy_train"] && kinds["pass"]:
					continue // the train step: its pass may end the turn or not
				case kinds["buy_train"]:
					step = "train it must buy"
				case len(kinds) == 2 && kinds["pass"]:
					step = "last step" // a buy or the pass that ends the turn
				default:
					continue
				}
				seen[fmt.Sprintf("%s: %v", step, got)]++
			}
		}
		a, _ := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("a power's buy outlasts the step: %v", seen)
	for _, k := range []string{"tile step: true", "run: true", "dividend: true", "last step: false"} {
		if seen[k] == 0 {
			t.Errorf("no %q seen", k)
		}
	}
	for _, k := range []string{"tile step: false", "run: false", "dividend: false", "last step: true"} {
		if seen[k] > 0 {
			t.Errorf("%d times %q", seen[k], k)
		}
	}
}
