package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The operating turn's steps after the run: the dividend, and the
// company's own certificates (opsteps.go).

// Pay out or withhold the run's revenue: paying out moves the price one
// cell right only when the revenue is at least the market value;
// withholding moves it one cell left. Every 10% earns a tenth of the
// revenue (rounded down), certificates in the company's treasury for the
// company, those in the Open Market for nobody.
type dividendStep struct{}

func (dividendStep) Actions(*state, rounds.Entity) rounds.Set { return dividendTypes }
func (dividendStep) HasAction(*state, rounds.Entity) bool     { return true }
func (dividendStep) candidates(s *state, c *corp) []engine.Action {
	var out []engine.Action
	for _, k := range []string{"payout", "withhold"} {
		a := corpAction(c, "dividend")
		a.Edit().Kind = k
		out = append(out, a)
	}
	return out
}
func (dividendStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	return true, checkDividend(a)
}

func (dividendStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if err := checkDividend(a); err != nil {
		return err
	}
	rev := s.Op.Revenue
	switch a.Extras().Kind {
	case "payout":
		per10 := rev / 10
		for _, k := range c.Certs {
			amount := per10 * k.Pct / 10
			switch k.Owner.Kind {
			case shares.Seat:
				s.Players[k.Owner.Index].Cash += amount
			case shares.Treasury:
				c.Cash += amount
			default:
				continue
			}
			s.Bank -= amount
		}
		if rev >= s.price(c) {
			s.move(c, marketGrid.Right)
		}
	case "withhold":
		c.Cash += rev
		s.Bank -= rev
		s.move(c, marketGrid.Left)
	}
	s.Op.Step = stepSell
	return nil
}

// checkDividend: the revenue is paid out or withheld.
func checkDividend(a engine.Action) error {
	if kind := a.Extras().Kind; kind != "payout" && kind != "withhold" {
		return illegal("dividend", "kind must be payout or withhold, not %q", kind)
	}
	return nil
}

// noRoute: a company that runs no route moves one cell left.
func (s *state) noRoute(c *corp) {
	s.move(c, marketGrid.Left)
	s.Op.Revenue = 0
	s.Op.Step = stepSell
}

// Sell the company's own certificates to the Open Market, all at the
// current value (its price then drops one cell per certificate), or pass.
type sellOwnStep struct{}

func (sellOwnStep) Actions(*state, rounds.Entity) rounds.Set { return sellOwnTypes }
func (sellOwnStep) HasAction(s *state, e rounds.Entity) bool {
	return s.hasLegal(slices.Values(sellOwnStep{}.candidates(s, corpOf(s, e))))
}
func (sellOwnStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	return true, sellOwnStep{}.check(s, corpOf(s, e), a)
}

func (sellOwnStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if err := (sellOwnStep{}).check(s, c, a); err != nil {
		return err
	}
	c.Cash += sellToPool(s, c, a.Shares)
	s.Op.SoldOwn = true
	return nil
}

// check is every rule a company's sale of its own certificates must meet
// (it changes nothing).
func (sellOwnStep) check(s *state, c *corp, a engine.Action) error {
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

// Buy the company's own certificates back from the Open Market at the
// current value (not in a turn in which it sold: provisional), or pass.
type buyBackStep struct{}

func (buyBackStep) Actions(*state, rounds.Entity) rounds.Set { return buyBackTypes }
func (buyBackStep) HasAction(s *state, e rounds.Entity) bool {
	return s.hasLegal(slices.Values(buyBackStep{}.candidates(s, corpOf(s, e))))
}
func (buyBackStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	_, _, err := buyBackStep{}.check(s, corpOf(s, e), a)
	return true, err
}

func (buyBackStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	k, v, err := buyBackStep{}.check(s, c, a)
	if err != nil {
		return err
	}
	c.Cash -= v
	s.Bank += v
	k.Owner = c.treasury()
	c.updateDirector(len(s.Players))
	return nil
}

// check is every rule a company's buy-back must meet (it changes
// nothing); it returns the certificate and its price.
func (buyBackStep) check(s *state, c *corp, a engine.Action) (*cert, int, error) {
	if len(a.Shares) != 1 {
		return nil, 0, illegal("certificate", "name exactly one certificate")
	}
	k := c.cert(a.Shares[0])
	if k == nil || k.Owner != shares.InPool {
		return nil, 0, illegal("certificate", "%s is not in the Open Market", a.Shares[0])
	}
	if s.Op.SoldOwn {
		return nil, 0, illegal("no buying and selling in one turn", "%s sold its own certificates this turn", c.Sym)
	}
	v := s.certValue(c, *k)
	if v > c.Cash {
		return nil, 0, illegal("cash", "%s costs %d; %s has %d", k.ID, v, c.Sym, c.Cash)
	}
	return k, v, nil
}

func (sellOwnStep) candidates(s *state, c *corp) []engine.Action {
	return certActions(nil, corpAction(c, "sell_shares"), c, c.treasury(), true)
}

func (buyBackStep) candidates(s *state, c *corp) []engine.Action {
	return certActions(nil, corpAction(c, "buy_shares"), c, shares.InPool, true)
}
