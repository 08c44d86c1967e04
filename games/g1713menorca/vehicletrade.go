package g1713menorca

import (
	"encoding/json"
	"slices"

	"ferro/engine"
	"ferro/engine/depot"
)

// Vehicles bought from another company, as 18xx players know it: at any
// price from 1 R to the buyer's cash. Between companies with the same
// director the purchase is made at once; otherwise it is an offer
// (buy_train) that the selling company's director accepts or declines
// (choose "accept" / "decline") before the buyer goes on. The pending
// offer is in the operating round's state (Op.Offer*), and the seller's
// director is the one who must act. A company offers for a vehicle at
// most once a turn (else an offer declined could be made again for ever).

// Answers to an offer.
const (
	offerAccept  = "accept"
	offerDecline = "decline"
)

// offerPending reports whether a vehicle offer awaits its answer.
func (s *state) offerPending() bool { return s.Round == roundOp && s.Op.OfferTrain != "" }

// offerSeller is the company whose vehicle is on offer.
func (s *state) offerSeller() *corp { return s.corp(s.Vehicles.byID(s.Op.OfferTrain).Owner) }

// buyFromCompany makes the purchase of another company's vehicle, or the
// offer when the directors differ (checkBuyFromCompany has allowed it).
func (s *state) buyFromCompany(c *corp, v *vehicle, a engine.Action) {
	seller := s.corp(v.Owner)
	if seller.Director != c.Director {
		s.Op.OfferTrain, s.Op.OfferPrice = v.ID, *a.Price
		s.Op.Offered = append(s.Op.Offered, v.ID)
		return
	}
	s.transferVehicle(c, seller, v, *a.Price)
}

// checkBuyFromCompany is every rule a buy_train of another company's
// vehicle must meet (it changes nothing).
func (s *state) checkBuyFromCompany(c *corp, v *vehicle, a engine.Action, forced bool, st *depot.Stock[string]) error {
	if forced {
		return illegal("forced purchase", "the forced purchase is made from the bank")
	}
	seller := s.corp(v.Owner)
	if seller == nil || !seller.InGame {
		return illegal("vehicle", "no vehicle %q for sale", a.Train)
	}
	if seller.Director < 0 {
		return illegal("vehicle trade", "nobody runs %s to sell %s", seller.Sym, v.ID)
	}
	if a.Price == nil || !vehicleDepot.TradePrice(*a.Price, c.Cash) {
		return illegal("vehicle price", "a vehicle from another company costs from 1 to %s's cash (%d)", c.Sym, c.Cash)
	}
	if a.Extras().Target != "" {
		return illegal("hand in a ship", "only an own ship can be handed in, for a new ship from the bank")
	}
	if err := s.ruleVehicleLimit(c, v, "", st); err != nil {
		return err
	}
	if seller.Director != c.Director && slices.Contains(s.Op.Offered, v.ID) {
		return illegal("one offer per vehicle", "%s has already offered for %s this turn", c.Sym, v.ID)
	}
	return nil
}

func (s *state) transferVehicle(buyer, seller *corp, v *vehicle, price int) {
	buyer.Cash -= price
	seller.Cash += price
	s.moveVehicle(v, buyer.Sym)
	s.Op.BuyCount++
}

// answerOffer: the seller's director accepts (the purchase is made at the
// offered price) or declines; either way the buyer goes on with its turn.
func (s *state) answerOffer(a engine.Action) error {
	answer, err := s.checkAnswer(a)
	if err != nil {
		return err
	}
	v, price := s.Vehicles.byID(s.Op.OfferTrain), s.Op.OfferPrice
	if answer == offerAccept {
		s.transferVehicle(s.opCorp(), s.offerSeller(), v, price)
	}
	s.Op.OfferTrain, s.Op.OfferPrice = "", 0
	return nil
}

// checkAnswer: the answer to an offer is accept or decline (it changes
// nothing); it returns the answer.
func (s *state) checkAnswer(a engine.Action) (string, error) {
	if a.Type != "choose" {
		return "", illegal("vehicle offer", "%s must first accept or decline the offer for %s", a.Entity, s.Op.OfferTrain)
	}
	var answer string
	if err := json.Unmarshal(a.Extras().Choice, &answer); err != nil || (answer != offerAccept && answer != offerDecline) {
		return "", illegal("vehicle offer", "choose %q or %q", offerAccept, offerDecline)
	}
	return answer, nil
}

func (s *state) offerAnswers() []engine.Action {
	seat := s.offerSeller().Director
	var out []engine.Action
	for _, answer := range []string{offerAccept, offerDecline} {
		a := playerAction(s, seat, "choose")
		b, _ := json.Marshal(answer)
		a.Edit().Choice = b
		out = append(out, a)
	}
	return out
}

// priceEnds is the two ends of a range of prices (one when they meet,
// none when it is empty): the legal list's choices of a free price.
func priceEnds(lo, hi int) []int {
	switch {
	case hi < lo:
		return nil
	case hi == lo:
		return []int{lo}
	}
	return []int{lo, hi}
}
