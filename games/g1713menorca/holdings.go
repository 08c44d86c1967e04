package g1713menorca

// Holdings: who owns which certificate, limits and directors.

// pctOf is the percentage of a company a seat holds.
func pctOf(c *corp, seat int) int {
	p := 0
	for _, k := range c.Certs {
		if k.Where == withPlayer && k.Player == seat {
			p += k.Pct
		}
	}
	return p
}

// inMarketCount is the number of the company's certificates in the Open Market.
func inMarketCount(c *corp) int {
	n := 0
	for _, k := range c.Certs {
		if k.Where == inMarket {
			n++
		}
	}
	return n
}

// soldPct is the percentage no longer in the company's treasury.
func soldPct(c *corp) int {
	p := 0
	for _, k := range c.Certs {
		if k.Where != inTreasury {
			p += k.Pct
		}
	}
	return p
}

// certCount is the number of certificates a seat holds that count against
// the certificate limit: those of companies in the orange zone do not.
func (s *state) certCount(seat int) int {
	n := 0
	for i := range s.Corps {
		c := &s.Corps[i]
		if !c.InGame || (c.Floated && s.cellOf(c).Orange) {
			continue
		}
		for _, k := range c.Certs {
			if k.Where == withPlayer && k.Player == seat {
				n++
			}
		}
	}
	return n
}

func (s *state) certLimit() int { return certLimit[len(s.Players)] }

// ruleCertificateLimit: buying one more certificate of c must keep the
// seat within the limit, unless c is in the orange zone.
func (s *state) ruleCertificateLimit(c *corp, seat int) error {
	if c.Floated && s.cellOf(c).Orange {
		return nil
	}
	if s.certCount(seat)+1 > s.certLimit() {
		return illegal("certificate limit", "%s already holds %d certificates (limit %d)", s.Players[seat].ID, s.certCount(seat), s.certLimit())
	}
	return nil
}

// ruleSixtyPercent: no player holds more than 60% of a company, except
// in the yellow zone.
func (s *state) ruleSixtyPercent(c *corp, seat, extra int) error {
	if c.Floated && s.cellOf(c).Yellow {
		return nil
	}
	if pctOf(c, seat)+extra > holdLimitPct {
		return illegal("60% holding limit", "%s would hold %d%% of %s", s.Players[seat].ID, pctOf(c, seat)+extra, c.Sym)
	}
	return nil
}

// ruleOpenMarketLimit: at most five certificates of a company in the Open Market.
func ruleOpenMarketLimit(c *corp, adding int) error {
	if inMarketCount(c)+adding > marketMax {
		return illegal("open market limit", "%s would have %d certificates in the Open Market (at most %d)", c.Sym, inMarketCount(c)+adding, marketMax)
	}
	return nil
}

// updateDirector sets who runs a company: the Trust Family certificate's
// holder for RNC, RCC and CCM; the largest holder for the small companies
// and RADM (the current director keeps a tie; otherwise the first seat).
func (s *state) updateDirector(c *corp) {
	if c.def().Kind == maritime {
		c.Director = -1
		for _, k := range c.Certs {
			if k.Trust && k.Where == withPlayer {
				c.Director = k.Player
			}
		}
		return
	}
	best, who := 0, -1
	for seat := range s.Players {
		if p := pctOf(c, seat); p > best {
			best, who = p, seat
		}
	}
	if best == 0 {
		c.Director = -1
		return
	}
	if c.Director >= 0 && pctOf(c, c.Director) == best {
		return
	}
	c.Director = who
}

func (c *corp) cert(id string) *cert {
	for i := range c.Certs {
		if c.Certs[i].ID == id {
			return &c.Certs[i]
		}
	}
	return nil
}

// certOwnerCorp finds the company a certificate id belongs to.
func (s *state) certOwnerCorp(id string) (*corp, *cert) {
	for i := range s.Corps {
		if k := s.Corps[i].cert(id); k != nil {
			return &s.Corps[i], k
		}
	}
	return nil, nil
}
