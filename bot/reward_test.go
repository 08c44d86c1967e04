package bot

import (
	"context"
	"encoding/json"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
)

// trailGame: seat 0 trails seat 1 by far (100 to 10,000) and chooses once
// to gain or to lose 50; then both seats wait, choosing between two moves
// that change nothing, for longer than a search looks ahead.
type trailGame struct {
	engine.AsGiven // it takes every action as given (Settler)
	step, mine     int
}

func (g *trailGame) Config() engine.Config {
	return engine.Config{Title: "trail", Players: []engine.Player{{ID: "1"}, {ID: "2"}}}
}
func (g *trailGame) Apply(a engine.Action) error {
	switch {
	case g.step == 0 && a.Type == "gain":
		g.mine += 50
	case g.step == 0 && a.Type == "lose":
		g.mine -= 50
	case g.step > 0 && (a.Type == "wait" || a.Type == "stay"):
	default:
		return engine.Illegal("action", "%s", a.Type)
	}
	g.step++
	return nil
}
func (g *trailGame) Legal() []engine.Action {
	e := g.Acting()[0]
	if g.step == 0 {
		return []engine.Action{{Type: "gain", Entity: e}, {Type: "lose", Entity: e}}
	}
	return []engine.Action{{Type: "wait", Entity: e}, {Type: "stay", Entity: e}}
}
func (g *trailGame) Acting() []string {
	return []string{[]string{"1", "2"}[g.step%2]}
}
func (g *trailGame) Finished() bool         { return false }
func (g *trailGame) Result() map[string]int { return nil }
func (g *trailGame) EndReason() string      { return "" }
func (g *trailGame) Clone() engine.Game     { c := *g; return &c }
func (g *trailGame) Scores() []int          { return []int{100 + g.mine, 10000} }
func (g *trailGame) Snapshot() json.RawMessage {
	b, _ := json.Marshal([]int{g.step, g.mine})
	return b
}

// TestSearchSeesGainsOfATrailingSeat: a seat far behind still tells a gain
// from a loss. With rewards that were a softmax of the values (3% of their
// mean as temperature), both moves were worth ≈0 to it, the search only
// explored and split its visits evenly; rewards measured from the root's
// margins give the gain most of them.
func TestSearchSeesGainsOfATrailingSeat(t *testing.T) {
	m := NewMCTS(1)
	m.PriorN = 0 // the search's rewards alone (no one-ply prior)
	g := &trailGame{}
	if _, err := m.Act(context.Background(), Position{Game: g, Seat: 0, Log: []engine.Action{}}, Budget{Sims: 200}); err != nil {
		t.Fatal(err)
	}
	visits := map[string]int{}
	for _, c := range m.trees[0].children {
		visits[c.action.Type] = c.visits
	}
	if visits["gain"] < 3*visits["lose"] {
		t.Fatalf("visits %v: want the gain searched at least 3 times as often as the loss", visits)
	}
}

// The other parts of an engine.Game: plain answers.
func (g *trailGame) View() *view.View                     { return nil }
func (g *trailGame) Describe(engine.Action) engine.Phrase { return engine.Phrase{} }
func (g *trailGame) Chapter() engine.Chapter              { return engine.Chapter{} }
func (g *trailGame) Features(int) engine.SeatFeatures     { return engine.SeatFeatures{} }
func (g *trailGame) Determinize(int, uint64) engine.Game  { return g.Clone() }
func (g *trailGame) Exploration() float64                 { return 0 }
func (g *trailGame) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return engine.ReplayEach(g, log, eff)
}
func (g *trailGame) PriceRun(string, []engine.Route) ([][]view.Stop, error) { return nil, nil }
