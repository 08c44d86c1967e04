package g1713menorca

import (
	"fmt"
	"slices"

	"ferro/engine"
	"ferro/engine/shares"
)

// newState sets a game up: cash, the draw of two small companies and of
// the heritages for auction (both from the game's seeded random source),
// the printed map and the bank's vehicles.
func newState(cfg engine.Config) (*state, error) {
	n := len(cfg.Players)
	if _, ok := startCash[n]; !ok {
		return nil, fmt.Errorf("1713 Menorca is for 2 or 3 players, not %d", n)
	}
	s := &state{Bank: bankTotal, Phase: 0, Era: 1, Round: roundAuction}
	for _, p := range cfg.Players {
		if p.ID == "" || s.seatOf(p.ID) >= 0 {
			return nil, fmt.Errorf("player ids must be unique and not empty")
		}
		s.Players = append(s.Players, player{ID: p.ID, Name: p.Name, Cash: startCash[n]})
		s.Bank -= startCash[n]
	}
	rng := engine.NewRand(cfg.Seed)
	out := drawSmallOut(rng)
	for i, d := range corpDefs {
		c := corp{Sym: d.Sym, Def: i, Director: -1, Row: -1, Col: -1}
		c.InGame = d.Kind == maritime || (d.Kind == small && d.Sym != out)
		for j, cd := range certDefsFor(d.Kind) {
			c.Certs = append(c.Certs, cert{ID: fmt.Sprintf("%s_%d", d.Sym, j), Pct: cd.Pct, Trust: cd.Trust, Marked: cd.Marked, Owner: shares.Corp(i)})
		}
		s.Corps = append(s.Corps, c)
	}
	for _, hi := range drawHeritages(rng, n) {
		d := heritageDefs[hi]
		s.Heritages = append(s.Heritages, heritage{ID: d.ID, Def: hi, Price: d.Price, OwnerSeat: -1, Bidder: -1})
	}
	for ti, t := range vehicleTypes {
		for k := 1; k <= t.Count; k++ {
			s.Vehicles = append(s.Vehicles, vehicle{ID: fmt.Sprintf("%s-%d", t.ID, k), Type: ti})
		}
	}
	s.Board.hm = island().NewBoard()
	s.Board.readRoads()
	s.Events = []string{eventDefs[0].ID}
	s.Auction = auctionState{Turn: 0, LastPasser: -1, LastActor: -1}
	return s, nil
}

// drawSmallOut shuffles the three small companies' deeds and returns the
// one that goes back in the box.
func drawSmallOut(rng *engine.Rand) string {
	var smalls []string
	for _, d := range corpDefs {
		if d.Kind == small {
			smalls = append(smalls, d.Sym)
		}
	}
	return smalls[rng.Intn(len(smalls))]
}

// drawHeritages deals one heritage per player from the nine, sorted from
// the cheapest to the dearest.
func drawHeritages(rng *engine.Rand, n int) []int {
	pool := make([]int, len(heritageDefs))
	for i := range pool {
		pool[i] = i
	}
	var out []int
	for k := 0; k < n; k++ {
		j := rng.Intn(len(pool))
		out = append(out, pool[j])
		pool = slices.Delete(pool, j, j+1)
	}
	slices.SortFunc(out, func(a, b int) int { return heritageDefs[a].Price - heritageDefs[b].Price }) // no two prices are equal
	return out
}
