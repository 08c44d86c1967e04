package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// Dividends and the company's own certificates.

// dividend: paying out moves the price one cell right only when the
// revenue is at least the market value; withholding moves it one cell left.
// Every 10% earns a tenth of the revenue (rounded down), certificates in the
// company's treasury for the company, those in the Open Market for nobody.
func (s *state) dividend(c *corp, a engine.Action) error {
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
				s.Bank -= amount
			case shares.Treasury:
				c.Cash += amount
				s.Bank -= amount
			}
		}
		if rev >= s.price(c) {
			s.moveRight(c)
		}
	case "withhold":
		c.Cash += rev
		s.Bank -= rev
		s.moveLeft(c)
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
	s.moveLeft(c)
	s.Op.Revenue = 0
	s.Op.Step = stepSell
}

// companySell: the company sells its own certificates to the Open Market,
// all at the current value; then its price drops one cell per certificate.
func (s *state) companySell(c *corp, a engine.Action) error {
	if err := s.checkCompanySell(c, a); err != nil {
		return err
	}
	for _, id := range a.Shares {
		k := c.cert(id)
		v := s.certValue(c, *k)
		c.Cash += v
		s.Bank -= v
		k.Owner = shares.InPool
		k.Issued = true
	}
	for range a.Shares {
		s.moveDown(c)
	}
	s.Op.SoldOwn = true
	return nil
}

// checkCompanySell is every rule a company's sale of its own certificates
// must meet (it changes nothing).
func (s *state) checkCompanySell(c *corp, a engine.Action) error {
	if len(a.Shares) == 0 {
		return illegal("certificate", "name the certificates to sell")
	}
	for i, id := range a.Shares {
		k := c.cert(id)
		if k == nil || k.Owner.Kind != shares.Treasury {
			return illegal("certificate", "%s is not in %s's treasury", id, c.Sym)
		}
		for _, prev := range a.Shares[:i] {
			if prev == id {
				return illegal("certificate", "%s named twice", id)
			}
		}
	}
	return ruleOpenMarketLimit(c, len(a.Shares))
}

// companyBuyBack: the company buys its own certificates back from the Open
// Market at the current value (not in a turn in which it sold: provisional).
func (s *state) companyBuyBack(c *corp, a engine.Action) error {
	k, v, err := s.checkBuyBack(c, a)
	if err != nil {
		return err
	}
	c.Cash -= v
	s.Bank += v
	k.Owner = c.treasury()
	c.updateDirector(len(s.Players))
	return nil
}

// checkBuyBack is every rule a company's buy-back must meet (it changes
// nothing); it returns the certificate and its price.
func (s *state) checkBuyBack(c *corp, a engine.Action) (*cert, int, error) {
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

func (s *state) sellOwnCandidates(c *corp) []engine.Action {
	var out []engine.Action
	for _, k := range certClasses(c, c.treasury()) {
		a := corpAction(c, "sell_shares")
		a.Corporation, a.Shares = c.Sym, []string{k.ID}
		out = append(out, a)
	}
	return out
}

func (s *state) buyBackCandidates(c *corp) []engine.Action {
	var out []engine.Action
	for _, k := range certClasses(c, shares.InPool) {
		a := corpAction(c, "buy_shares")
		a.Corporation, a.Shares = c.Sym, []string{k.ID}
		out = append(out, a)
	}
	return out
}
