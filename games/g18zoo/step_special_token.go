package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The special token step: a power of the family operating places a
// station of its own (stationPower), as the turn's one station.
type specialTokenStep struct{}

func (specialTokenStep) NonBlocking() {}
func (specialTokenStep) Aside()       {}

func (specialTokenStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e.Kind != rounds.Company || !g.companies[e.Idx].openOf(g.operator()) {
		return 0
	}
	f := g.operator()
	if g.fams[f].nextTokenPrice() < 0 {
		return 0
	}
	if g.round.Tokened {
		return 0 // one station a turn, the power's included
	}
	if h := g.companies[e.Idx].hooks().station; h != nil && h.stationOpen(g, e.Idx, f) {
		return actPlaceToken
	}
	return 0
}

// List: each city where the power places its owner's station (its own
// rules: stationRules), when the family can pay for it now (stationPrice).
// As in the token step, a family whose cash is short but whose
// president's ZOOTickets would cover it gets no station listed until
// tickets are sold: the step is open (Actions counts the tickets), and
// Process would refuse the station for the cash.
func (specialTokenStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	cp := &g.companies[e.Idx]
	if cp.Owner.Kind != shares.Treasury {
		return out
	}
	opts := hexmap.TokenOpts{}
	var at func(hex string) bool
	if h := g.companies[e.Idx].hooks().station; h != nil {
		if _, err := h.stationPrice(g, e.Idx, int(cp.Owner.Index)); err != nil {
			return out
		}
		opts, at = h.stationRules(g, e.Idx)
	}
	return g.board.legalTokens(out, g.fams[cp.Owner.Index].Sym, opts, at, base)
}

func (st specialTokenStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	c := e.Idx
	cp := &g.companies[c]
	f := g.operator()
	fm := &g.fams[f]
	if st.Actions(g, co(c))&actPlaceToken == 0 {
		return engine.Illegal("stations", "%s cannot place a station now (one a turn; That's mine! needs its reserved city on the network)", cp.Sym)
	}
	h := g.companies[c].hooks().station
	opts, _ := h.stationRules(g, c)
	price, err := h.stationPrice(g, c, f)
	if err != nil {
		return err
	}
	if _, err := g.board.placeToken(fm.Sym, a, opts); err != nil {
		return err
	}
	g.pay(shares.Corp(f), shares.InBank, price)
	fm.TokensUsed++
	g.round.Tokened = true // a power's station is the turn's station
	g.closeCompany(c)
	return nil
}
