package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The forced purchase of a company left without a vehicle (its director
// sells certificates to raise the money; one that cannot buy goes
// bankrupt).
type forcedStep struct{ offers }

func (r forcedStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "sell_shares" {
		return r.sell(s, corpOf(s, e), a)
	}
	return (buyStep{}).buy(s, corpOf(s, e), a, true)
}

func (r forcedStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	return r.due(s, c) && legal.Has(s, r, e)
}

func (r forcedStep) Skip(s *state, st *rounds.State) {
	if c := s.opCorp(); r.due(s, c) {
		s.bankrupt(c)
	}
	s.Op.Step = stepDone
}

// List: the director's sales when the company cannot pay for a vehicle
// (the emergency sale, base being the director's: acting), else its
// purchases from the bank.
func (r forcedStep) List(s *state, _ rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	c := s.opCorp()
	switch emergency := r.needsEmergencySale(s, c); {
	case base.Type == "sell_shares" && emergency:
		for i := range s.Corps { // the director sells
			out = certActions(out, base, &s.Corps[i], shares.Player(c.Director), true)
		}
		return out
	case base.Type != "buy_train" || emergency:
		return out
	}
	for ti, t := range vehicleTypes {
		if v := s.bankOffer(ti); v != nil && canOwn(c, t) {
			a := base
			a.Train, a.Price = v.ID, engine.Int(t.Price)
			out = append(out, a)
		}
	}
	return out
}

func (r forcedStep) Judge(s *state, _ rounds.Entity, a engine.Action) error {
	if a.Type == "sell_shares" {
		return r.checkSell(s, s.opCorp(), a)
	}
	_, err := (buyStep{}).check(s, s.opCorp(), a, true)
	return err
}
