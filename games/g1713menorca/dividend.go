package g1713menorca

import "ferro/engine"

// Dividends and the company's own certificates.

// dividend: paying out moves the price one cell right only when the
// revenue is at least the market value; withholding moves it one cell left.
// Every 10% earns a tenth of the revenue (rounded down), certificates in the
// company's treasury for the company, those in the Open Market for nobody.
func (s *state) dividend(c *corp, a engine.Action) error {
	rev := s.Op.Revenue
	kind := a.Extras().Kind
	switch kind {
	case "payout":
		per10 := rev / 10
		for _, k := range c.Certs {
			amount := per10 * k.Pct / 10
			switch k.Where {
			case withPlayer:
				s.Players[k.Player].Cash += amount
				s.Bank -= amount
			case inTreasury:
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
	default:
		return illegal("dividend", "kind must be payout or withhold, not %q", kind)
	}
	s.Op.Step = stepSell
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
	if len(a.Shares) == 0 {
		return illegal("certificate", "name the certificates to sell")
	}
	for i, id := range a.Shares {
		k := c.cert(id)
		if k == nil || k.Where != inTreasury {
			return illegal("certificate", "%s is not in %s's treasury", id, c.Sym)
		}
		for _, prev := range a.Shares[:i] {
			if prev == id {
				return illegal("certificate", "%s named twice", id)
			}
		}
	}
	if err := ruleOpenMarketLimit(c, len(a.Shares)); err != nil {
		return err
	}
	for _, id := range a.Shares {
		k := c.cert(id)
		v := s.certValue(c, *k)
		c.Cash += v
		s.Bank -= v
		k.Where = inMarket
		k.Issued = true
	}
	for range a.Shares {
		s.moveDown(c)
	}
	s.Op.SoldOwn = true
	return nil
}

// companyBuyBack: the company buys its own certificates back from the Open
// Market at the current value (not in a turn in which it sold: provisional).
func (s *state) companyBuyBack(c *corp, a engine.Action) error {
	if len(a.Shares) != 1 {
		return illegal("certificate", "name exactly one certificate")
	}
	k := c.cert(a.Shares[0])
	if k == nil || k.Where != inMarket {
		return illegal("certificate", "%s is not in the Open Market", a.Shares[0])
	}
	if s.Op.SoldOwn {
		return illegal("no buying and selling in one turn", "%s sold its own certificates this turn", c.Sym)
	}
	v := s.certValue(c, *k)
	if v > c.Cash {
		return illegal("cash", "%s costs %d; %s has %d", k.ID, v, c.Sym, c.Cash)
	}
	c.Cash -= v
	s.Bank += v
	k.Where = inTreasury
	s.updateDirector(c)
	return nil
}

func (s *state) sellOwnCandidates(c *corp) []engine.Action {
	var out []engine.Action
	for _, k := range certClasses(c, inTreasury, -1) {
		a := corpAction(c, "sell_shares")
		a.Corporation, a.Shares = c.Sym, []string{k.ID}
		out = append(out, a)
	}
	return out
}

func (s *state) buyBackCandidates(c *corp) []engine.Action {
	var out []engine.Action
	for _, k := range certClasses(c, inMarket, -1) {
		a := corpAction(c, "buy_shares")
		a.Corporation, a.Shares = c.Sym, []string{k.ID}
		out = append(out, a)
	}
	return out
}
