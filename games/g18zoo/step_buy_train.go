package g18zoo

import "ferro/engine"

// The buy train step: the family operating buys trains; one that must buy
// and cannot pay is helped by its president's sales (buytrain.go).
type buyTrainStep struct{}

func init() { defineStep(stBuyTrain, buyTrainStep{}) }

func (b buyTrainStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	if a.Type == "sell_shares" {
		return b.emergencySell(g, e, a)
	}
	return b.buy(g, e.Idx, a)
}

func (b buyTrainStep) actions(g *Game, e entity) actSet {
	f := g.operator()
	if f < 0 {
		return 0
	}
	if e.Kind == 'p' && e.Idx == g.fams[f].President {
		return actSellShares
	}
	if e != fam(f) {
		return 0
	}
	var acts actSet
	switch {
	case b.must(g, f):
		acts = actSellShares | actBuyTrain
	case b.can(g, f):
		acts = actBuyTrain | actPass
	}
	if acts != 0 && b.blocked(g, f) {
		return actPass
	}
	return acts
}

func (b buyTrainStep) buy(g *Game, f int, a engine.Action) error {
	ti := g.trains.byID(a.Train)
	if ti < 0 {
		return engine.Illegal("buy train", "no train %q", a.Train)
	}
	t := &g.trains[ti]
	variant := a.Extras().Variant
	if variant == "" {
		variant = t.Name
	}
	price := -1
	if a.Price != nil {
		price = *a.Price
	}
	price, err := b.check(g, f, ti, variant, price)
	if err != nil {
		return err
	}
	b.make(g, f, ti, variant, price)
	return nil
}

// emergencySell: the president sells shares to raise money for a
// family that must buy a train.
func (b buyTrainStep) emergencySell(g *Game, e entity, a engine.Action) error {
	f := g.operator()
	p := g.fams[f].President
	if e.Kind != 'p' || e.Idx != p {
		return engine.Illegal("emergency money", "only %s's president sells shares for it", g.fams[f].Sym)
	}
	if len(a.Shares) == 0 {
		return engine.Illegal("sell shares", "no shares named")
	}
	sf, _ := g.parseShare(a.Shares[0])
	if sf < 0 {
		return engine.Illegal("sell shares", "no share %q", a.Shares[0])
	}
	percent := 0
	if a.Percent != nil {
		percent = *a.Percent
	}
	if err := g.checkBundle(p, sf, a.Shares, percent); err != nil {
		return err
	}
	if err := b.emergencySellOK(g, f, p, sf, percent); err != nil {
		return err
	}
	g.sellBundle(p, sf, percent, g.namedCerts(sf, a.Shares)...)
	for k := 0; k < percent/20; k++ {
		g.moveDown(sf)
	}
	g.recalculateOrder()
	return nil
}
