package bot

import (
	"context"
	"testing"

	"ferro/engine"
)

// TestFewNodesOrdered: ordering a node plays and evaluates every legal
// action, so a search orders only the root and the nodes with OrderAt
// visits (ordering every node at its first expansion cost most of a
// simulation's time: here 259 of 400 simulations ordered one).
func TestFewNodesOrdered(t *testing.T) {
	m := NewMCTS(1)
	if _, err := m.Act(context.Background(), Position{Game: &trailGame{}, Seat: 0, Log: []engine.Action{}}, Budget{Sims: 400}); err != nil {
		t.Fatal(err)
	}
	st := m.LastStats()
	t.Logf("%d simulations, %d nodes, %d ordered", st.Sims, st.Nodes, st.Ordered)
	if st.Ordered*4 > st.Sims {
		t.Fatalf("%d of %d simulations ordered a node; want at most one in four", st.Ordered, st.Sims)
	}
}
