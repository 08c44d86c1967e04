package g1713menorca

import (
	"testing"

	"ferro/engine/shares"
)

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
		revenue, err := checkShared(s, rnc, c.v, c.hexes...)
		if err != nil {
			t.Fatalf("%s %v: %v", c.v.ID, c.hexes, err)
		}
		if len(c.hexes) != c.v.def().Range {
			t.Fatalf("%s route has %d hexes, range %d", c.v.ID, len(c.hexes), c.v.def().Range)
		}
		if revenue != c.want {
			t.Fatalf("%s earns %d, want %d", c.v.ID, revenue, c.want)
		}
	}
	// Maó - Toulon (six hexes) is beyond the Chebek's range.
	if _, err := checkShared(s, rnc, chebek, "K10", "L9", "L7", "L5", "L3", "K2"); err == nil || ruleOf(err) != "too long" {
		t.Fatalf("a six-hex route for a Chebek 4H: %v", err)
	}
	ship.Revenue, cart.Revenue = 80, 60
	run := act(g, "run_routes")
	e := run.Edit()
	e.Routes = append(e.Routes, ship, cart)
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
	best := g2.st.bestRoutes(g2.st.corp("RNC"))
	total := 0
	for _, r := range best {
		total += r.Revenue
	}
	if total != 140 || len(best) != 2 {
		t.Fatalf("best routes %v earn %d, want two routes earning 140", best, total)
	}
	// and the game accepts them as they are
	run2 := act(g2, "run_routes")
	run2.Edit().Routes = best
	mustApply(t, g2, run2)
	if g2.st.Op.Revenue != 140 {
		t.Fatalf("the best routes booked %d, want 140", g2.st.Op.Revenue)
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
	revenue, err := checkShared(s, rcc, polaker, "B9", "B7", "C6", "C4", "C2")
	if err != nil {
		t.Fatal(err)
	}
	if revenue != 30+70 {
		t.Fatalf("Ciutadella - Barcelona earns %d, want 100 (30 + 70)", revenue)
	}
	ctx := s.routeContext(rcc, true)
	for _, h := range ctx.Board.Hexes {
		if h.ID == "C2" && h.Nodes[0].Revenue[ctx.Phase] != 70 {
			t.Fatalf("the route board values Barcelona at %d for RCC, want 70", h.Nodes[0].Revenue[ctx.Phase])
		}
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
		k.Owner = shares.Player(0)
	}
	radm := s.corp("RADM")
	radm.InGame, radm.Floated = true, true
	setPrice(t, radm, 80)
	for _, id := range []string{"RADM_0", "RADM_1"} {
		k := radm.cert(id)
		k.Owner = shares.Player(0)
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
