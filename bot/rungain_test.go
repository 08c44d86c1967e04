package bot

import (
	"context"
	"encoding/json"
	"testing"

	"ferro/engine"
)

// layGame: seat 0 lays a tile for its company C at A (its run goes from 10
// to 40) or at B (it stays at 10); then both seats wait. Its features
// count no run (as 1713 Menorca's estimate from vehicle ranges does not),
// so only engine.RunEstimator tells the two lays apart.
type layGame struct {
	step int
	at   string
}

func (g *layGame) Config() engine.Config {
	return engine.Config{Title: "lay", Players: []engine.Player{{ID: "1"}, {ID: "2"}}}
}
func (g *layGame) Apply(a engine.Action) error {
	switch {
	case g.step == 0 && a.Type == "lay_tile":
		g.at = a.Hex
	case g.step > 0 && (a.Type == "wait" || a.Type == "stay"):
	default:
		return engine.Illegal("action", "%s", a.Type)
	}
	g.step++
	return nil
}
func (g *layGame) Legal() []engine.Action {
	if g.step == 0 {
		return []engine.Action{{Type: "lay_tile", Entity: "C", EntityType: "corporation", Hex: "B"},
			{Type: "lay_tile", Entity: "C", EntityType: "corporation", Hex: "A"}}
	}
	e := g.Acting()[0]
	return []engine.Action{{Type: "wait", Entity: e}, {Type: "stay", Entity: e}}
}
func (g *layGame) Acting() []string          { return []string{[]string{"1", "2"}[g.step%2]} }
func (g *layGame) Finished() bool            { return false }
func (g *layGame) Result() map[string]int    { return nil }
func (g *layGame) EndReason() string         { return "" }
func (g *layGame) Clone() engine.Game        { c := *g; return &c }
func (g *layGame) Scores() []int             { return []int{100, 100} }
func (g *layGame) Snapshot() json.RawMessage { b, _ := json.Marshal(g.at); return b }
func (g *layGame) Features(seat int) engine.SeatFeatures {
	return engine.SeatFeatures{Score: 100, RoundsLeft: 3}
}
func (g *layGame) RunRevenue(corp string) (int, bool) {
	if g.at == "A" {
		return 40, true
	}
	return 10, true
}

// TestSearchValuesTheLayThatPays: the search adds a lay's change of its
// company's run to the mover's value, as the heuristic does, so its
// simulations (not only the root's order) favour the lay that pays.
func TestSearchValuesTheLayThatPays(t *testing.T) {
	m := NewMCTS(1)
	m.PriorN = 0 // the search's rewards alone
	if _, err := m.Act(context.Background(), Position{Game: &layGame{}, Seat: 0, Log: []engine.Action{}}, Budget{Sims: 200}); err != nil {
		t.Fatal(err)
	}
	visits := map[string]int{}
	for _, c := range m.trees[0].children {
		visits[c.action.Hex] = c.visits
	}
	if visits["A"] < 3*visits["B"] {
		t.Fatalf("visits %v: want the lay at A searched at least 3 times as often as at B", visits)
	}
}
