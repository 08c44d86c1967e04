package g1713menorca

import (
	"sort"

	"ferro/engine"
)

// What 1713 Menorca offers computer players (engine.Scorer,
// engine.Featurer, engine.Determinizer; engine.Completer is AutoAction in
// title.go). Everything here only reads the state.

// menorcaStop is the revenue a company's longest vehicle is assumed to earn
// per hex of its range, for the income estimate.
const menorcaStop = 12

// Scores is every seat's fortune now (cash plus certificates at market
// value: the final score rule).
func (g *Game) Scores() []int {
	s := g.st
	out := make([]int, len(s.Players))
	for seat := range s.Players {
		out[seat] = s.fortune(seat)
	}
	return out
}

// Features are the seat's evaluation features (engine.SeatFeatures).
func (g *Game) Features(seat int) engine.SeatFeatures {
	s := g.st
	f := engine.SeatFeatures{
		Score:      float64(s.fortune(seat)),
		Cash:       float64(s.Players[seat].Cash),
		RoundsLeft: s.roundsLeft(),
	}
	if s.StartSeat == seat {
		f.Priority = 1
	}
	if lim := s.certLimit(); lim > 0 {
		f.CertSlack = float64(lim-s.certCount(seat)) / float64(lim)
	}
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
	for i := range s.Corps {
		c := &s.Corps[i]
		if !c.InGame || c.Bankrupt {
			continue
		}
		pct := pctOf(c, seat)
		vehicles, atRisk := 0, 0
		var ranges []int
		for _, v := range s.Vehicles {
			if v.Owner != c.Sym {
				continue
			}
			d := v.def()
			vehicles++
			ranges = append(ranges, d.Range)
			if d.Rust >= 0 && d.Rust <= s.Phase+1 {
				atRisk++
			}
		}
		// the longest vehicle counts in full, each further one half the
		// one before (they share the company's few stations and towns)
		sort.Sort(sort.Reverse(sort.IntSlice(ranges)))
		revenue, part := 0.0, 1.0
		for _, r := range ranges {
			revenue += part * float64(r*menorcaStop)
			part /= 2
		}
		share := float64(pct) / 100
		if pct > 0 && c.Floated {
			f.Danger += float64(s.price(c)*pct/10) * s.bankruptcyNear(c)
		}
		f.Income += share * revenue
		f.Treasury += share * float64(c.Cash)
		if c.Director == seat {
			if vehicles == 0 || atRisk == vehicles {
				f.AtRisk++
			}
			if vehicles == 0 && c.Floated && cheapest > c.Cash {
				f.TrainGap += float64(cheapest - c.Cash)
			}
			next := 0
			for p := range s.Players {
				if p != seat {
					next = max(next, pctOf(c, p))
				}
			}
			f.Presidency += min(float64(pct-next)/10, 2)
		} else if pct > 0 && vehicles == 0 && c.Floated && c.Director >= 0 {
			if pctOf(c, c.Director)-pct <= 10 && pct >= 20 {
				f.Dump++
			}
		}
	}
	return f
}

// bankruptcyNear is 1 when one move left or down puts c on a bankruptcy
// cell, 0.5 when two do, else 0.
func (s *state) bankruptcyNear(c *corp) float64 {
	bad := func(r, col int) bool { return r < len(market) && col >= 0 && market[r][col].Bankrupt }
	left := func(r, col int) (int, int) {
		if col > 0 {
			return r, col - 1
		}
		return r + 1, col
	}
	r, col := c.Row, c.Col
	if r < 0 || col < 0 {
		return 0
	}
	l1r, l1c := left(r, col)
	if bad(l1r, l1c) || bad(r+1, col) {
		return 1
	}
	l2r, l2c := left(l1r, l1c)
	if bad(l2r, l2c) || bad(r+2, col) || bad(l1r+1, l1c) {
		return 0.5
	}
	return 0
}

// cheapestVehicle is the price of the cheapest vehicle the bank sells now
// (0 when it has none).
func (s *state) cheapestVehicle() int {
	best := 0
	for _, v := range s.Vehicles {
		if v.Owner != "" {
			continue
		}
		d := v.def()
		if !d.Ship && d.Phase > s.Phase {
			continue
		}
		if best == 0 || d.Price < best {
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
	left := 0.0
	if s.Round == roundOp {
		left = float64(s.Op.Of-s.Op.Num) + 0.5
	} else {
		left = float64(phases[s.Phase].ORs)
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

var (
	_ engine.Scorer       = (*Game)(nil)
	_ engine.Featurer     = (*Game)(nil)
	_ engine.Determinizer = (*Game)(nil)
	_ engine.Completer    = (*Game)(nil)
)

// RunRevenue is what company corp's best runs (ships and carts) would earn
// now, for engine.RunEstimator.
func (g *Game) RunRevenue(corp string) (int, bool) {
	c := g.st.corp(corp)
	if c == nil || !c.InGame || !c.Floated {
		return 0, false
	}
	total := 0
	for _, r := range g.st.bestRoutes(c) {
		total += r.Revenue
	}
	return total, true
}

var _ engine.RunEstimator = (*Game)(nil)
