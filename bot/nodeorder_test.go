package bot

import (
	"context"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
)

// scoreCounter counts the Scores calls (the evaluations) on a game and
// its copies.
type scoreCounter struct {
	engine.Game
	n *int
}

func (g scoreCounter) Clone() engine.Game { return scoreCounter{g.Game.Clone(), g.n} }
func (g scoreCounter) Scores() []int      { *g.n++; return g.Game.Scores() }

// TestExpansionReusesOrderingValues: the simulation that expands a move
// its node's ordering valued scores the new node with the values the
// ordering computed, without evaluating it again. Here 400 simulations
// evaluate 2 moves per ordered node and few leaves (one per simulation,
// plus the orderings', before).
func TestExpansionReusesOrderingValues(t *testing.T) {
	n := 0
	m := NewMCTS(1)
	if _, err := m.Act(context.Background(), Position{Game: scoreCounter{&trailGame{}, &n}, Seat: 0}, Budget{Sims: 400}); err != nil {
		t.Fatal(err)
	}
	st := m.LastStats()
	t.Logf("%d simulations, %d nodes ordered, %d evaluations", st.Sims, st.Ordered, n)
	if n > 2*st.Ordered+st.Sims/4 {
		t.Fatalf("%d evaluations for %d simulations and %d ordered nodes; want at most %d", n, st.Sims, st.Ordered, 2*st.Ordered+st.Sims/4)
	}
}

// manyLays lists lays "lay 0" … "lay 11" and a pass; each lay is worth
// its number.
type manyLays struct {
	engine.AsGiven // it takes every action as given (Settler)
	got            int
}

func (g *manyLays) Config() engine.Config {
	return engine.Config{Title: "lays", Players: []engine.Player{{ID: "1"}, {ID: "2"}}}
}
func (g *manyLays) Apply(a engine.Action) error {
	if a.Type == "lay_tile" {
		g.got, _ = strconv.Atoi(a.Hex)
	}
	return nil
}
func (g *manyLays) Legal() []engine.Action {
	acts := []engine.Action{{Type: "pass", Entity: "1"}}
	for i := range 12 {
		acts = append(acts, engine.Action{Type: "lay_tile", Entity: "1", Hex: strconv.Itoa(i)})
	}
	return acts
}
func (g *manyLays) Acting() []string          { return []string{"1"} }
func (g *manyLays) Finished() bool            { return false }
func (g *manyLays) Result() map[string]int    { return nil }
func (g *manyLays) EndReason() string         { return "" }
func (g *manyLays) Clone() engine.Game        { c := *g; return &c }
func (g *manyLays) Scores() []int             { return []int{100 + g.got, 100} }
func (g *manyLays) Snapshot() json.RawMessage { return json.RawMessage(strconv.Itoa(g.got)) }

// TestTypeCapValuesFewMovesOfAType: with TypeCap 3, ordering a node with
// 12 lays and a pass values 3 lays and the pass, best first, and lists
// the other lays after them, unvalued; uncapped (TypeCap 0, or a node
// where the searching seat moves with CapOthers) it values them all.
func TestTypeCapValuesFewMovesOfAType(t *testing.T) {
	m := NewMCTS(1)
	m.TypeCap = 3
	g := &manyLays{}
	acts := g.Legal()
	n := newNode(engine.Action{}, 2)
	n.mover = 0
	m.orderNode(context.Background(), n, g, acts, rand.New(rand.NewPCG(1, 2)), true)
	valued := map[string]int{}
	for k, v := range n.priorVal {
		if math.IsInf(v, -1) {
			if n.priorVec[k] != nil {
				t.Errorf("%v: unvalued but has values", n.prior[k])
			}
			continue
		}
		if k > 0 && math.IsInf(n.priorVal[k-1], -1) {
			t.Errorf("%v valued after an unvalued move", n.prior[k])
		}
		if k > 0 && n.priorVal[k-1] < v {
			t.Errorf("%v out of order", n.prior[k])
		}
		valued[n.prior[k].Type]++
	}
	if len(n.prior) != len(acts) || valued["lay_tile"] != 3 || valued["pass"] != 1 {
		t.Fatalf("%d moves listed, valued %v; want 13, 3 lays and the pass", len(n.prior), valued)
	}
	for _, c := range []struct {
		limit  int
		capped bool
	}{{0, true}, {3, false}} {
		m.TypeCap = c.limit
		n = newNode(engine.Action{}, 2)
		n.mover = 0
		m.orderNode(context.Background(), n, g, acts, rand.New(rand.NewPCG(1, 2)), c.capped)
		if n.prior[0].Hex != "11" || math.IsInf(n.priorVal[len(acts)-1], -1) {
			t.Fatalf("TypeCap %d, capped %v: first %v, last value %v; want lay 11 first and every move valued", c.limit, c.capped, n.prior[0], n.priorVal[len(acts)-1])
		}
	}
}

// The other parts of an engine.Game: plain answers.
func (g *manyLays) View() *view.View                     { return nil }
func (g *manyLays) Describe(engine.Action) engine.Phrase { return engine.Phrase{} }
func (g *manyLays) Chapter() engine.Chapter              { return engine.Chapter{} }
func (g *manyLays) Features(int) engine.SeatFeatures     { return engine.SeatFeatures{} }
func (g *manyLays) Determinize(int, uint64) engine.Game  { return g.Clone() }
func (g *manyLays) Exploration() float64                 { return 0 }
func (g *manyLays) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return engine.ReplayEach(g, log, eff)
}
func (g *manyLays) PriceRun(string, []engine.Route) ([][]view.Stop, error) { return nil, nil }
