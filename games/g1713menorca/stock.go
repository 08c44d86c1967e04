package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The stock round. Players act in turn from the start-player token's
// holder. On a turn a player may found a company or buy one certificate
// (one acquisition) and sell certificates (not in the first stock round),
// in any order, but never buy and sell one company; the player ends the
// turn with a pass (done). A pass on a turn in which he did nothing is a
// pass for the round: the first player to pass takes the start-player
// token; the round ends when all players pass in a row.

func (r stockRound) start(s *state) {
	s.Round = roundStock
	s.Stock = stockState{Num: s.Stock.Num + 1, Turn: s.StartSeat, FirstPasser: -1}
}

// stockRound is the stock round as the round's one step: the moves of
// the player whose turn it is.
type stockRound struct{ claimsAll }

func (r stockRound) Actions(*state, rounds.Entity) rounds.Set { return stockActions }

// Process: the step of the turn claiming a's type takes it (stockTurn,
// stocksteps.go).
func (r stockRound) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	if taken, err := stockTurn.Process(s, e, a); taken {
		return err
	}
	return illegal("stock round", "%s is not a stock round action", a.Type)
}

// Open: the legal list asks the stock round's steps (stocksteps.go).
func (r stockRound) Open(_ *state, out []rounds.Step[*state]) []rounds.Step[*state] {
	return stockTurn.Open(out)
}

// settle: an empty bank or a bankruptcy ends the game in the stock
// round; the round ends when every player has passed in a row.
func (r stockRound) settle(s *state) bool {
	if s.EndPending == endBank || s.EndPending == endBankruptcy {
		s.finish()
		return true
	}
	if s.Stock.Passes >= len(s.Players) {
		r.end(s)
		return true
	}
	return false
}

// ruleOneCertificatePerTurn: one certificate bought (or one company
// founded) per stock round turn.
func (st *stockState) ruleOneCertificatePerTurn() error {
	if st.Bought {
		return illegal("one certificate per turn", "a certificate was already bought this turn")
	}
	return nil
}

// ruleNoBuyAndSellSameTurn: certificates of one company may not be both
// bought and sold in one turn (a purchase after a sale, checked when
// buying).
func (st *stockState) ruleNoBuyAndSellSameTurn(c *corp) error {
	if slices.Contains(st.Sold, c.Sym) {
		return illegal("no buying and selling in one turn", "%s certificates were sold this turn", c.Sym)
	}
	return nil
}

// ruleNoSellAfterBuySameTurn: the same rule for a sale after this turn's
// acquisition (checked when selling).
func (st *stockState) ruleNoSellAfterBuySameTurn(c *corp) error {
	if st.Bought && st.BoughtSym == c.Sym {
		return illegal("no buying and selling in one turn", "%s was acquired this turn", c.Sym)
	}
	return nil
}

// checkFirstSaleToken: the first sale of a marked certificate from the
// company places a market token on an off-board destination; the first
// sale of a small company's certificate places a goods token in a harbour.
func (c *corp) checkFirstSaleToken(k *cert, hex string) error {
	need := c.firstSaleToken(k)
	switch {
	case need == "" && hex != "":
		return illegal("market token", "this purchase places no token")
	case need == "offboard" && !slices.Contains(offboardIDs, hex):
		return illegal("market token", "the first purchase of marked certificate %s places a market token on an off-board destination", k.ID)
	case need == "harbour" && !slices.Contains(harbourIDs, hex):
		return illegal("goods token", "the first sale of %s places a goods token in a harbour", k.ID)
	}
	return nil
}

// firstSaleToken says which token the first sale of a certificate from
// the company places: "offboard", "harbour" or "".
func (c *corp) firstSaleToken(k *cert) string {
	if k.Owner.Kind != shares.Treasury || k.Issued {
		return ""
	}
	switch {
	case c.def().Kind == maritime && k.Marked:
		return "offboard"
	case c.def().Kind == small:
		return "harbour"
	}
	return ""
}

// placeFirstSaleToken places the token the first sale of k from company c
// places (firstSaleToken) on hex, and marks k issued.
func (s *state) placeFirstSaleToken(c *corp, k *cert, hex string) {
	switch c.firstSaleToken(k) {
	case "offboard":
		c.MarketTokens = append(c.MarketTokens, hex)
	case "harbour":
		s.Goods = append(s.Goods, goods{Owner: c.Sym, Hex: hex})
	}
	k.Issued = true
}

// acquired records the turn's one acquisition (a foundation or a purchase).
func (st *stockState) acquired(seat int, sym string) {
	st.Bought, st.BoughtSym = true, sym
	st.BoughtInRound = addOnce(st.BoughtInRound, sale{Seat: seat, Sym: sym})
}

// addOnce adds x to list once.
func addOnce[T comparable](list []T, x T) []T {
	if slices.Contains(list, x) {
		return list
	}
	return append(list, x)
}

// firstCert reads the first certificate an action names, and its company:
// an action naming a company names certificates of that company.
func firstCert(s *state, a engine.Action) (*corp, *cert, error) {
	c, k := s.certOwnerCorp(a.Shares[0])
	switch {
	case c == nil:
		return nil, nil, illegal("certificate", "unknown certificate %q", a.Shares[0])
	case a.Corporation != "" && a.Corporation != c.Sym:
		return nil, nil, illegal("certificate of another company", "%s is a certificate of %s, not of %s", a.Shares[0], c.Sym, a.Corporation)
	}
	return c, k, nil
}

// playerSell sells certificates to the Open Market, all at the current
// value; then the price drops one cell per certificate sold.
func (s *state) playerSell(seat int, a engine.Action, stockRound bool) error {
	c, err := s.checkPlayerSell(seat, a, stockRound)
	if err != nil {
		return err
	}
	s.Players[seat].Cash += sellToPool(s, c, a.Shares)
	c.updateDirector(len(s.Players))
	if stockRound {
		s.Stock.Sold = addOnce(s.Stock.Sold, c.Sym)
		s.Stock.SoldInRound = addOnce(s.Stock.SoldInRound, sale{Seat: seat, Sym: c.Sym})
	}
	return nil
}

// sellToPool sells certificates ids of company c to the Open Market, every
// one at the current value, which the bank pays (the total is returned);
// then the price drops one cell per certificate. A certificate the company
// sells from its own supply is issued.
func sellToPool(s *state, c *corp, ids []string) int {
	total := 0
	for _, id := range ids {
		k := c.cert(id)
		total += s.certValue(c, *k)
		k.Issued = k.Issued || k.Owner.Kind == shares.Treasury
		k.Owner = shares.InPool
	}
	s.Bank -= total
	for range ids {
		s.move(c, marketGrid.Down)
	}
	return total
}

// checkPlayerSell is every rule a player's sale must meet (it changes
// nothing); it returns the company sold.
func (s *state) checkPlayerSell(seat int, a engine.Action, stockRound bool) (*corp, error) {
	if s.Round == roundStock && s.Stock.Num == 1 {
		return nil, illegal("no selling in the first stock round", "certificates cannot be sold in the first stock round")
	}
	if len(a.Shares) == 0 {
		return nil, illegal("certificate", "name the certificates to sell")
	}
	c, _, err := firstCert(s, a)
	if err != nil {
		return nil, err
	}
	if !c.Floated || c.Bankrupt {
		return nil, illegal("company", "%s certificates cannot be sold now", c.Sym)
	}
	if stockRound {
		if err := s.Stock.ruleNoSellAfterBuySameTurn(c); err != nil {
			return nil, err
		}
	}
	for i, id := range a.Shares {
		k := c.cert(id)
		if k == nil {
			if o, _ := s.certOwnerCorp(id); o != nil {
				return nil, illegal("one company per sale", "%s is a certificate of %s; this sale is of %s", id, o.Sym, c.Sym)
			}
			return nil, illegal("certificate", "unknown certificate %q", id)
		}
		if !k.Owner.IsPlayer(seat) || slices.Contains(a.Shares[:i], id) {
			return nil, illegal("certificate", "%s does not hold %s", s.Players[seat].ID, id)
		}
		if k.Trust {
			return nil, illegal("trust certificate", "the Trust Family certificate %s cannot be sold", id)
		}
	}
	return c, ruleOpenMarketLimit(c, len(a.Shares))
}

// endTurn moves to the next of the players; a true pass counts towards the
// end of the round and the first one takes the start-player token.
func (st *stockState) endTurn(seat, players int, pass bool) {
	if pass {
		st.Passes++
		if st.FirstPasser < 0 {
			st.FirstPasser = seat
		}
	} else {
		st.Passes = 0
	}
	st.Bought, st.BoughtSym = false, ""
	st.Sold = nil
	st.Turn = (seat + 1) % players
}

// end: sold-out companies rise one cell (every certificate is held by
// players, none in the company's own supply and none in the Open Market,
// where it is for sale again); the first to pass holds the start-player
// token; a set of operating rounds follows.
func (r stockRound) end(s *state) {
	for i := range s.Corps {
		c := &s.Corps[i]
		if c.InGame && c.Floated && !c.Bankrupt && c.Certs.AllHeldBy(shares.Seat) {
			s.move(c, marketGrid.Up)
		}
	}
	if s.Stock.FirstPasser >= 0 {
		s.StartSeat = s.Stock.FirstPasser
	}
	(opRound{}).startSet(s)
}

// tokenChoices lists the token destinations the first sale of k offers
// ("" when it places none).
// The list is shared: callers only read it.
func (c *corp) tokenChoices(k *cert) []string { return tokenHexes[c.firstSaleToken(k)] }

// The token destinations of tokenChoices, listed once, by firstSaleToken.
var (
	offboardIDs = tokenHexIDs(func(h hexDef) bool { return h.Kind == kindOffboard })
	harbourIDs  = tokenHexIDs(func(h hexDef) bool { return h.Harbour })
	tokenHexes  = map[string][]string{"offboard": offboardIDs, "harbour": harbourIDs, "": {""}}
)

func tokenHexIDs(keep func(hexDef) bool) []string {
	var out []string
	for _, h := range hexDefs {
		if keep(h) {
			out = append(out, h.ID)
		}
	}
	return out
}

// certClasses lists one certificate per distinct kind (percentage, trust,
// token still to place) at a place, so that equivalent choices appear once.
func certClasses(c *corp, at shares.Holder) []*cert {
	var out []*cert
	for i := range c.Certs {
		k := &c.Certs[i]
		if k.Owner == at && !slices.ContainsFunc(out, func(o *cert) bool {
			return o.Pct == k.Pct && o.Trust == k.Trust && o.Marked == k.Marked && o.Issued == k.Issued
		}) {
			out = append(out, k)
		}
	}
	return out
}

// certActions appends to out, for each kind of company c's certificates
// at at (certClasses), the action base on one of them; Trust Family
// certificates only when trust.
func certActions(out []engine.Action, base engine.Action, c *corp, at shares.Holder, trust bool) []engine.Action {
	for _, k := range certClasses(c, at) {
		if k.Trust && !trust {
			continue
		}
		a := base
		a.Corporation, a.Shares = c.Sym, []string{k.ID}
		out = append(out, a)
	}
	return out
}
