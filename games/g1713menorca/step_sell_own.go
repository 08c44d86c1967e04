package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Sell the company's own certificates to the Open Market, all at the
// current value (its price then drops one cell per certificate), or pass.
type sellOwnStep struct{ offers }

func (r sellOwnStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	c.Cash += sellToPool(s, c, a.Shares)
	s.Op.SoldOwn = true
	return nil
}

// Judge is every rule a company's sale of its own certificates must meet
// (it changes nothing).
func (sellOwnStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if len(a.Shares) == 0 {
		return illegal("certificate", "name the certificates to sell")
	}
	for i, id := range a.Shares {
		k := c.cert(id)
		if k == nil || k.Owner.Kind != shares.Treasury {
			return illegal("certificate", "%s is not in %s's treasury", id, c.Sym)
		}
		if slices.Contains(a.Shares[:i], id) {
			return illegal("certificate", "%s named twice", id)
		}
	}
	return ruleOpenMarketLimit(c, len(a.Shares))
}

// List: one certificate of each kind in the company's treasury.
func (sellOwnStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	c := corpOf(s, e)
	return certActions(out, base, c, c.treasury(), true)
}
