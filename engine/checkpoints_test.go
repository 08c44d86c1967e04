package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"ferro/engine/view"
)

// sumTitle is a game that adds up the prices of its actions and counts
// every action applied to any of its games.
type sumTitle struct{ applied *int }

func (sumTitle) Name() string                   { return "sum" }
func (sumTitle) Players() (int, int)            { return 1, 1 }
func (sumTitle) OptionalRules() []OptionalRule  { return nil }
func (t sumTitle) New(cfg Config) (Game, error) { return &sumGame{cfg: cfg, applied: t.applied}, nil }

type sumGame struct {
	cfg     Config
	sum     int
	applied *int
}

func (g *sumGame) Config() Config { return g.cfg }
func (g *sumGame) Apply(a Action) error {
	*g.applied++
	if a.Type == "fail" {
		return Illegal("fail", "refused")
	}
	if a.Price != nil {
		g.sum += *a.Price
	}
	return nil
}
func (g *sumGame) Legal() []Action           { return nil }
func (g *sumGame) Acting() []string          { return []string{"1"} }
func (g *sumGame) Finished() bool            { return false }
func (g *sumGame) Result() map[string]int    { return nil }
func (g *sumGame) EndReason() string         { return "" }
func (g *sumGame) Clone() Game               { c := *g; return &c }
func (g *sumGame) Snapshot() json.RawMessage { return json.RawMessage(fmt.Sprint(g.sum)) }

// TestUndoFromCheckpoints: an undo or redo on a long log applies at most
// a checkpoint's spacing of actions (once checkpoints exist), not the
// whole game; and through random plain actions, messages, undos (to an
// action or not) and redos, the session's game is always the one a full
// replay of its log gives.
func TestUndoFromCheckpoints(t *testing.T) {
	applied := 0
	title := sumTitle{&applied}
	s, err := NewSession(title, Config{Title: "sum", Players: []Player{{ID: "1", Name: "a"}}})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2000 {
		if err := s.Do(Action{Type: "add", Price: Int(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Do(Action{Type: "undo"}); err != nil { // builds checkpoints
		t.Fatal(err)
	}
	applied = 0
	for range 10 {
		if err := s.Do(Action{Type: "redo"}); err != nil {
			t.Fatal(err)
		}
		if err := s.Do(Action{Type: "undo"}); err != nil {
			t.Fatal(err)
		}
	}
	if applied > 20*(checkEvery+1) {
		t.Errorf("20 undos and redos on a 2,000-action log applied %d actions (a replay of the game each)", applied)
	}

	rng := rand.New(rand.NewPCG(3, 4))
	for step := range 1000 {
		var a Action
		switch r := rng.IntN(10); {
		case r < 5:
			a = Action{Type: "add", Price: Int(rng.IntN(100))}
		case r < 6:
			a = Action{Type: "message", Price: Int(1000)}
		case r < 8:
			a = Action{Type: "undo"}
			if rng.IntN(4) == 0 {
				a.Edit().ActionID = Int(max(1, len(s.Log())-rng.IntN(300)))
			}
		case r < 9:
			a = Action{Type: "redo"}
		default:
			a = Action{Type: "fail"}
		}
		before := string(s.Game().Snapshot())
		n := len(s.Log())
		if err := s.Do(a); err != nil {
			if len(s.Log()) != n || string(s.Game().Snapshot()) != before {
				t.Fatalf("step %d: a refused %s changed the session", step, a.Type)
			}
			continue
		}
		g, err := Replay(title, s.Config(), s.Log())
		if err != nil {
			t.Fatal(err)
		}
		if got, want := string(s.Game().Snapshot()), string(g.Snapshot()); got != want {
			t.Fatalf("step %d (%s): session game %s, a replay of its log %s", step, a.Type, got, want)
		}
	}
}

// The parts every game gives (Game), with the plain answers of a game
// that has no words, board or evaluation of its own.

func (g *sumGame) View() *view.View             { return nil }
func (g *sumGame) Describe(Action) Phrase       { return Phrase{} }
func (g *sumGame) Chapter() Chapter             { return Chapter{} }
func (g *sumGame) Settled(a Action) Action      { return a }
func (g *sumGame) Scores() []int                { return nil }
func (g *sumGame) Features(int) SeatFeatures    { return SeatFeatures{} }
func (g *sumGame) Determinize(int, uint64) Game { return g.Clone() }
func (g *sumGame) Exploration() float64         { return 0 }
func (g *sumGame) ReplayLog(log []Action, eff []int) (int, error) {
	return ReplayEach(g, log, eff)
}
func (g *sumGame) PriceRun(string, []Route) ([][]view.Stop, error) {
	return nil, nil
}
