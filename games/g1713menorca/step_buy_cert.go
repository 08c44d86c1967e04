package g1713menorca

import (
	"cmp"
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Buy one certificate from the company (the price goes to the company:
// incremental capitalization) or from the Open Market (to the bank) at the
// current market value per 10%.
type buyCertStep struct{ offers }

func (r buyCertStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	seat := e.Idx
	c, k, _ := firstCert(s, a)
	cost := s.certValue(c, *k)
	s.Players[seat].Cash -= cost
	if k.Owner.Kind == shares.Treasury {
		c.Cash += cost
		s.placeFirstSaleToken(c, k, a.Hex)
	} else {
		s.Bank += cost
	}
	k.Owner = shares.Player(seat)
	c.updateDirector(len(s.Players))
	s.Stock.acquired(seat, c.Sym)
	return nil
}

// Judge is every rule a player's purchase of a certificate must meet (it
// changes nothing).
func (r buyCertStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	seat := e.Idx
	if len(a.Shares) != 1 {
		return illegal("certificate", "name exactly one certificate")
	}
	c, k, err := firstCert(s, a)
	if err != nil {
		return err
	}
	if !c.Floated || c.Bankrupt || !c.InGame {
		return illegal("company", "%s is not founded", c.Sym)
	}
	if k.Owner.Kind != shares.Treasury && k.Owner != shares.InPool {
		return illegal("certificate", "%s is not for sale", k.ID)
	}
	if err := cmp.Or(s.Stock.ruleOneCertificatePerTurn(), s.Stock.ruleNoBuyAndSellSameTurn(c),
		r.ruleNoBuyingAfterSelling(s, c, seat), s.ruleSixtyPercent(c, seat, k.Pct), s.ruleCertificateLimit(c, seat)); err != nil {
		return err
	}
	if cost := s.certValue(c, *k); cost > s.Players[seat].Cash {
		return illegal("cash", "%s has %d, %s costs %d", s.Players[seat].ID, s.Players[seat].Cash, k.ID, cost)
	}
	return c.checkFirstSaleToken(k, a.Hex)
}

// List: one certificate of each kind (certClasses) in each founded
// company's supply and in the Open Market that the player can pay, with
// each token destination its first sale offers; companies the turn's
// sales or the round's bar him from are left out early (by the same
// rules), check judges the rest.
func (r buyCertStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	seat := e.Idx
	cash := s.Players[seat].Cash
	for i := range s.Corps {
		c := &s.Corps[i]
		if !c.InGame || !c.Floated || s.Stock.ruleNoBuyAndSellSameTurn(c) != nil || r.ruleNoBuyingAfterSelling(s, c, seat) != nil {
			continue
		}
		for _, at := range [2]shares.Holder{c.treasury(), shares.InPool} { // the Open Market's places no token
			for _, k := range certClasses(c, at) {
				if s.certValue(c, *k) > cash {
					continue
				}
				for _, hex := range c.tokenChoices(k) {
					a := base
					a.Corporation, a.Shares, a.Hex = c.Sym, []string{k.ID}, hex
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// ruleNoBuyingAfterSelling: with the optional rule no_buy_back_in_round
// (rules.go), a player who sold certificates of a company in a stock
// round buys none of it again in that round. Without it (the summary's
// rule) he may, in a later turn.
func (buyCertStep) ruleNoBuyingAfterSelling(s *state, c *corp, seat int) error {
	if s.RoundBan && slices.Contains(s.Stock.SoldInRound, sale{Seat: seat, Sym: c.Sym}) {
		return illegal("no buying after selling", "%s sold %s certificates in this stock round", s.Players[seat].ID, c.Sym)
	}
	return nil
}
