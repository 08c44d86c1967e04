package g1713menorca

import "testing"

// The three worked examples of the rules summary.

// Example of a route: the RNC's Chebek 4H sails Maó - K12 - K14 - València
// (four hexes, both ends counted) and its Kar 3H drives from Maó, its own
// port, to Sant Lluís and one hex further inland (three hexes). Both earn
// the sum of their nodes and neither reuses track.
func TestExampleChebekAndKarRoutesFromMao(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	rnc := found(s, "RNC", 0, 80)
	chebek := give(t, s, "chebek", "RNC")
	kar := give(t, s, "kar", "RNC")
	operate(s, "RNC", stepRun)

	ship := routeOf(chebek, "K10", "K12", "K14", "J15")
	cart := routeOf(kar, "K10", "J11", "I10")
	for _, c := range []struct {
		v     *vehicle
		hexes []string
		want  int
	}{
		{chebek, ship.Hexes, 40 + 40},   // Maó 20 + harbour bonus 20, València 40 in era 1
		{kar, cart.Hexes, 40 + 10 + 10}, // Maó, Sant Lluís, Sant Climent
	} {
		var idx []int
		for _, h := range c.hexes {
			idx = append(idx, hexIdx(t, h))
		}
		cand, err := s.checkRoute(rnc, c.v, idx)
		if err != nil {
			t.Fatalf("%s %v: %v", c.v.ID, c.hexes, err)
		}
		if len(c.hexes) != c.v.def().Range {
			t.Fatalf("%s route has %d hexes, range %d", c.v.ID, len(c.hexes), c.v.def().Range)
		}
		if cand.revenue != c.want {
			t.Fatalf("%s earns %d, want %d", c.v.ID, cand.revenue, c.want)
		}
	}
	// One hex more is beyond each vehicle's range.
	long := []int{hexIdx(t, "K10"), hexIdx(t, "K12"), hexIdx(t, "J13"), hexIdx(t, "I12"), hexIdx(t, "H13")}
	if _, err := s.checkRoute(rnc, chebek, long); err == nil {
		t.Fatal("a five-hex route was accepted for a Chebek 4H")
	}
	ship.Revenue, cart.Revenue = 80, 60
	run := act(g, "run_routes")
	run.Routes = append(run.Routes, ship, cart)
	mustApply(t, g, run)
	if op := g.st.Op; op.Revenue != 140 || op.Step != stepDividend {
		t.Fatalf("revenue %d step %d, want 140 in the dividend step", op.Revenue, op.Step)
	}
	// The best-route search finds the same pair.
	g2 := stockGame(t, 2)
	found(g2.st, "RNC", 0, 80)
	give(t, g2.st, "chebek", "RNC")
	give(t, g2.st, "kar", "RNC")
	operate(g2.st, "RNC", stepRun)
	total := 0
	for _, r := range g2.st.bestRoutes(g2.st.corp("RNC")) {
		total += r.Revenue
	}
	if total != 140 {
		t.Fatalf("best routes earn %d, want 140", total)
	}
}

// Example: Barcelona is worth 50 R and the RCC has two own market tokens
// there, so an RCC route reaching Barcelona values it at 70 R.
func TestExampleBarcelonaWithTwoMarketTokens(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	rcc := found(s, "RCC", 0, 80)
	barcelona := hexIdx(t, "C2")
	if v := s.nodeValue(rcc, barcelona); v != 50 {
		t.Fatalf("Barcelona is worth %d to RCC without tokens, want 50", v)
	}
	rcc.MarketTokens = []string{"C2", "C2"}
	if v := s.nodeValue(rcc, barcelona); v != 70 {
		t.Fatalf("Barcelona with two RCC market tokens is worth %d, want 70", v)
	}
	if v := s.nodeValue(s.corp("RNC"), barcelona); v != 50 {
		t.Fatalf("RCC's tokens changed Barcelona for RNC: %d", v)
	}
	sellOutShips(s, 1)
	polaker := give(t, s, "polaker", "RCC")
	cand, err := s.checkRoute(rcc, polaker, []int{hexIdx(t, "B9"), hexIdx(t, "B7"), hexIdx(t, "C6"), hexIdx(t, "C4"), barcelona})
	if err != nil {
		t.Fatal(err)
	}
	if cand.revenue != 30+70 {
		t.Fatalf("Ciutadella - Barcelona earns %d, want 100 (30 + 70)", cand.revenue)
	}
}

// Example of scoring: 400 R cash, three 10% RNC certificates at 120 and
// two 10% RADM certificates at 80: 400 + 3x120 + 2x80 = 920 R.
func TestExampleFinalScore920(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	rnc := found(s, "RNC", 1, 100)
	setPrice(t, rnc, 120)
	for _, id := range []string{"RNC_2", "RNC_3", "RNC_4"} {
		k := rnc.cert(id)
		k.Where, k.Player = withPlayer, 0
	}
	radm := s.corp("RADM")
	radm.InGame, radm.Floated = true, true
	setPrice(t, radm, 80)
	for _, id := range []string{"RADM_0", "RADM_1"} {
		k := radm.cert(id)
		k.Where, k.Player = withPlayer, 0
	}
	s.Bank += s.Players[0].Cash - 400
	s.Players[0].Cash = 400
	if got := s.fortune(0); got != 920 {
		t.Fatalf("fortune %d, want 920", got)
	}
	if got := g.Result()["1"]; got != 920 {
		t.Fatalf("Result %d, want 920", got)
	}
}
