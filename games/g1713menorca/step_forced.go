package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The forced purchase of a company left without a vehicle (its director
// sells certificates to raise the money; one that cannot buy goes
// bankrupt).
type forcedStep struct{}

func (r forcedStep) Actions(*state, rounds.Entity) rounds.Set { return forcedTypes }

func (r forcedStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "sell_shares" {
		return r.sell(s, corpOf(s, e), a)
	}
	return (buyStep{}).buy(s, corpOf(s, e), a, true)
}

func (r forcedStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	return r.due(s, c) && s.hasLegal(slices.Values(r.candidates(s, c)))
}

func (r forcedStep) Skip(s *state, st *rounds.State) {
	if c := s.opCorp(); r.due(s, c) {
		s.bankrupt(c)
	}
	s.Op.Step = stepDone
}

func (r forcedStep) candidates(s *state, c *corp) []engine.Action {
	var out []engine.Action
	if r.needsEmergencySale(s, c) {
		for i := range s.Corps { // the director sells
			out = certActions(out, playerAction(s, c.Director, "sell_shares"), &s.Corps[i], shares.Player(c.Director), true)
		}
		return out
	}
	for ti, t := range vehicleTypes {
		if v := s.bankOffer(ti); v != nil && canOwn(c, t) {
			a := corpAction(c, "buy_train")
			a.Train, a.Price = v.ID, engine.Int(t.Price)
			out = append(out, a)
		}
	}
	return out
}

func (r forcedStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	if a.Type != "buy_train" {
		return false, nil // the emergency sale: only trying it tells
	}
	_, err := (buyStep{}).check(s, corpOf(s, e), a, true)
	return true, err
}
