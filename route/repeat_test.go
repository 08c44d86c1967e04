package route

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"ferro/engine"
)

// ringBoard, for the vehicle rules (RevisitStops, OpenCities, PortEnds):
// GI's port K1 (20) on a ring of track K1 - K3 (town) - L4 (town) - L2 (plain) - K1; PB's port J2 (30)
// next to K1; south of K3 a city K5 (40) full with PB's token, then a town
// K7. j2 are the tokens in J2.
func ringBoard(j2 ...string) *Board {
	port := func(n Node) Node { n.Port = true; return n }
	return newBoard().
		add("K1", nodes(port(cityN(20, 2, "GI"))), "_0-0", "_0-5", "_0-1").
		add("K3", nodes(townN()), "3-_0", "_0-5", "_0-0").
		add("L4", nodes(townN()), "2-_0", "_0-3").
		add("L2", nil, "2-0").
		add("J2", nodes(port(cityN(30, 2, j2...))), "4-_0").
		add("K5", nodes(cityN(40, 1, "PB")), "3-_0", "_0-0").
		add("K7", nodes(townN()), "3-_0").
		board()
}

var vehicleRules = []Rule{testRepeat, testOpen, testPorts, testNoSubsidy}

func TestVehicleRules(t *testing.T) {
	ring := []engine.Route{rt("H-0", conn("K1", "K3"), conn("K3", "L4"), conn("L4", "L2", "K1"))}
	tests := []struct {
		name    string
		j2      []string
		rules   []Rule
		reach   int
		routes  []engine.Route
		revenue int
		subsidy int
		rule    string
	}{
		{name: "ring back to the port pays it once", rules: vehicleRules, reach: 5, routes: ring, revenue: 20 + 10 + 10},
		{name: "the ring is five hexes", rules: vehicleRules, reach: 4, routes: ring, rule: "too long"},
		{name: "no repeated stops without RevisitStops", rules: []Rule{testOpen, testPorts}, reach: 5, routes: ring, rule: "stop visited twice"},
		{name: "subsidy unless NoSubsidy", rules: []Rule{testRepeat}, reach: 5, routes: ring, revenue: 40, subsidy: 2},
		{name: "back over its own track", rules: vehicleRules, reach: 5, routes: []engine.Route{rt("H-0", conn("K1", "K3"), conn("K3", "K1"))}, rule: "track reused"},
		{name: "two routes share track", rules: vehicleRules, reach: 5,
			routes: []engine.Route{rt("H-0", conn("K1", "K3")), rt("H-1", conn("K1", "K3"), conn("K3", "L4"))}, rule: "track reused"},
		{name: "through a full city with OpenCities", rules: vehicleRules, reach: 4,
			routes: []engine.Route{rt("H-0", conn("K7", "K5"), conn("K5", "K3"), conn("K3", "K1"))}, revenue: 10 + 40 + 10 + 20},
		{name: "a full city closes without OpenCities", rules: []Rule{testRepeat, testPorts}, reach: 4,
			routes: []engine.Route{rt("H-0", conn("K7", "K5"), conn("K5", "K3"), conn("K3", "K1"))}, rule: "not connected"},
		{name: "never through a port", rules: vehicleRules, reach: 6,
			routes: []engine.Route{rt("H-0", conn("L4", "K3"), conn("K3", "K1"), conn("K1", "J2"))}, rule: "through a port"},
		{name: "through a port without PortEnds", rules: []Rule{testRepeat, testOpen}, reach: 6,
			routes: []engine.Route{rt("H-0", conn("L4", "K3"), conn("K3", "K1"), conn("K1", "J2"))}, revenue: 10 + 10 + 20 + 30, subsidy: 2},
		{name: "never to another's port", rules: vehicleRules, reach: 3, j2: []string{"PB"},
			routes: []engine.Route{rt("H-0", conn("K1", "J2"))}, rule: "another's port"},
		{name: "never between two own ports", rules: vehicleRules, reach: 3, j2: []string{"GI"},
			routes: []engine.Route{rt("H-0", conn("K1", "J2"))}, rule: "another's port"},
		{name: "from an own port inland", rules: vehicleRules, reach: 3, j2: []string{"GI"},
			routes: []engine.Route{rt("H-0", conn("J2", "K1"), conn("K1", "K3"))}, rule: "through a port"},
		{name: "from the own port", rules: vehicleRules, reach: 3,
			routes: []engine.Route{rt("H-0", conn("K1", "K3"), conn("K3", "K5"))}, revenue: 20 + 10 + 40},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := &Context{Board: ringBoard(tc.j2...), Corp: "GI", Rules: tc.rules,
				Trains: []Train{{ID: "H-0", Name: "H", Hexes: tc.reach}, {ID: "H-1", Name: "H", Hexes: tc.reach}}}
			res, err := Check(ctx, tc.routes)
			if tc.rule != "" {
				var ie *engine.IllegalError
				if err == nil || !errors.As(err, &ie) || ie.Rule != tc.rule {
					t.Fatalf("want rule %q, got %v", tc.rule, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.Revenue != tc.revenue || res.Subsidy != tc.subsidy {
				t.Fatalf("revenue %d subsidy %d, want %d and %d", res.Revenue, res.Subsidy, tc.revenue, tc.subsidy)
			}
		})
	}
}

// A route may be a loop of track from a stop back to itself, with no
// other stop (one chain from K1 to K1).
func TestVehicleLoopChain(t *testing.T) {
	b := newBoard().
		add("K1", nodes(cityN(20, 1, "GI")), "_0-0", "_0-5").
		add("K3", nil, "3-5").
		add("L4", nil, "2-3").
		add("L2", nil, "2-0").
		board()
	ctx := &Context{Board: b, Corp: "GI", Rules: vehicleRules, Trains: []Train{{ID: "H-0", Name: "H", Hexes: 5}}}
	res, err := Check(ctx, []engine.Route{rt("H-0", conn("K1", "K3", "L4", "L2", "K1"))})
	if err != nil || res.Revenue != 20 {
		t.Fatalf("loop: %v, revenue %d, want 20", err, res.Revenue)
	}
	best, _, err := Best(ctx)
	if err != nil || best.Revenue != 20 {
		t.Fatalf("Best: %v, revenue %d, want 20", err, best.Revenue)
	}
	ctx.Trains[0].Hexes = 4
	if best, _, _ := Best(ctx); best.Revenue != 0 {
		t.Fatalf("Best found %d with a reach of 4", best.Revenue)
	}
	ctx.Rules = vehicleRules[1:] // no testRepeat
	ctx.Trains[0].Hexes = 5
	if best, _, _ := Best(ctx); best.Revenue != 0 {
		t.Fatalf("Best found %d without RevisitStops", best.Revenue)
	}
}

// Under the vehicle rules (with and without each option) the optimizer
// finds what brute force finds on random boards, and its run checks.
func TestVehicleBestMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(1713))
	compared, nonzero := 0, 0
	for i := 0; i < 1000; i++ {
		board, _ := randomBoard(r, false)
		for h := range board.Hexes {
			for n := range board.Hexes[h].Nodes {
				if nd := &board.Hexes[h].Nodes[n]; nd.Kind == City && r.Intn(3) == 0 {
					nd.Port = true
				}
			}
		}
		ctx := &Context{Board: board, Corp: "GI", Phase: r.Intn(4)}
		for _, o := range []struct {
			on   bool
			rule Rule
		}{{r.Intn(4) != 0, testRepeat}, {r.Intn(2) == 0, testOpen}, {r.Intn(2) == 0, testPorts}, {r.Intn(2) == 0, testNoSubsidy}} {
			if o.on {
				ctx.Rules = append(ctx.Rules, o.rule)
			}
		}
		for n := 1 + r.Intn(3); n > 0; n-- {
			reach := 2 + r.Intn(5)
			ctx.Trains = append(ctx.Trains, Train{ID: fmt.Sprintf("%dH-%d", reach, n), Name: fmt.Sprintf("%dH", reach), Hexes: reach})
		}
		want, ok := bruteBestCapped(t, ctx, 200000)
		if !ok {
			continue
		}
		compared++
		bestAgrees(t, i, ctx, want)
		if want > 0 {
			nonzero++
		}
	}
	t.Logf("%d boards compared, %d with a run", compared, nonzero)
	if compared < 900 || nonzero < 400 {
		t.Fatalf("only %d boards compared, %d with a run: too few to test anything", compared, nonzero)
	}
}
