package route

import (
	"testing"

	"ferro/engine"
)

// twinTownBoard: the tile on C3 holds two towns, both reached from C1
// across C3's edge 3, so the connection "C1 C3" names two chains, one to
// each town. Town 0 also runs on to the city C5 (20), and from there
// plain track (D6, D4, D2) loops back to GI's city C1 (20). The best 2C
// run is town 0, C5, the loop, C1, town 1: it enters C3 twice, at two
// different towns. (Such tiles occur on real maps.)
// Without town 1's track (twin false) the loop can only close at town 0.
func twinTownBoard(twin bool) *Board {
	c3 := []string{"3-_0", "_0-0"}
	if twin {
		c3 = append(c3, "3-_1")
	}
	return newBoard().
		add("C1", nodes(cityN(20, 2, "GI")), "_0-0", "_0-5").
		add("C3", nodes(townN(), townN()), c3...).
		add("C5", nodes(cityN(20, 1)), "3-_0", "_0-5").
		add("D6", nil, "2-3").
		add("D4", nil, "0-3").
		add("D2", nil, "0-2").
		board()
}

func TestTwoStopsOfOneHex(t *testing.T) {
	loop := conn("C5", "D6", "D4", "D2", "C1")
	tests := []struct {
		name    string
		lone    bool // town 1 has no track
		route   engine.Route
		revenue int
		rule    string
	}{
		// the last connection must be read as the chain to town 1: the
		// chain to town 0 shares its hexes and uses other track, but would
		// visit town 0 twice
		{name: "into the hex twice, at two towns", route: rt("2C-0", conn("C3", "C5"), loop, conn("C1", "C3")), revenue: 10 + 20 + 20 + 10},
		{name: "the same, read from the other end", route: rt("2C-0", conn("C3", "C1"), conn("C1", "D2", "D4", "D6", "C5"), conn("C5", "C3")), revenue: 60},
		{name: "recorded nodes pick the reading", route: engine.Route{Train: "2C-0", Connections: [][]string{conn("C3", "C5"), loop, conn("C1", "C3")},
			Nodes: []string{"C3-0", "C5-0", "C1-0", "C3-1"}}, revenue: 60},
		{name: "a town twice is still refused", lone: true, route: rt("2C-0", conn("C3", "C5"), loop, conn("C1", "C3")), rule: "stop visited twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := &Context{Board: twinTownBoard(!tc.lone), Corp: "GI", Trains: trains("2C-0")}
			checkOutcome(t, ctx, []engine.Route{tc.route}, tc.revenue, tc.rule)
		})
	}
	t.Run("Best's run checks", func(t *testing.T) {
		ctx := &Context{Board: twinTownBoard(true), Corp: "GI", Trains: trains("2C-0")}
		best, _, err := Best(ctx)
		if err != nil || best.Revenue != 60 {
			t.Fatalf("Best: revenue %d (%v), want 60", best.Revenue, err)
		}
		got, err := Check(ctx, best.Routes)
		if err != nil || got.Revenue != best.Revenue || got.Subsidy != best.Subsidy {
			t.Fatalf("Check refuses Best's run %+v: %v (revenue %d, subsidy %d)", best.Routes, err, got.Revenue, got.Subsidy)
		}
	})
}
