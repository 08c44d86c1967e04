package route

import (
	"math/rand"
	"slices"
	"testing"

	"ferro/engine"
)

// twinBoard: the town B2 (10) runs into GI's city C1 (20), which runs
// into the tile on C3; C3 holds two towns sharing its edge 3 (tiles like
// X23–X31): town 0 runs on to the city D4 (20, also GI's), town 1 to the
// city B4 (30); D4 also runs up to the town D2 (10). A train from C1 can
// reach either town, not both. With TwinStops a route that arrives at town
// 0 over edge 3 may go on from town 1 (B2, C1, C3, C3, B4: 80), but not
// right after its first connection (18xx.games reads the first two
// together), and not when it arrives at town 0 from D4, over edge 5
// (town 1 has no track to edge 5).
func twinBoard() *Board {
	return newBoard().
		add("B2", nodes(townN()), "_0-4").
		add("C1", nodes(cityN(20, 1, "GI")), "_0-0", "_0-1").
		add("C3", nodes(townN(), townN()), "3-_0", "_0-5", "3-_1", "_1-1").
		add("D2", nodes(townN()), "_0-0").
		add("D4", nodes(cityN(20, 1, "GI")), "_0-2", "_0-3").
		add("B4", nodes(cityN(30, 1)), "_0-4").
		board()
}

func TestTwinStops(t *testing.T) {
	hexes := func(h ...string) []string { return h }
	tests := []struct {
		name    string
		off     bool // TwinStops off (a title without twin stops)
		route   engine.Route
		revenue int
		rule    string
	}{
		{name: "arrive at town 0 over the shared edge, go on from town 1",
			route:   engine.Route{Train: "2C-0", Connections: [][]string{conn("B2", "C1"), conn("C1", "C3"), conn("C3", "B4")}, Hexes: hexes("B2", "C1", "C3", "C3", "B4")},
			revenue: 10 + 20 + 10 + 10 + 30},
		{name: "the same, the other way round (arrive at town 1, go on from town 0)",
			route:   engine.Route{Train: "2C-0", Connections: [][]string{conn("B2", "C1"), conn("C1", "C3"), conn("C3", "D4")}, Hexes: hexes("B2", "C1", "C3", "C3", "D4")},
			revenue: 10 + 20 + 10 + 10 + 20},
		{name: "no hop right after the first connection: read as a walk",
			route:   engine.Route{Train: "2C-0", Connections: [][]string{conn("C1", "C3"), conn("C3", "B4")}, Hexes: hexes("C1", "C3", "C3", "B4")},
			revenue: 20 + 10 + 30},
		{name: "without the recorded hexes the connections read as a walk",
			route:   rt("2C-0", conn("B2", "C1"), conn("C1", "C3"), conn("C3", "B4")),
			revenue: 10 + 20 + 10 + 30},
		{name: "arriving over an edge the twin lacks, no hop",
			route: engine.Route{Train: "2C-0", Connections: [][]string{conn("D2", "D4"), conn("D4", "C3"), conn("C3", "B4")}, Hexes: hexes("D2", "D4", "C3", "C3", "B4")},
			rule:  "not connected"},
		{name: "no hop without TwinStops", off: true,
			route: engine.Route{Train: "2C-0", Connections: [][]string{conn("B2", "C1"), conn("C1", "C3"), conn("C3", "B4")}, Hexes: hexes("B2", "C1", "C3", "C3", "B4")},
			rule:  "not connected"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := &Context{Board: twinBoard(), Corp: "GI", Trains: trains("2C-0"), Rules: twinsIf(!tc.off)}
			checkOutcome(t, ctx, []engine.Route{tc.route}, tc.revenue, tc.rule)
		})
	}
}

// TestTwinStopsBest: Best and BruteForce find the hop, Check accepts Best's
// run as written, and without TwinStops neither finds it.
func TestTwinStopsBest(t *testing.T) {
	for _, tc := range []struct {
		twins   bool
		revenue int
		nodes   []string
	}{
		// the nodes leave out town 1, the stop the hop goes on from, so
		// that 18xx.games reads the hop too (naming both towns, it would
		// take town 0 both times)
		{true, 80, []string{"B2-0", "C1-0", "C3-0", "B4-0"}},
		{false, 70, nil},
	} {
		ctx := &Context{Board: twinBoard(), Corp: "GI", Trains: trains("2C-0"), Rules: twinsIf(tc.twins)}
		best, _, err := Best(ctx)
		if err != nil || best.Revenue != tc.revenue {
			t.Fatalf("TwinStops %v: Best %d (%v), want %d", tc.twins, best.Revenue, err, tc.revenue)
		}
		if got := best.Routes[0].Nodes; tc.nodes != nil && !slices.Equal(got, tc.nodes) {
			t.Errorf("TwinStops %v: Best's run names nodes %v, want %v", tc.twins, got, tc.nodes)
		}
		brute, ok, err := BruteForce(ctx, 0)
		if err != nil || !ok || brute != tc.revenue {
			t.Errorf("TwinStops %v: BruteForce %d (%v, %v), want %d", tc.twins, brute, ok, err, tc.revenue)
		}
		got, err := Check(ctx, best.Routes)
		if err != nil || got.Revenue != best.Revenue || got.Subsidy != best.Subsidy {
			t.Errorf("TwinStops %v: Check refuses Best's run %+v: %v (revenue %d)", tc.twins, best.Routes, err, got.Revenue)
		}
	}
}

// TestTwinStopsRandom: on random boards with twin-town tiles, Best agrees
// with BruteForce and Check accepts Best's run.
func TestTwinStopsRandom(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	hops, nonzero := 0, 0
	for i := 0; i < 300; i++ {
		ctx := randomContextWith(r, true)
		ctx.Rules = append(ctx.Rules, testTwins)
		want, _ := bruteBest(t, ctx)
		res := bestAgrees(t, i, ctx, want)
		if want > 0 {
			nonzero++
		}
		for _, r := range res.Routes {
			if len(r.Nodes) < len(r.Hexes) {
				hops++ // a hop's twin is left out of the nodes
				break
			}
		}
	}
	if nonzero < 100 || hops < 10 {
		t.Fatalf("%d of 300 boards had a run, %d a run with a hop: the generator is too sparse to test TwinStops", nonzero, hops)
	}
	t.Logf("%d boards with a run, %d with a hop", nonzero, hops)
}

// twinsIf is the test title's rules with testTwins if on, else none.
func twinsIf(on bool) []Rule {
	if on {
		return []Rule{testTwins}
	}
	return nil
}
