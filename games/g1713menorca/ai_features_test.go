package g1713menorca

import (
	"math"
	"testing"
)

// TestFeaturesIncomeIsTheBestRun: a company's part of its holders' income
// is its best run (the optimizer's), not an estimate from its vehicles'
// ranges, so a fleet that reaches no route earns nothing.
func TestFeaturesIncomeIsTheBestRun(t *testing.T) {
	g := fleetPosition(t)
	s := g.st
	c := s.corp("RNC")
	seat := c.Director
	run := 0
	for _, r := range s.bestRoutes(c) {
		run += r.Revenue
	}
	with := g.Features(seat).Income
	owned := []int{}
	for i := range s.Vehicles {
		if s.Vehicles[i].Owner == "RNC" {
			owned = append(owned, i)
			s.moveVehicle(&s.Vehicles[i], "")
		}
	}
	c.Cash = 0 // nor can it buy a vehicle (prospectiveRun)
	without := g.Features(seat).Income
	want := float64(pctOf(c, seat)) / 100 * float64(run)
	if math.Abs(with-without-want) > 1e-9 {
		t.Fatalf("RNC's fleet adds %.1f to the director's income; %d%% of its best run %d is %.1f", with-without, pctOf(c, seat), run, want)
	}
	// the same fleet without its station and home reaches no route
	for _, i := range owned {
		s.moveVehicle(&s.Vehicles[i], "RNC")
	}
	for _, tk := range s.Board.hm.Tokens() {
		s.Board.hm.RemoveToken(hexDefs[tk.Hex].ID, tk.Corp)
	}
	c.Stations = nil
	if got := g.Features(seat).Income; math.Abs(got-without) > 1e-9 {
		t.Fatalf("a fleet with no route adds %.1f to the income, want 0", got-without)
	}
}

// TestBankruptcyRisk: the risk grows as a company nears the bankruptcy
// corner, faster when it cannot run, and is certain one move from it when
// it cannot run.
func TestBankruptcyRisk(t *testing.T) {
	g := orGame(t, stepRun)
	s := g.st
	c := s.corp("RNC")
	far := s.bankruptcyRisk(c, 1000, 6)
	stuck := s.bankruptcyRisk(c, 0, 6)
	if !(far < stuck) {
		t.Fatalf("risk %.2f for a company that runs, %.2f for one that cannot: want less", far, stuck)
	}
	c.Row, c.Col = len(market)-2, 0 // one move above the corner
	if r := s.bankruptcyRisk(c, 0, 6); r != 1 {
		t.Fatalf("risk %.2f one move from bankruptcy with no run, want 1", r)
	}
	if r := s.bankruptcyRisk(c, 1000, 6); !(r > 0 && r < 1) {
		t.Fatalf("risk %.2f one move from bankruptcy with a run that moves it right, want between 0 and 1", r)
	}
	c.Row, c.Col = len(market)-1, 3 // three moves left of it
	near := s.bankruptcyRisk(c, 0, 6)
	c.Row, c.Col = 0, len(market[0])-1 // the top right corner
	if top := s.bankruptcyRisk(c, 0, 6); !(top < near) {
		t.Fatalf("risk %.2f at the top right, %.2f three moves from bankruptcy: want less", top, near)
	}
}

// TestFeaturesPendingPayout: the operating company's run, until it is paid
// out, counts in its holders' Score as money had (pendingPayout), so the
// evaluation does not jump at the dividend: before the run, the director's
// Score is its fortune plus its share of the best run; at the dividend
// step, plus its share of the booked revenue; after the payout, its
// fortune.
func TestFeaturesPendingPayout(t *testing.T) {
	g := fleetPosition(t)
	s := g.st
	c := s.corp("RNC")
	seat := c.Director
	share := float64(pctOf(c, seat)) / 100
	best := s.bestRoutes(c)
	run := 0
	for _, r := range best {
		run += r.Revenue
	}
	if got, want := g.Features(seat).Score, float64(s.fortune(seat))+share*float64(run); math.Abs(got-want) > 1e-9 {
		t.Fatalf("before the run: Score %.1f, want fortune %d + %.0f%% of the run %d", got, s.fortune(seat), 100*share, run)
	}
	a := act(g, "run_routes")
	a.Edit().Routes = best
	mustApply(t, g, a)
	s = g.st // Apply may replace the state
	if got, want := g.Features(seat).Score, float64(s.fortune(seat))+share*float64(s.Op.Revenue); math.Abs(got-want) > 1e-9 {
		t.Fatalf("at the dividend: Score %.1f, want fortune %d + %.0f%% of %d", got, s.fortune(seat), 100*share, s.Op.Revenue)
	}
	d := act(g, "dividend")
	d.Edit().Kind = "payout"
	mustApply(t, g, d)
	s = g.st
	if got, want := g.Features(seat).Score, float64(s.fortune(seat)); got != want {
		t.Fatalf("after the payout: Score %.1f, want the fortune %.0f", got, want)
	}
}

// TestFeaturesShipGap: a maritime company that runs carts but no ship
// lacks, in its director's TrainGap, what it lacks of the price of the
// ship the bank sells now; with a ship, or with the money, it lacks
// nothing.
func TestFeaturesShipGap(t *testing.T) {
	g := orGame(t, stepRun)
	s := g.st
	c := s.corp("RNC")
	seat := c.Director
	give(t, s, "kar", "RNC")
	give(t, s, "kar", "RNC")
	c.Cash = 10
	price := s.bankOffer(0).def().Price // the Chebek, the first ship on sale
	with := g.Features(seat).TrainGap
	c.Cash = price
	if got := g.Features(seat).TrainGap; with-got != float64(price-10) {
		t.Fatalf("with carts only and 10 R the director's TrainGap is %.0f, with the ship's price %.0f: want %d apart", with, got, price-10)
	}
	c.Cash = 10
	give(t, s, "chebek", "RNC")
	if got := g.Features(seat).TrainGap; with-got != float64(price-10) {
		t.Fatalf("with a ship the TrainGap is %.0f, want %.0f", got, with-float64(price-10))
	}
}
