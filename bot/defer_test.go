package bot

import (
	"context"
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
