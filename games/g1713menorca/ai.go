package g1713menorca

import (
	"slices"

	"ferro/engine"
)

// What 1713 Menorca offers computer players (engine.Scorer,
// engine.Featurer, engine.Determinizer, engine.SearchTuner). Everything
// here only reads the state.

// Exploration is the UCB1 constant Menorca's searches do best with
// (engine.SearchTuner): 0.3. mcts@500 against two heuristics, 201 games,
// seeds 3000-3066: 79.1% (73.6-84.6) at 0.3, 57.7% (51.7-63.7) at 0.6,
// the constant 18ZOO plays best with; with this method, 76.3% of 99 games
// (seeds 3000-3032; docs/bots.md, "Search work, session 5").
func (g *Game) Exploration() float64 { return 0.3 }

// Scores is every seat's fortune now (cash plus certificates at market
// value: the final score rule).
func (g *Game) Scores() []int { return engine.ScoresOf(len(g.st.Players), g.st.fortune) }

// Features are the seat's evaluation features (engine.SeatFeatures).
func (g *Game) Features(seat int) engine.SeatFeatures {
	s := g.st
	f := engine.BaseFeatures(s.fortune(seat), s.Players[seat].Cash, s.roundsLeft(),
		s.StartSeat == seat, s.certCount(seat), s.certLimit())
	for _, h := range s.Heritages {
		switch {
		case h.Closed:
		case h.OwnerSeat == seat:
			f.Income += float64(h.def().Income)
		case h.Bidder == seat && !h.sold():
			// a bid standing at the end of the auction is paid: count it
			// paid (and the heritage had) already
			f.Score -= float64(h.Bid)
			f.Cash -= float64(h.Bid)
			f.Income += float64(h.def().Income)
		}
	}
	cheapest := s.cheapestVehicle()
	var held [8]int // each seat's percentage of a company
	for i := range s.Corps {
		c := &s.Corps[i]
		if !c.InGame || c.Bankrupt {
			continue
		}
		pct := pctOf(c, seat)
		ships := s.fleetStock().Count(c.Sym, classShips)
		vehicles, atRisk := ships+s.fleetStock().Count(c.Sym, classCarts), 0
		for _, v := range s.Vehicles {
			if rust := vehicleTypes[v.Type].Rust; v.Owner == c.Sym && rust >= 0 && rust <= s.Phase+1 {
				atRisk++
			}
		}
		revenue, income := 0.0, 0.0
		if vehicles > 0 {
			revenue = float64(s.runRevenue(c))
			income = revenue
		} else if c.Floated {
			// it buys its first vehicle in its next turn when it can
			// afford one (the rules force a buy at the end of that
			// turn): count the run it would make, half of it as
			// income so that buying still gains the other half
			revenue = float64(s.prospectiveRun(c))
			income = prospectiveShare * revenue
		}
		share := float64(pct) / 100
		if pct > 0 && c.Floated {
			f.Danger += float64(s.price(c)*pct/10) * s.bankruptcyRisk(c, revenue, f.RoundsLeft)
		}
		f.Income += share * income
		f.Score += share * float64(s.pendingPayout(c, income))
		f.Treasury += share * float64(c.Cash)
		if c.Director == seat {
			if (vehicles == 0 && revenue == 0) || (vehicles > 0 && atRisk == vehicles) {
				f.AtRisk++
			}
			if vehicles == 0 && c.Floated && cheapest > c.Cash {
				f.TrainGap += float64(cheapest - c.Cash)
			} else if vehicles > 0 && ships == 0 && c.def().Kind == maritime && f.RoundsLeft >= 2 {
				f.TrainGap += float64(s.shipGap(c))
			}
		}
		f.Control(seat, c.Certs.SeatPercents(held[:len(s.Players)]), c.Director, 10, vehicles == 0 && c.Floated)
	}
	return f
}

// bankruptcyRisk is the chance, roughly, that company c goes bankrupt
// before the game ends: the market has one bankruptcy cell, in the bottom
// left corner, so the moves left and down that separate c from it count
// its distance (a move left from the left column is one down), and c
// drifts toward it by a move per operating round when it cannot run (no
// vehicle, or no route: the price moves left), a third of one when its run
// is below its price (paid out it stays, withheld it moves left), none
// when its run moves it right. Half a move more stands for sales.
func (s *state) bankruptcyRisk(c *corp, revenue float64, left float64) float64 {
	if c.Row < 0 || c.Col < 0 {
		return 0
	}
	d := float64(c.Col + len(market) - 1 - c.Row)
	if d <= 0 {
		return 1
	}
	drift := 0.0
	switch {
	case revenue <= 0:
		drift = 1
	case revenue < float64(s.price(c)):
		drift = 1.0 / 3
	}
	return min(1, (drift*min(left, 4)+0.5)/d)
}

// pendingPayout is the run company c is about to pay out: c is the company
// operating now and has not paid (its best run before its run step, the
// booked revenue at its dividend step; run is its run as Features counts
// it). The seat's share of it counts in its Score as money already had.
// Otherwise the evaluation rose by the payout at the dividend and a search
// preferred whatever reached the dividend in fewer moves: passing a
// vehicle's buy (two moves to the payout) over buying it (three or more),
// whose run the payout would show only deeper than the search looked.
func (s *state) pendingPayout(c *corp, run float64) int {
	if s.Round != roundOp || s.Op.Idx >= len(s.Op.Order) || s.Op.Order[s.Op.Idx] != c.Sym {
		return 0
	}
	switch {
	case s.Op.Step <= stepRun:
		return int(run)
	case s.Op.Step == stepDividend:
		return s.Op.Revenue
	}
	return 0
}

// prospectiveShare is the part of a vehicle-less company's prospective run
// (prospectiveRun) its holders' Income counts.
const prospectiveShare = 0.5

// prospectiveRun is the best run company c (with no vehicle) would make
// with one vehicle the bank sells now for no more than c's cash: the best
// of them (0 when it can afford none). A company just started has its
// money but no vehicle yet; valued as if it could never run, it looked like
// a loss to whoever started it (income none, bankruptcy near), so bots
// never started one and every game was the auction and passes to the end.
// The run is found on a shallow copy of the state whose vehicles alone are
// copied (the memo of runRevenue serves it).
func (s *state) prospectiveRun(c *corp) int {
	best := 0
	var t state
	for ti := range vehicleTypes {
		v := s.bankOffer(ti)
		if v == nil || v.def().Price > c.Cash {
			continue
		}
		if t.Vehicles == nil {
			t = *s
			t.best = nil
			t.Vehicles = slices.Clone(s.Vehicles)
		}
		k := slices.IndexFunc(t.Vehicles, func(w vehicle) bool { return w.ID == v.ID })
		t.Vehicles[k].Owner = c.Sym
		best = max(best, t.runRevenue(c))
		t.Vehicles[k].Owner = ""
	}
	return best
}

// shipGap is what a maritime company that runs carts but no ship lacks of
// the price of the ship the bank sells now (0 when it can pay for it, or
// the bank sells none). Its sea lanes, the ports it placed and the
// off-board destinations they reach earn nothing without a ship, so its
// director saves for one (withholds) as for a forced purchase: counted in
// TrainGap, the company's next ship otherwise never came. In the
// 2-player heuristic games that ended by the bank in era 3, a company left
// with carts after its Polaker and Fregat left at 7H paid out every run,
// never had the 420 R of the one Konvooi, and 8H (and era 4) never came.
// Features count it only while two ORs or more are left (money withheld
// now buys the ship in the next OR, which runs it in the one after).
func (s *state) shipGap(c *corp) int {
	for ti, t := range vehicleTypes {
		if v := s.bankOffer(ti); t.Ship && v != nil {
			return max(0, v.def().Price-c.Cash)
		}
	}
	return 0
}

// cheapestVehicle is the price of the cheapest vehicle the bank sells now
// (0 when it has none).
func (s *state) cheapestVehicle() int {
	best := 0
	for _, v := range s.Vehicles {
		if d := v.def(); v.Owner == "" && (d.Ship || d.Phase <= s.Phase) && (best == 0 || d.Price < best) {
			best = d.Price
		}
	}
	return best
}

// roundsLeft estimates the operating rounds left: the rest of the current
// set, and a set per phase still to come (fewer near the end, as phases
// then pass quickly), none after the current set once the end is called.
func (s *state) roundsLeft() float64 {
	if s.Round == roundOver {
		return 0
	}
	left := float64(phases[s.Phase].ORs)
	if s.Round == roundOp {
		left = float64(s.Op.Of-s.Op.Num) + 0.5
	}
	if s.EndPending != "" {
		return left
	}
	for p := s.Phase + 1; p < len(phases); p++ {
		left += float64(phases[p].ORs) * 0.6
	}
	return left
}

// Determinize returns a plain copy: in these rules nothing is hidden. The
// seeded random source is drawn from only at setup (the small company
// left out and the heritages on auction, both face up), and the event
// cards come in a fixed order, one per era.
func (g *Game) Determinize(seat int, seed uint64) engine.Game { return g.Clone() }

// Every title gives all the engine asks of one (engine.Game and its parts).
var _ engine.Game = (*Game)(nil)

// CompanyRun is what company corp's best runs (ships and carts) would earn
// now: the run the run step found when it is still the company's, else a
// remembered search (runRevenue). Features already count every company's
// best run in its holders' Income; tests judge lays with it.
func (g *Game) CompanyRun(corp string) (int, bool) {
	c := g.st.corp(corp)
	if c == nil || !c.InGame || !c.Floated {
		return 0, false
	}
	return g.st.runRevenue(c), true
}
