package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// Buy vehicles and heritages, or pass.
type buyStep struct{ offers }

func (r buyStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "buy_company" {
		return r.buyHeritage(s, corpOf(s, e), a)
	}
	return r.buy(s, corpOf(s, e), a, false)
}

func (r buyStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	if a.Type == "buy_company" {
		_, err := r.checkHeritageSale(s, corpOf(s, e), a)
		return err
	}
	_, err := r.check(s, corpOf(s, e), a, false)
	return err
}

// List: the purchases of type base.Type.
func (r buyStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return r.purchases(s, corpOf(s, e), base, out)
}
