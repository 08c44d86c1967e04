package bot

import (
	"context"
	"encoding/json"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
)

// swapGame is a game with one decision, made again and again: swap two
// holdings (nothing changes in value) or pass, which ends the game with
// the seat a point behind. An evaluation that prefers the swap to the
// pass chooses it for ever: so did the heuristic in a 1713 Menorca stock
// round, selling one director's certificate and buying another back.
type swapGame struct {
	engine.AsGiven // it takes every action as given (Settler)
	swapped, over  bool
}

func (g *swapGame) Config() engine.Config {
	return engine.Config{Title: "swap", Players: []engine.Player{{ID: "1"}, {ID: "2"}}}
}
func (g *swapGame) Apply(a engine.Action) error {
	switch a.Type {
	case "swap":
		g.swapped = !g.swapped
	case "pass":
		g.over = true
	default:
		return engine.Illegal("action", "%s", a.Type)
	}
	return nil
}
func (g *swapGame) Legal() []engine.Action {
	if g.over {
		return nil
	}
	return []engine.Action{{Type: "swap", Entity: "1"}, {Type: "pass", Entity: "1"}}
}
func (g *swapGame) Acting() []string {
	if g.over {
		return nil
	}
	return []string{"1"}
}
func (g *swapGame) Finished() bool         { return g.over }
func (g *swapGame) Result() map[string]int { return map[string]int{"1": 0, "2": 1} }
func (g *swapGame) EndReason() string      { return "pass" }
func (g *swapGame) Clone() engine.Game     { c := *g; return &c }
func (g *swapGame) Scores() []int          { return []int{1, 1} }
func (g *swapGame) Snapshot() json.RawMessage {
	b, _ := json.Marshal([]bool{g.swapped, g.over})
	return b
}

// TestNoEndlessSwap: the heuristic and mcts choose the swap at most twice
// (back to a position their own choice led to before), then pass.
func TestNoEndlessSwap(t *testing.T) {
	for _, b := range []interface {
		Act(context.Context, Position, Budget) (engine.Action, error)
	}{NewHeuristic(1), NewMCTS(1)} {
		g := &swapGame{}
		n := 0
		for ; !g.over && n < 100; n++ {
			a, err := b.Act(context.Background(), Position{Game: g, Seat: 0}, Budget{Sims: 20})
			if err != nil {
				t.Fatal(err)
			}
			g.Apply(a)
		}
		if !g.over || n > 3 {
			t.Fatalf("%T: %d decisions, game over %v; want a pass by the third", b, n, g.over)
		}
	}
}

// The other parts of an engine.Game: plain answers.
func (g *swapGame) View() *view.View                     { return nil }
func (g *swapGame) Describe(engine.Action) engine.Phrase { return engine.Phrase{} }
func (g *swapGame) Chapter() engine.Chapter              { return engine.Chapter{} }
func (g *swapGame) Features(int) engine.SeatFeatures     { return engine.SeatFeatures{} }
func (g *swapGame) Determinize(int, uint64) engine.Game  { return g.Clone() }
func (g *swapGame) Exploration() float64                 { return 0 }
func (g *swapGame) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return engine.ReplayEach(g, log, eff)
}
func (g *swapGame) PriceRun(string, []engine.Route) ([][]view.Stop, error) { return nil, nil }

// TestPassAfterOwnBuyIsNoRepeat: in 18ZOO a family's pass after buying a
// train changes no traced state (money, certificates, trains), only the
// step and the family to move. The bot's memory of its own choices must
// not take that pass for a return to the position its buy led to: it
// did, the pass was skipped, and the bots bought train after train, or
// sold their tickets for 1$N, where their search preferred to pass (a
// family parred first bought 3.5 trains in its first turn on Map D).
func TestPassAfterOwnBuyIsNoRepeat(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map D", 4, 2000)
	h := NewHeuristic(1)
	checked := 0
	for steps := 0; checked < 5 && !g.Finished() && steps < 400; steps++ {
		acts := Actions(g)
		buy, pass := -1, -1
		for i := range acts {
			switch acts[i].Type {
			case "buy_train":
				if buy < 0 && acts[i].Price != nil {
					buy = i
				}
			case "pass":
				pass = i
			}
		}
		if buy >= 0 && pass >= 0 {
			var rep repeats
			if got := rep.choose(g, acts, []int{buy}); got != buy {
				t.Fatalf("choose gave %d, want the buy %d", got, buy)
			}
			after := g.Clone()
			if err := after.Apply(acts[buy]); err != nil {
				t.Fatal(err)
			}
			next := Actions(after)
			p, other := -1, -1
			for i := range next {
				if next[i].Type == "pass" {
					p = i
				} else if other < 0 {
					other = i
				}
			}
			if p >= 0 && other >= 0 && Mover(after) == Mover(g) {
				if got := rep.choose(after, next, []int{p, other}); got != p {
					t.Fatalf("after %s buys %s, the bot's pass counted as a repeat of where the buy led; it chose %s %s", acts[buy].Entity, acts[buy].Train, next[got].Type, next[got].Entity)
				}
				checked++
			}
		}
		a, err := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d buys followed by a possible pass", checked)
	}
}
