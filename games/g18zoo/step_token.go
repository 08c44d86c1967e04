package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The token step: the family operating places a station on its network.
type tokenStep struct{}

func (tokenStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	return tokenStep{}.place(g, e.Idx, a)
}

func (tokenStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	f := g.operator()
	if e != fam(f) || g.round.Tokened {
		return 0
	}
	price := g.fams[f].nextTokenPrice()
	for _, p := range hooks.stationPrice {
		price = p.H.ownStationPrice(g, g.powerIdx(p.K), f, price)
	}
	if price < 0 || price > buyingPower(&g.fams[f], g.companies) {
		return 0
	}
	if !g.board.canToken(g.fams[f].Sym) {
		return 0
	}
	return actPlaceToken | actPass
}

// List: each city on the family's network with a free slot, when it has
// the cash for its next station (the step waits without: tickets may be
// sold first).
func (tokenStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	if price := g.fams[e.Idx].nextTokenPrice(); price < 0 || price > g.fams[e.Idx].Cash {
		return out
	}
	return g.board.legalTokens(out, g.fams[e.Idx].Sym, hexmap.TokenOpts{}, nil, base)
}

func (tokenStep) place(g *Game, f int, a engine.Action) error {
	price := g.fams[f].nextTokenPrice()
	if price < 0 {
		return engine.Illegal("stations", "%s has no station left", g.fams[f].Sym)
	}
	if g.fams[f].Cash < price {
		return engine.Illegal("cash", "%s needs %d$N for a station", g.fams[f].Sym, price)
	}
	if _, err := g.board.placeToken(g.fams[f].Sym, a, hexmap.TokenOpts{}); err != nil {
		return err
	}
	g.pay(shares.Corp(f), shares.InBank, price)
	g.fams[f].TokensUsed++
	g.round.Tokened = true
	g.round.step(stToken).Passed = true
	return nil
}
