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
