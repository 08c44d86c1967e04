package g1713menorca

import (
	"encoding/json"
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
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
func (r buyStep) buyFromCompany(s *state, c *corp, v *vehicle, a engine.Action) {
	seller := s.corp(v.Owner)
	if seller.Director != c.Director {
		s.Op.OfferTrain, s.Op.OfferPrice = v.ID, *a.Price
		s.Op.Offered = append(s.Op.Offered, v.ID)
		return
	}
	r.transfer(s, c, seller, v, *a.Price)
}

// checkFromCompany is every rule a buy_train of another company's
// vehicle must meet (it changes nothing).
func (r buyStep) checkFromCompany(s *state, c *corp, v *vehicle, a engine.Action, forced bool) error {
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
	if err := r.ruleLimit(s, c, v, ""); err != nil {
		return err
	}
	if seller.Director != c.Director && slices.Contains(s.Op.Offered, v.ID) {
		return illegal("one offer per vehicle", "%s has already offered for %s this turn", c.Sym, v.ID)
	}
	return nil
}

func (r buyStep) transfer(s *state, buyer, seller *corp, v *vehicle, price int) {
	buyer.Cash -= price
	seller.Cash += price
	s.moveVehicle(v, buyer.Sym)
	s.Op.BuyCount++
}

// offerStep is the answer to a pending offer, which the operating round
// takes (opRound.Process) and opens to the legal list (opRound.Open).
type offerStep struct{ offers }

var offerTypes = allTypes.Of("choose")

// Process: the seller's director accepts (the purchase is made at the
// offered price) or declines; either way the buyer goes on with its turn.
func (r offerStep) Process(s *state, _ *rounds.State, _ rounds.Entity, a engine.Action) error {
	answer, err := r.checkAnswer(s, a)
	if err != nil {
		return err
	}
	v, price := s.Vehicles.byID(s.Op.OfferTrain), s.Op.OfferPrice
	if answer == offerAccept {
		(buyStep{}).transfer(s, s.opCorp(), s.offerSeller(), v, price)
	}
	s.Op.OfferTrain, s.Op.OfferPrice = "", 0
	return nil
}

// checkAnswer: the answer to an offer is accept or decline (it changes
// nothing); it returns the answer.
func (offerStep) checkAnswer(s *state, a engine.Action) (string, error) {
	if a.Type != "choose" {
		return "", illegal("vehicle offer", "%s must first accept or decline the offer for %s", a.Entity, s.Op.OfferTrain)
	}
	var answer string
	if err := json.Unmarshal(a.Extras().Choice, &answer); err != nil || (answer != offerAccept && answer != offerDecline) {
		return "", illegal("vehicle offer", "choose %q or %q", offerAccept, offerDecline)
	}
	return answer, nil
}

func (r offerStep) Judge(s *state, _ rounds.Entity, a engine.Action) error {
	_, err := r.checkAnswer(s, a)
	return err
}

// List: accept and decline.
func (offerStep) List(s *state, _ rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, answer := range []string{offerAccept, offerDecline} {
		a := base
		b, _ := json.Marshal(answer)
		a.Edit().Choice = b
		out = append(out, a)
	}
	return out
}
