package g1713menorca

import (
	"cmp"
	"fmt"

	"ferro/engine"
	"ferro/engine/shares"
)

// Audit checks the game's invariants: money is conserved (the bank's
// 10,000 R, counting what it issued, equals all cash in play), every
// company in play has certificates summing to 100%, limits on the Open
// Market, vehicles, heritages and tokens hold, and stations match the map.
func (g *Game) Audit() error {
	s := g.st
	money := engine.MoneyAudit{Total: s.Bank}
	for _, p := range s.Players {
		money.Add("player "+p.ID, p.Cash)
	}
	for i := range s.Corps {
		money.Add(s.Corps[i].Sym, s.Corps[i].Cash)
		if err := s.auditCorp(&s.Corps[i]); err != nil {
			return err
		}
	}
	if err := cmp.Or(money.Conserved(bankTotal), s.auditCertLimits()); err != nil {
		return err
	}
	for _, h := range s.Heritages {
		if h.OwnerSeat >= 0 && h.OwnerCorp != "" {
			return fmt.Errorf("heritage %s has two owners", h.ID)
		}
	}
	for seat := range s.Players {
		n := 0
		for _, h := range s.Heritages {
			if h.OwnerSeat == seat || h.Bidder == seat {
				n++
			}
		}
		if n > 1 {
			return fmt.Errorf("player %s holds %d heritages or reservations", s.Players[seat].ID, n)
		}
	}
	var taken [maxHexes]int
	for tk := range s.Board.hm.TokensAll() {
		taken[tk.Hex]++
	}
	for i, h := range hexDefs {
		if taken[i] > h.Slots {
			return fmt.Errorf("hex %s holds %d stations in %d places", h.ID, taken[i], h.Slots)
		}
	}
	for _, t := range tileDefs {
		if n := s.Board.hm.Available(t.ID); n < 0 || n > t.Count {
			return fmt.Errorf("tile %s stock %d", t.ID, n)
		}
	}
	if s.Round == roundOver && s.EndReason != endBank && s.EndReason != endBankruptcy && s.EndReason != endConquest {
		return fmt.Errorf("game over without an end condition (%q)", s.EndReason)
	}
	return nil
}

func (s *state) auditCorp(c *corp) error {
	if !c.InGame {
		if c.Cash != 0 || c.Floated {
			return fmt.Errorf("%s is out of the game but holds cash or a market place", c.Sym)
		}
		for _, v := range s.Vehicles {
			if v.Owner == c.Sym {
				return fmt.Errorf("%s is out of the game but owns %s", c.Sym, v.ID)
			}
		}
		return nil
	}
	total := 0
	for _, k := range c.Certs {
		total += k.Pct
		if h := k.Owner; h.Kind == shares.Seat && int(h.Index) >= len(s.Players) || h.Kind == shares.Treasury && !h.IsCorp(c.Def) ||
			h.Kind != shares.Seat && h.Kind != shares.Treasury && h.Kind != shares.Pool {
			return fmt.Errorf("%s: certificate %s lies with %v", c.Sym, k.ID, h)
		}
		if k.Trust && k.Owner == shares.InPool {
			return fmt.Errorf("%s: the Trust Family certificate is in the Open Market", c.Sym)
		}
	}
	if n := inMarketCount(c); n > marketMax {
		return fmt.Errorf("%s has %d certificates in the Open Market (at most %d)", c.Sym, n, marketMax)
	}
	if total != 100 {
		return fmt.Errorf("%s certificates sum to %d%%", c.Sym, total)
	}
	if !c.Floated && c.Cash != 0 {
		return fmt.Errorf("%s is not founded but has cash", c.Sym)
	}
	if c.def().Kind == maritime && len(c.MarketTokens) > tokensPerCompany {
		return fmt.Errorf("%s placed %d market tokens", c.Sym, len(c.MarketTokens))
	}
	if len(c.Stations) > c.def().Stations {
		return fmt.Errorf("%s has %d stations", c.Sym, len(c.Stations))
	}
	ships, carts := s.fleetStock().Count(c.Sym, classShips), s.fleetStock().Count(c.Sym, classCarts)
	if ships > s.phase().Limit || carts > s.phase().Limit {
		return fmt.Errorf("%s has %d ships and %d carts, limit %d", c.Sym, ships, carts, s.phase().Limit)
	}
	return nil
}

// auditCertLimits: every player holds at most the certificate limit
// (orange-zone certificates not counted) and at most 60% of a company
// outside the yellow zone, or no more than a market move left him with
// (limits.go).
func (s *state) auditCertLimits() error {
	for seat, p := range s.Players {
		syms := []string{""}
		for i := range s.Corps {
			if s.Corps[i].InGame {
				syms = append(syms, s.Corps[i].Sym)
			}
		}
		for _, sym := range syms {
			have, limit, over := s.overHolding(seat, sym)
			if over && have > s.allowedOver(seat, sym, limit) {
				what := "certificates"
				if sym != "" {
					what = "% of " + sym
				}
				return fmt.Errorf("player %s holds %d%s (limit %d)", p.ID, have, what, limit)
			}
		}
	}
	return nil
}
