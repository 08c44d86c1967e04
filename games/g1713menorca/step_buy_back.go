package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Buy the company's own certificates back from the Open Market at the
// current value (not in a turn in which it sold: provisional), or pass.
type buyBackStep struct{ offers }

func (r buyBackStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	c := corpOf(s, e)
	k := c.cert(a.Shares[0])
	v := s.certValue(c, *k)
	c.Cash -= v
	s.Bank += v
	k.Owner = c.treasury()
	c.updateDirector(len(s.Players))
	return nil
}

// Judge is every rule a company's buy-back must meet (it changes
// nothing).
func (buyBackStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if len(a.Shares) != 1 {
		return illegal("certificate", "name exactly one certificate")
	}
	k := c.cert(a.Shares[0])
	if k == nil || k.Owner != shares.InPool {
		return illegal("certificate", "%s is not in the Open Market", a.Shares[0])
	}
	if s.Op.SoldOwn {
		return illegal("no buying and selling in one turn", "%s sold its own certificates this turn", c.Sym)
	}
	if v := s.certValue(c, *k); v > c.Cash {
		return illegal("cash", "%s costs %d; %s has %d", k.ID, v, c.Sym, c.Cash)
	}
	return nil
}

// List: one certificate of each kind of the company's in the Open Market.
func (buyBackStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return certActions(out, base, corpOf(s, e), shares.InPool, true)
}
