package route

import (
	"errors"
	"strings"
	"testing"

	"ferro/engine"
)

// lineBoard: GI's home K1 (20), a town K3, a one-slot city K5 (30), plain
// track K7, an R area K9 (30/60); a branch from K5 south-east to a town
// L6 and a city M5 (20); and a second line from K1 north-east via L2
// (a two-slot city, PB's) to M1 (a city, 10).
func lineBoard(k5, l0 []string) *boardBuilder {
	if l0 == nil {
		l0 = []string{"PB"}
	}
	return newBoard().
		add("K1", nodes(cityN(20, 1, "GI")), "_0-0", "_0-4").
		add("K3", nodes(townN()), "3-_0", "_0-0").
		add("K5", nodes(cityN(30, 1, k5...)), "3-_0", "_0-0", "_0-5").
		add("K7", nil, "3-0").
		add("K9", nodes(redN()), "3-_0").
		add("L6", nodes(townN()), "2-_0", "_0-5").
		add("M7", nodes(cityN(20, 2)), "2-_0").
		add("L0", nodes(cityN(40, 2, l0...)), "1-_0", "_0-5").
		add("M1", nodes(cityN(10, 1)), "2-_0")
}

func conn(hexes ...string) []string { return hexes }

// checkOutcome fails t unless Check refuses routes naming rule (when rule
// is set) or else accepts them at revenue.
func checkOutcome(t *testing.T, ctx *Context, routes []engine.Route, revenue int, rule string) {
	t.Helper()
	res, err := Check(ctx, routes)
	if rule != "" {
		var ie *engine.IllegalError
		if !errors.As(err, &ie) || ie.Rule != rule {
			t.Fatalf("want rule %q broken, got %v (revenue %d)", rule, err, res.Revenue)
		}
		return
	}
	if err != nil || res.Revenue != revenue {
		t.Fatalf("revenue %d (%v), want %d", res.Revenue, err, revenue)
	}
}

func rt(train string, conns ...[]string) engine.Route {
	return engine.Route{Train: train, Connections: conns}
}

func TestCheck(t *testing.T) {
	k1k3 := conn("K1", "K3")
	k3k5 := conn("K3", "K5")
	k5k9 := conn("K5", "K7", "K9")
	k5l6 := conn("K5", "L6")
	l6m7 := conn("L6", "M7")
	k1l0 := conn("K1", "L0")
	l0m1 := conn("L0", "M1")
	tests := []struct {
		name    string
		k5, l0  []string // tokens in K5 and L0
		trains  []string
		rules   []Rule
		phase   int
		routes  []engine.Route
		revenue int
		subsidy int
		rule    string // broken rule, "" if legal
	}{
		{name: "2C city town city", trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", k1k3, k3k5)}, revenue: 60, subsidy: 1},
		{name: "3C to the R area", trains: []string{"3C-0"}, routes: []engine.Route{rt("3C-0", k1k3, k3k5, k5k9)}, revenue: 90, subsidy: 1},
		{name: "R area pays 60 in brown", trains: []string{"3C-0"}, phase: Brown, routes: []engine.Route{rt("3C-0", k1k3, k3k5, k5k9)}, revenue: 40 + 10 + 50 + 60, subsidy: 1},
		{name: "2C too many stops", trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5k9)}, rule: "too many stops"},
		{name: "an extra stop lets 2C count 3", trains: []string{"2C-0"}, rules: []Rule{testExtra}, routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5k9)}, revenue: 90, subsidy: 1},
		{name: "an extra stop on one train", trains: []string{"2C-0", "2C-1"}, rules: []Rule{testExtra},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5l6, l6m7), rt("2C-1", k1l0)}, revenue: 20 + 10 + 30 + 10 + 20 + 20 + 40, subsidy: 2},
		{name: "an extra stop only once", trains: []string{"2C-0", "2C-1"}, rules: []Rule{testExtra},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5l6, l6m7), rt("2C-1", k1l0, l0m1)}, rule: testExtraOnce.Rule},
		{name: "town and city do not make 2 stops", trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", k1k3)}, rule: "too few stops"},
		{name: "4T counts towns and pays double", trains: []string{"4T-0"}, routes: []engine.Route{rt("4T-0", k1k3, k3k5, k5l6)}, revenue: 2 * (20 + 10 + 30 + 10), subsidy: 2},
		{name: "2T too many with towns", trains: []string{"2T-0"}, routes: []engine.Route{rt("2T-0", k1k3, k3k5)}, rule: "too many stops"},
		{name: "T trains get no extra stop", trains: []string{"2T-0"}, rules: []Rule{testExtra}, routes: []engine.Route{rt("2T-0", k1k3, k3k5)}, rule: "too many stops"},
		{name: "1C one city and towns", trains: []string{"1C-0"}, routes: []engine.Route{rt("1C-0", k1k3)}, revenue: 30, subsidy: 1},
		{name: "1C two cities", trains: []string{"1C-0"}, routes: []engine.Route{rt("1C-0", k1k3, k3k5)}, rule: "too many stops"},
		{name: "blocked city cannot be passed", k5: []string{"PB"}, trains: []string{"3C-0"}, routes: []engine.Route{rt("3C-0", k1k3, k3k5, k5k9)}, rule: "not connected"},
		{name: "blocked city can end a route", k5: []string{"PB"}, trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", k1k3, k3k5)}, revenue: 60, subsidy: 1},
		{name: "PassCity passes a blocked city, which pays nothing", k5: []string{"PB"}, trains: []string{"2C-0"}, rules: []Rule{testPass},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5k9)}, revenue: 20 + 10 + 30, subsidy: 1},
		{name: "PassCity cannot pass a blocking token alone", k5: []string{BlockingToken}, trains: []string{"2C-0"}, rules: []Rule{testPass},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5k9)}, rule: "blocker"},
		{name: "a blocking token blocks its owner too", k5: []string{BlockingToken}, trains: []string{"3C-0"},
			routes: []engine.Route{rt("3C-0", k1k3, k3k5, k5k9)}, rule: "not connected"},
		{name: "PassCity once per run", k5: []string{"PB"}, l0: []string{"PB", "PE"}, trains: []string{"2C-0", "2C-1"}, rules: []Rule{testPass},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5, k5k9), rt("2C-1", k1l0, l0m1)}, rule: testPassOnce.Rule},
		{name: "track reused between routes", trains: []string{"2C-0", "2C-1"},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5), rt("2C-1", k1k3, k3k5)}, rule: "track reused"},
		{name: "one route per train", trains: []string{"2C-0"},
			routes: []engine.Route{rt("2C-0", k1k3, k3k5), rt("2C-0", k1l0)}, rule: "one route per train"},
		{name: "route needs a token", trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", k5k9)}, rule: "no token"},
		{name: "unknown train", trains: []string{"2C-0"}, routes: []engine.Route{rt("3C-0", k1k3, k3k5)}, rule: "unknown train"},
		{name: "no such track", trains: []string{"2C-0"}, routes: []engine.Route{rt("2C-0", conn("K1", "K5"))}, rule: "no such track"},
		{name: "town stops pay 10 more, no run subsidy", trains: []string{"3C-0"}, rules: []Rule{testTownBonus(10), testNoRunSubsidy, testSubsidyBonus(3)},
			routes: []engine.Route{rt("3C-0", k1k3, k3k5, k5l6)}, revenue: 20 + 10 + 30 + 10 + 20},
		{name: "a subsidy bonus of 3 when any subsidy", trains: []string{"3C-0"}, rules: []Rule{testSubsidyBonus(3)},
			routes: []engine.Route{rt("3C-0", k1k3, k3k5, k5l6)}, revenue: 70, subsidy: 5},
		{name: "no subsidy bonus without subsidy", trains: []string{"2C-0"}, rules: []Rule{testSubsidyBonus(3)},
			routes: []engine.Route{rt("2C-0", conn("K5", "K7", "K9"))}, rule: "no token"},
		{name: "a bonus hex adds 30", trains: []string{"2C-0"}, rules: []Rule{testBonusHex("K5", 30)}, routes: []engine.Route{rt("2C-0", k1k3, k3k5)}, revenue: 90, subsidy: 1},
		{name: "a bonus hex doubles on T", trains: []string{"4T-0"}, rules: []Rule{testBonusHex("K1", 30)}, routes: []engine.Route{rt("4T-0", k1k3, k3k5)}, revenue: 2*60 + 60, subsidy: 1},
		{name: "empty run", trains: []string{"2C-0"}, routes: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := &Context{Board: lineBoard(tc.k5, tc.l0).board(), Corp: "GI", Trains: trains(tc.trains...), Phase: tc.phase, Rules: tc.rules}
			res, err := Check(ctx, tc.routes)
			if tc.rule != "" {
				var ie *engine.IllegalError
				if !errors.As(err, &ie) || ie.Rule != tc.rule {
					t.Fatalf("want rule %q broken, got %v (revenue %d)", tc.rule, err, res.Revenue)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.Revenue != tc.revenue || res.Subsidy != tc.subsidy {
				t.Fatalf("revenue %d subsidy %d, want %d and %d", res.Revenue, res.Subsidy, tc.revenue, tc.subsidy)
			}
			// what Check writes back must check again to the same figures
			again, err := Check(ctx, res.Routes)
			if err != nil || again.Revenue != res.Revenue {
				t.Fatalf("exported routes do not check again: %v %d", err, again.Revenue)
			}
		})
	}
}

// FuzzCheck: whatever the routes say, Check answers with a result or an
// error naming a rule, never a panic, and a result it gives checks again
// to the same figures.
func FuzzCheck(f *testing.F) {
	f.Add("2C-0", "K1 K3|K3 K5", "", "3C-0", "K5 K7 K9")
	f.Add("1C-0", "local K1", "K1-0", "2C-0", "K1 L0|L0 M1")
	f.Add("4T-0", "K3 K1|K3 K5|K5 L6", "K3-0 K1-0", "2C-1", "K9")
	f.Fuzz(func(t *testing.T, t1, c1, n1, t2, c2 string) {
		parse := func(train, conns, nodes string) engine.Route {
			r := engine.Route{Train: train, Nodes: strings.Fields(nodes)}
			for _, c := range strings.Split(conns, "|") {
				r.Connections = append(r.Connections, strings.Fields(c))
			}
			return r
		}
		ctx := &Context{Board: lineBoard(nil, nil).board(), Corp: "GI", Trains: trains("2C-0", "2C-1", "3C-0", "4T-0", "1C-0"),
			Rules: []Rule{testPass, testExtra}}
		routes := []engine.Route{parse(t1, c1, n1), parse(t2, c2, "")}
		res, err := Check(ctx, routes)
		if err != nil {
			var ie *engine.IllegalError
			if !errors.As(err, &ie) || ie.Rule == "" {
				t.Fatalf("error without a rule: %v", err)
			}
			return
		}
		again, err := Check(ctx, res.Routes)
		if err != nil || again.Revenue != res.Revenue || again.Subsidy != res.Subsidy {
			t.Fatalf("%v checks to %d/%d, its export to %d/%d (%v)", routes, res.Revenue, res.Subsidy, again.Revenue, again.Subsidy, err)
		}
	})
}
