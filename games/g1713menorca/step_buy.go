package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
)

// Buy vehicles and heritages, or pass.
type buyStep struct{}

func (r buyStep) Actions(*state, rounds.Entity) rounds.Set { return buyTypes }

func (r buyStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "buy_company" {
		return r.buyHeritage(s, corpOf(s, e), a)
	}
	return r.buy(s, corpOf(s, e), a, false)
}

// HasAction: one of the purchases is legal.
func (r buyStep) HasAction(s *state, e rounds.Entity) bool {
	return s.hasLegal(r.purchases(s, corpOf(s, e)))
}

func (r buyStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	if a.Type == "buy_company" {
		_, err := r.checkHeritageSale(s, corpOf(s, e), a)
		return true, err
	}
	_, err := r.check(s, corpOf(s, e), a, false)
	return true, err
}

// candidates lists the purchases.
func (r buyStep) candidates(s *state, c *corp) []engine.Action {
	return slices.AppendSeq(make([]engine.Action, 0, 8), r.purchases(s, c))
}
