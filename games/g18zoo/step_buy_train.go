package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// The buy train step: the family operating buys trains; one that must buy
// and cannot pay is helped by its president's sales (buytrain.go).
type buyTrainStep struct{}

func (b buyTrainStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	if a.Type == "sell_shares" {
		return b.emergencySell(g, e, a)
	}
	return b.buy(g, e.Idx, a)
}

func (b buyTrainStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	f := g.operator()
	if f < 0 {
		return 0
	}
	if e.Kind == rounds.Player && e.Idx == g.fams[f].President {
		return actSellShares
	}
	if e != fam(f) {
		return 0
	}
	var acts rounds.Set
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

// List: each train the family may buy (from the depot at its price and
// variants; from another family at the two ends of 1$N to its cash), and
// the president's emergency sales.
func (buyTrainStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	if base.Type == "sell_shares" {
		if e.Kind != rounds.Player {
			return out // a family's emergency sales are its president's (listed with the family's actions)
		}
		return listSales(g, e.Idx, base, out, func(f, pc int) bool {
			op := g.operator()
			return op >= 0 && (buyTrainStep{}).emergencySellOK(g, op, e.Idx, f, pc) == nil
		})
	}
	f := e.Idx
	for _, t := range g.fleetView().onSale {
		tt := g.trains[t].kind()
		type offer struct {
			variant string
			price   int
		}
		vars := []offer{{tt.Name, tt.Price}}
		if tt.Variant != "" {
			vars = append(vars, offer{tt.Variant, tt.VarPrice})
		}
		for _, v := range vars {
			if _, err := (buyTrainStep{}).check(g, f, t, v.variant, v.price); err != nil {
				continue
			}
			out = add(out, base.WithShared(variantExtra(v.variant)), func(a *engine.Action) {
				a.Train = g.trains[t].ID
				a.Price = engine.Int(v.price)
			})
		}
	}
	for i := range g.trains { // other families' trains
		if !g.trains.tradable(f, i) {
			continue
		}
		if _, err := (buyTrainStep{}).check(g, f, i, g.trains[i].Name, 1); err != nil {
			continue
		}
		for _, price := range priceRange(trainDepot.TradeMin, g.fams[f].Cash) {
			out = add(out, base.WithShared(variantExtra(g.trains[i].Variant)), func(a *engine.Action) {
				a.Train = g.trains[i].ID
				a.Price = engine.Int(price)
			})
		}
	}
	return out
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
	price := engine.IntOr(a.Price, -1)
	price, err := b.check(g, f, ti, variant, price)
	if err != nil {
		return err
	}
	b.make(g, f, ti, variant, price)
	return nil
}

// emergencySell: the president sells shares to raise money for a
// family that must buy a train.
func (b buyTrainStep) emergencySell(g *Game, e rounds.Entity, a engine.Action) error {
	f := g.operator()
	p := g.fams[f].President
	if e.Kind != rounds.Player || e.Idx != p {
		return engine.Illegal("emergency money", "only %s's president sells shares for it", g.fams[f].Sym)
	}
	sf, err := g.fams.soldFamily(a)
	if err != nil {
		return err
	}
	percent := engine.IntOr(a.Percent, 0)
	if err := g.fams.checkBundle(p, sf, g.players[p].Name, a.Shares, percent); err != nil {
		return err
	}
	if err := b.emergencySellOK(g, f, p, sf, percent); err != nil {
		return err
	}
	g.sellBundle(p, sf, percent, g.fams.namedCerts(sf, a.Shares)...)
	for k := 0; k < percent/20; k++ {
		g.moveMarket(sf, stockMarket.Down)
	}
	g.round.reorder(g.fams.operatingOrder())
	return nil
}
