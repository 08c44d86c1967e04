package g1713menorca

import (
	"slices"

	"ferro/engine/shares"
)

// Eras: each begins with its event card and closes heritages; era 3 brings
// CCM and the merger of the small companies into RADM; the Conquest of
// 1756 ends the game after the current set of operating rounds.

// Reasons the game ends.
const (
	endBank       = "bank"
	endBankruptcy = "bankruptcy"
	endConquest   = "conquest"
)

func (s *state) startEra(e int) {
	s.Era = e
	for _, ev := range eventDefs {
		if ev.Era != e {
			continue
		}
		s.Events = append(s.Events, ev.ID)
		s.MaoBonus += ev.MaoBonus
		s.OffBonus += ev.OffboardBonus
		if ev.Conquest && s.EndPending == "" {
			s.EndPending = endConquest
		}
	}
	for i := range s.Heritages {
		if h := &s.Heritages[i]; h.def().Closes <= e {
			h.Closed = true
		}
	}
	if e == 3 && !s.Merged {
		s.mergeSmallCompanies()
	}
}

// mergeSmallCompanies forms RADM from the two small companies in play.
// Each 20% certificate becomes a 10% RADM certificate in the same hands
// (the Open Market's excess over five goes to RADM's supply);
// cash, carts, workshops (now factories), goods tokens and heritages pass
// to RADM. RADM takes the market place of the lower-valued founded small
// company (the leftmost grey cell when neither was founded). Provisional.
func (s *state) mergeSmallCompanies() {
	s.Merged = true
	r := s.corp("RADM")
	r.InGame, r.Floated = true, true
	var smalls []*corp
	for i := range s.Corps {
		if c := &s.Corps[i]; c.InGame && c.def().Kind == small {
			smalls = append(smalls, c)
		}
	}
	n, pooled := 0, 0
	for _, c := range smalls {
		for _, k := range c.Certs {
			rc := &r.Certs[n]
			rc.Owner, rc.Issued = k.Owner, k.Issued
			switch {
			case k.Owner.Kind == shares.Treasury:
				rc.Owner = r.treasury() // the small company's supply becomes RADM's
			case k.Owner == shares.InPool:
				// the merger keeps the Open Market's limit of five
				// certificates of one company; RADM certificates that
				// would lie there beyond it go to RADM's own supply, to be
				// sold again like any other (provisional: the rules do
				// not say)
				if pooled++; pooled > marketMax {
					rc.Owner = r.treasury()
				}
			}
			n++
		}
		r.Cash += c.Cash
		for i := range s.Vehicles {
			if s.Vehicles[i].Owner == c.Sym {
				s.moveVehicle(&s.Vehicles[i], r.Sym)
			}
		}
		s.Board.renameStations(c.Sym, r.Sym)
		r.Stations = append(r.Stations, c.Stations...)
		for i := range s.Goods {
			if s.Goods[i].Owner == c.Sym {
				s.Goods[i].Owner = r.Sym
			}
		}
		for i := range s.Heritages {
			if s.Heritages[i].OwnerCorp == c.Sym {
				s.Heritages[i].OwnerCorp = r.Sym
			}
		}
	}
	var low *corp // the lower-valued founded small company, the first on a tie
	for _, c := range smalls {
		if c.Floated && !c.Bankrupt && (low == nil || s.price(c) < s.price(low)) {
			low = c
		}
	}
	if low != nil {
		r.Row, r.Col = low.Row, low.Col
	} else {
		g := greyCells()[0]
		r.Row, r.Col = g[0], g[1]
	}
	for _, c := range smalls {
		c.InGame, c.Floated, c.Cash, c.Certs, c.Stations, c.Director = false, false, 0, nil, nil, -1
	}
	r.updateDirector(len(s.Players))
	s.noteOverLimits()
	s.replaceInOrder(smalls, r)
}

// replaceInOrder: in a running operating round RADM takes the turn of the
// first small company still to operate; the other leaves the order.
func (s *state) replaceInOrder(smalls []*corp, r *corp) {
	if s.Round != roundOp {
		return
	}
	rest := s.Op.Order[s.Op.Idx+1:]
	placed := false
	for i, sym := range rest {
		if slices.ContainsFunc(smalls, func(c *corp) bool { return c.Sym == sym }) {
			rest[i] = "" // it leaves the order
			if !placed && r.canOperate() {
				rest[i] = r.Sym
			}
			placed = true
		}
	}
	s.Op.Order = slices.DeleteFunc(s.Op.Order, func(sym string) bool { return sym == "" })
}

// finish ends the game.
func (s *state) finish() {
	s.EndReason = s.EndPending
	s.Round = roundOver
	s.Ranking = s.finalRanking()
}

// fortune: cash plus the market value of every certificate (a 20%
// certificate counts twice the listed 10% value: the value per 10% of
// every percent held).
func (s *state) fortune(seat int) int {
	total := s.Players[seat].Cash
	for i := range s.Corps {
		total += s.price(&s.Corps[i]) * pctOf(&s.Corps[i], seat) / 10
	}
	return total
}
