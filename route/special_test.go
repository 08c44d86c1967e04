package route

import (
	"errors"
	"testing"

	"ferro/engine"
)

// tunnelBoard: GI's city J2 (20) beside the off-board area K1; a tunnel
// runs from K1's edge 1 round the border (L2) into the area M3 and out to
// the city M5 (30).
func tunnelBoard() *Board {
	return newBoard().
		add("J2", nodes(cityN(20, 1, "GI")), "_0-4").
		add("K1", nodes(redN()), "1-_0", "1-5:2.0").
		add("L2", nil, "2:2.1-5:2.0").
		add("M3", nodes(redN()), "2:2.1-0").
		add("M5", nodes(cityN(30, 1)), "3-_0").
		board()
}

func TestTunnel(t *testing.T) {
	through := rt("3C-0", conn("J2", "K1", "L2", "M3", "M5"))
	joined := []Rule{testTunnel("K1", "M3")}
	tests := []struct {
		name    string
		trains  []string
		rules   []Rule
		phase   int
		routes  []engine.Route
		revenue int
		rule    string
	}{
		{name: "through the tunnel counts and pays an area", trains: []string{"3C-0"}, rules: joined, routes: []engine.Route{through}, revenue: 20 + 30 + 30},
		{name: "the area pays 60 in brown", trains: []string{"3C-0"}, rules: joined, phase: Brown, routes: []engine.Route{through}, revenue: 40 + 50 + 60},
		{name: "the tunnel is a stop", trains: []string{"2C-0"}, rules: joined, routes: []engine.Route{rt("2C-0", conn("J2", "K1", "L2", "M3", "M5"))}, rule: "too many stops"},
		{name: "track without the tunnel is plain track", trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", conn("J2", "K1", "L2", "M3", "M5"))}, revenue: 50},
		{name: "an area as terminus", trains: []string{"2C-0"}, rules: joined, routes: []engine.Route{rt("2C-0", conn("J2", "K1"))}, revenue: 50},
		{name: "terminus and tunnel share track", trains: []string{"2C-0", "3C-0"}, rules: joined,
			routes: []engine.Route{rt("2C-0", conn("J2", "K1")), through}, rule: "track reused"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := &Context{Board: tunnelBoard(), Corp: "GI", Trains: trains(tc.trains...), Phase: tc.phase, Rules: tc.rules}
			checkOutcome(t, ctx, tc.routes, tc.revenue, tc.rule)
		})
	}
	best, _, err := Best(&Context{Board: tunnelBoard(), Corp: "GI", Trains: trains("3C-0"), Rules: joined})
	if err != nil || best.Revenue != 80 {
		t.Fatalf("best %d (%v), want the run through the tunnel, 80", best.Revenue, err)
	}
}

// rangeBoard: a line of hexes K1 (home city, 20), K3 (track), K5 (town),
// K7 (city, 30), K9 (track), K11 (city, 40).
func rangeBoard() *Board {
	return newBoard().
		add("K1", nodes(cityN(20, 1, "RNC")), "_0-0").
		add("K3", nil, "3-0").
		add("K5", nodes(townN()), "3-_0", "_0-0").
		add("K7", nodes(cityN(30, 1)), "3-_0", "_0-0").
		add("K9", nil, "3-0").
		add("K11", nodes(cityN(40, 1)), "3-_0").
		board()
}

// TestHexRange: range-limited vehicles count hexes, both end hexes
// included, and any number of stops.
func TestHexRange(t *testing.T) {
	k1k5 := conn("K1", "K3", "K5")
	k5k7 := conn("K5", "K7")
	k7k11 := conn("K7", "K9", "K11")
	tests := []struct {
		reach   int
		routes  []engine.Route
		revenue int
		ok      bool
	}{
		{3, []engine.Route{rt("ship-0", k1k5)}, 30, true},
		{3, []engine.Route{rt("ship-0", k1k5, k5k7)}, 0, false},
		{4, []engine.Route{rt("ship-0", k1k5, k5k7)}, 60, true},
		{5, []engine.Route{rt("ship-0", k1k5, k5k7, k7k11)}, 0, false},
		{6, []engine.Route{rt("ship-0", k1k5, k5k7, k7k11)}, 100, true},
	}
	for _, tc := range tests {
		ctx := &Context{Board: rangeBoard(), Corp: "RNC", Trains: []Train{{ID: "ship-0", Name: "ship", Hexes: tc.reach}}}
		res, err := Check(ctx, tc.routes)
		if tc.ok != (err == nil) || res.Revenue != tc.revenue {
			t.Errorf("reach %d, %d connections: revenue %d, err %v; want %d, ok %v", tc.reach, len(tc.routes[0].Connections), res.Revenue, err, tc.revenue, tc.ok)
		}
		if err != nil {
			var ie *engine.IllegalError
			if !errors.As(err, &ie) || ie.Rule != "too long" {
				t.Errorf("reach %d: want rule \"too long\", got %v", tc.reach, err)
			}
		}
	}
	// the optimizer finds the furthest run within reach
	for reach, want := range map[int]int{2: 0, 3: 30, 4: 60, 5: 60, 6: 100} {
		ctx := &Context{Board: rangeBoard(), Corp: "RNC", Trains: []Train{{ID: "ship-0", Name: "ship", Hexes: reach}}}
		res, _, err := Best(ctx)
		if err != nil || res.Revenue != want {
			t.Errorf("reach %d: best %d (%v), want %d", reach, res.Revenue, err, want)
		}
	}
}
