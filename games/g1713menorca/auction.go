package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
)

// The Family heritage auction before the first stock round. Heritages are
// offered cheapest first. On a turn a player buys the cheapest at its
// price, reserves another with a reservation token and a bid, or passes.
// When every eligible player has passed in a row, the cheapest drops by
// 5 R (down to 0, where it must be taken). A player holds at most one
// heritage or reservation (one heritage per player in the base game). The
// last player to pass takes the start-player token.

// heritageList is the game's heritages, cheapest first (setup deals
// them so).
type heritageList []heritage

// cheapest is the first unsold heritage, nil when all are sold.
func (hs heritageList) cheapest() *heritage {
	return ptrAt(hs, slices.IndexFunc(hs, func(h heritage) bool { return !h.sold() }))
}

// byID is the heritage of that id, nil if none is in the game.
func (hs heritageList) byID(id string) *heritage {
	return ptrAt(hs, slices.IndexFunc(hs, func(h heritage) bool { return h.ID == id }))
}

// eligible: a seat that neither owns a heritage nor holds a reservation
// bids in the auction.
func (hs heritageList) eligible(seat int) bool {
	return !slices.ContainsFunc(hs, func(h heritage) bool { return h.OwnerSeat == seat || h.Bidder == seat })
}

// auctionRound is the auction as the round's one step: bids and passes
// of the player whose turn it is.
type auctionRound struct{ claimsAll }

// Actions: a bid, and the pass unless a heritage at 0 must be taken.
func (r auctionRound) Actions(s *state, _ rounds.Entity) rounds.Set {
	if s.Heritages.checkPass() != nil {
		return auctionBid
	}
	return auctionBid | opPass
}

var auctionBid = allTypes.Of("bid")

func (r auctionRound) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	switch a.Type {
	case "bid":
		return r.bid(s, e, a)
	case "pass":
		return r.pass(s, e.Idx)
	}
	return illegal("heritage auction", "%s is not an auction action (bid or pass)", a.Type)
}

// settle: the auction ends once every heritage is sold.
func (r auctionRound) settle(s *state) bool {
	if s.Heritages.cheapest() == nil {
		r.end(s)
		return true
	}
	return false
}

func (r auctionRound) bid(s *state, e rounds.Entity, a engine.Action) error {
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	seat := e.Idx
	h := s.Heritages.byID(a.Company)
	price := *a.Price
	if h == s.Heritages.cheapest() {
		r.sell(s, h, seat, price)
	} else {
		h.Bid, h.Bidder = price, seat
	}
	s.Auction.Passes = 0
	s.Auction.LastActor = seat
	r.resolveReservations(s)
	r.next(s, seat)
	return nil
}

// Judge is every rule a bid must meet (it changes nothing): the
// cheapest heritage at its price, another reserved by a bid in steps of
// 5 R from its price or above the standing bid, within the bidder's cash.
func (r auctionRound) Judge(s *state, e rounds.Entity, a engine.Action) error {
	seat := e.Idx
	h := s.Heritages.byID(a.Company)
	if h == nil || h.sold() {
		return illegal("heritage auction", "no unsold heritage %q", a.Company)
	}
	if a.Price == nil {
		return illegal("heritage auction", "a bid needs a price")
	}
	price := *a.Price
	if price > s.Players[seat].Cash {
		return illegal("heritage auction", "bid %d exceeds %s's cash %d", price, s.Players[seat].ID, s.Players[seat].Cash)
	}
	if h == s.Heritages.cheapest() {
		if price != h.Price {
			return illegal("buy the cheapest heritage", "%s costs %d now, not %d", h.ID, h.Price, price)
		}
		return nil
	}
	min := reserveMin(h)
	if price < min || price%auctionStep != 0 {
		return illegal("heritage reservation", "a bid on %s must be a multiple of %d of at least %d", h.ID, auctionStep, min)
	}
	return nil
}

func (r auctionRound) sell(s *state, h *heritage, seat, price int) {
	s.Players[seat].Cash -= price
	s.Bank += price
	h.OwnerSeat, h.Bid, h.Bidder = seat, 0, -1
}

// resolveReservations: a reserved heritage that becomes the cheapest goes
// to its reservation holder at the bid.
func (r auctionRound) resolveReservations(s *state) {
	for h := s.Heritages.cheapest(); h != nil && h.Bidder >= 0; h = s.Heritages.cheapest() {
		r.sell(s, h, h.Bidder, h.Bid)
	}
}

func (r auctionRound) pass(s *state, seat int) error {
	if err := s.Heritages.checkPass(); err != nil {
		return err
	}
	s.Auction.Passes++
	s.Auction.LastPasser = seat
	eligible := 0
	for p := range s.Players {
		if s.Heritages.eligible(p) {
			eligible++
		}
	}
	if s.Auction.Passes >= eligible { // every eligible player passed in a row
		h := s.Heritages.cheapest()
		h.Price = max(0, h.Price-auctionStep)
		s.Auction.Passes = 0
	}
	r.next(s, seat)
	return nil
}

// checkPass: a heritage at 0 must be taken (or another reserved).
func (hs heritageList) checkPass() error {
	if h := hs.cheapest(); h != nil && h.Price == 0 {
		return illegal("heritage at zero", "%s costs nothing now and must be taken (or another reserved)", h.ID)
	}
	return nil
}

func (r auctionRound) next(s *state, from int) {
	n := len(s.Players)
	for k := 1; k <= n; k++ {
		if seat := (from + k) % n; s.Heritages.eligible(seat) {
			s.Auction.Turn = seat
			return
		}
	}
}

// end hands the start-player token to the last player who passed
// (or, when nobody passed, to the player after the last buyer).
func (r auctionRound) end(s *state) {
	if s.Auction.LastPasser >= 0 {
		s.StartSeat = s.Auction.LastPasser
	} else if s.Auction.LastActor >= 0 {
		s.StartSeat = (s.Auction.LastActor + 1) % len(s.Players)
	}
	(stockRound{}).start(s)
}

// List: buying the cheapest heritage, and every bid reserving another.
func (r auctionRound) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	seat := e.Idx
	n := 2 // (and the pass)
	for i := range s.Heritages {
		if h := &s.Heritages[i]; !h.sold() {
			n += max(0, (s.Players[seat].Cash-reserveMin(h))/auctionStep+1)
		}
	}
	out = slices.Grow(out, n)
	prices := make([]int, 0, n) // one allocation for every bid's price
	price := func(p int) *int {
		prices = append(prices, p)
		return &prices[len(prices)-1]
	}
	if h := s.Heritages.cheapest(); h != nil {
		a := base
		a.Company, a.Price = h.ID, price(h.Price)
		out = append(out, a)
	}
	for i := range s.Heritages {
		h := &s.Heritages[i]
		if h.sold() || h == s.Heritages.cheapest() {
			continue
		}
		for p := reserveMin(h); p <= s.Players[seat].Cash; p += auctionStep {
			a := base
			a.Company, a.Price = h.ID, price(p)
			out = append(out, a)
		}
	}
	return out
}

// reserveMin is the least bid that reserves h: its price, or above the
// standing bid.
func reserveMin(h *heritage) int {
	if h.Bidder >= 0 {
		return h.Bid + bidIncrement
	}
	return h.Price
}
