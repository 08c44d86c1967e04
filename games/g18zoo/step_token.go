package g18zoo

import "ferro/engine"

// The token step: the family operating places a station on its network.
type tokenStep struct{}

func init() { defineStep(stToken, tokenStep{}) }

func (tokenStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	return g.processPlaceToken(e.Idx, a)
}

func (tokenStep) actions(g *Game, e entity) actSet {
	f := g.operator()
	if e != fam(f) || g.round.Tokened {
		return 0
	}
	price := g.nextTokenPrice(f)
	for _, p := range hooks.stationPrice {
		price = p.h.ownStationPrice(g, g.powerIdx(p.k), f, price)
	}
	if price < 0 || price > g.buyingPowerWithTickets(f) {
		return 0
	}
	if !g.canReachFreeCity(f) {
		return 0
	}
	return actPlaceToken | actPass
}
