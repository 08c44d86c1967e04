package bot

import (
	"context"
	"testing"

	"ferro/engine"
)

// TestFewNodesOrdered: ordering a node plays and evaluates every legal
// action, so a search with OrderAt 8 orders only the root and the nodes
// with 8 visits (ordering every node at its first expansion, OrderAt 1,
// the default since it plays better for its cost, orders a node in 259 of
// 400 simulations here).
func TestFewNodesOrdered(t *testing.T) {
	m := NewMCTS(1)
	m.OrderAt = 8
	if _, err := m.Act(context.Background(), Position{Game: &trailGame{}, Seat: 0, Log: []engine.Action{}}, Budget{Sims: 400}); err != nil {
		t.Fatal(err)
	}
	st := m.LastStats()
	t.Logf("%d simulations, %d nodes, %d ordered", st.Sims, st.Nodes, st.Ordered)
	if st.Ordered*4 > st.Sims {
		t.Fatalf("%d of %d simulations ordered a node; want at most one in four", st.Ordered, st.Sims)
	}
}

// legalCounter counts the Legal calls on a game and its copies.
type legalCounter struct {
	engine.Game
	n *int
}

func (g legalCounter) Legal() []engine.Action { *g.n++; return g.Game.Legal() }
func (g legalCounter) Clone() engine.Game     { return legalCounter{g.Game.Clone(), g.n} }
func (g legalCounter) Scores() []int          { return g.Game.Scores() }

// TestDescentListsFewMoves: a simulation walks down the nodes that may not
// widen without listing their legal actions (Apply checks a child's move):
// listing them at every step was most of a 1713 Menorca simulation's
// time. Here 400 simulations list 536 positions (2,264 before).
func TestDescentListsFewMoves(t *testing.T) {
	n := 0
	m := NewMCTS(1)
	if _, err := m.Act(context.Background(), Position{Game: legalCounter{&trailGame{}, &n}, Seat: 0}, Budget{Sims: 400}); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d simulations listed %d positions' legal actions", m.LastStats().Sims, n)
	if n > 2*m.LastStats().Sims {
		t.Fatalf("%d listings for %d simulations; want at most two a simulation", n, m.LastStats().Sims)
	}
}
