package g1713menorca

import (
	"testing"

	"ferro/engine"
)

// checkShared checks one vehicle's route, a walk of hexes, through the
// game's shared path (route.Check) and returns what it earns.
func checkShared(s *state, c *corp, v *vehicle, hexes ...string) (int, error) {
	cr, err := s.checkRun(c, []engine.Route{{Train: v.ID, Hexes: hexes}})
	if err != nil {
		return 0, err
	}
	return cr[0].revenue, nil
}

// Rule: one route per vehicle, from a revenue node to a revenue node,
// through a port or factory of the company itself; the range counts hexes
// with both end hexes included.
func TestRuleRoutesBetweenNodesThroughOwnPort(t *testing.T) {
	g := orGame(t, stepRun)
	s := g.st
	rnc := s.corp("RNC")
	sellOutShips(s, 2)
	fregat := give(t, s, "fregat", "RNC")
	found(s, "RCC", 1, 75)
	for _, c := range []struct {
		name  string
		hexes []string
		rule  string
	}{
		{"Maó - València", []string{"K10", "K12", "K14", "J15"}, ""},
		{"ends at sea", []string{"K10", "K12", "K14"}, "route ends at revenue nodes"},
		{"without own port", []string{"B9", "B11", "A12"}, "no token"},
		{"ends at sea past an off-board", []string{"K10", "K12", "J13", "J15", "K14"}, "route ends at revenue nodes"},
		{"through an off-board", []string{"K10", "K12", "K14", "J15", "J13", "I12", "H13", "G12", "F13", "F15"}, "through an off-board"},
		{"beyond range", []string{"K10", "K12", "J13", "I12", "H13", "G12", "F13", "F15"}, "too long"},
		{"no lane", []string{"K10", "K14", "J15"}, "no such track"},
		{"six hexes in range", []string{"K10", "K12", "J13", "I12", "H13", "G12"}, "route ends at revenue nodes"},
	} {
		_, err := checkShared(s, rnc, fregat, c.hexes...)
		if c.rule == "" && err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		if c.rule != "" && (err == nil || ruleOf(err) != c.rule) {
			t.Errorf("%s: want %s, got %v", c.name, c.rule, err)
		}
	}
	route := routeOf(fregat, "K10", "K12", "K14", "J15")
	route.Revenue = 10
	run := act(g, "run_routes")
	run.Edit().Routes = append(run.Extras().Routes, route)
	mustRefuse(t, g, run, "route revenue")
	run.Edit().Routes[0].Revenue = 80
	run.Edit().Routes = append(run.Extras().Routes, run.Extras().Routes[0])
	mustRefuse(t, g, run, "one route per vehicle")
}

// Rule: nodes may be repeated, track may not (within a route nor between
// the company's routes).
func TestRuleNodesRepeatTrackDoesNot(t *testing.T) {
	g := orGame(t, stepRun)
	s := g.st
	// A ring of roads Maó - Sant Lluís - Sant Climent - J9 - Maó.
	addRoads(t, s, "I10", 1<<edgeNE)
	addRoads(t, s, "J9", 1<<edgeSW|1<<edgeSE)
	s.Phase = 4
	weg := give(t, s, "wegkonvooi", "RNC")
	kar := give(t, s, "kar", "RNC")
	rnc := s.corp("RNC")
	revenue, err := checkShared(s, rnc, weg, "K10", "J11", "I10", "J9", "K10")
	if err != nil {
		t.Fatalf("a ring back to Maó: %v", err)
	}
	if revenue != 40+10+10 {
		t.Fatalf("ring earns %d; Maó counts once", revenue)
	}
	if _, err := checkShared(s, rnc, weg, "K10", "J11", "K10"); err == nil || ruleOf(err) != "track reused" {
		t.Fatalf("reused track: %v", err)
	}
	run := act(g, "run_routes")
	a, b := routeOf(weg, "K10", "J11", "I10"), routeOf(kar, "K10", "J11", "I10")
	a.Revenue, b.Revenue = 60, 60
	run.Edit().Routes = append(run.Extras().Routes, a, b)
	mustRefuse(t, g, run, "track reused")
}

// Rule: a cart may start in an own port, but never pass through a harbour
// or end in another.
func TestRuleCartHarbourRules(t *testing.T) {
	g := orGame(t, stepRun)
	s := g.st
	s.Phase = 4
	weg := give(t, s, "wegkonvooi", "RNC")
	rnc := s.corp("RNC")
	sc := found(s, smallInGame(s).Sym, 1, 75)
	// Roads Maó - J9 - I8 (Alaior) and Sant Climent - Alaior.
	addRoads(t, s, "J9", 1<<edgeSE|1<<edgeNW)
	paintHex(t, s, "I8", colorYellow, 1<<edgeSE|1<<edgeS)
	if _, err := checkShared(s, rnc, weg, "I8", "J9", "K10", "J11"); err == nil || ruleOf(err) != "through a port" {
		t.Errorf("through Maó: %v", err)
	}
	if _, err := checkShared(s, rnc, weg, "K10", "J9", "I8"); err != nil {
		t.Errorf("from own port: %v", err)
	}
	if _, err := checkShared(s, rnc, weg, "I8", "J9", "K10"); err != nil {
		t.Errorf("ending in own port: %v", err)
	}
	addRoads(t, s, "I8", 1<<edgeS)
	if _, err := checkShared(s, rnc, weg, "I8", "I10", "J11"); err == nil || ruleOf(err) != "no token" {
		t.Errorf("cart route without own port: %v", err)
	}
	// A small company's cart never touches a harbour.
	v := give(t, s, "kar", sc.Sym)
	if _, err := checkShared(s, sc, v, "K10", "J9", "I8"); err == nil || ruleOf(err) != "another's port" {
		t.Errorf("small company cart into Maó: %v", err)
	}
}

// Ships never use roads and carts never use sea lanes.
func TestRuleShipsSailCartsDrive(t *testing.T) {
	g := orGame(t, stepRun)
	s := g.st
	chebek := give(t, s, "chebek", "RNC")
	kar := give(t, s, "kar", "RNC")
	rnc := s.corp("RNC")
	if _, err := checkShared(s, rnc, chebek, "K10", "J11", "I10"); err == nil || ruleOf(err) != "no such track" {
		t.Errorf("ship on a road: %v", err)
	}
	if _, err := checkShared(s, rnc, kar, "K10", "K12", "K14", "J15"); err == nil || ruleOf(err) != "no such track" {
		t.Error("cart at sea")
	}
}

// A route given as connections (stretches between nodes) reads the same as
// its hexes.
func TestRouteFromConnections(t *testing.T) {
	g := orGame(t, stepRun)
	give(t, g.st, "chebek", "RNC")
	give(t, g.st, "kar", "RNC")
	best := g.st.bestRoutes(g.st.corp("RNC"))
	run := act(g, "run_routes")
	for _, r := range best {
		r.Hexes = nil
		run.Edit().Routes = append(run.Extras().Routes, r)
	}
	mustApply(t, g, run)
	if g.st.Op.Revenue != 140 {
		t.Fatalf("revenue %d", g.st.Op.Revenue)
	}
}
