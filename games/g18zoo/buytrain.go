package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// Buying trains: from the depot (the next type, or a discarded train), or
// from another family at any price from 1$N. A family without trains must
// buy one; if it cannot pay, its president sells shares (and may sell
// ZOOTickets), then pays the rest, and the bank lends what the president
// lacks against a penalty of twice the loan at the end. These are the
// buy train step's rules (step_buy_train.go); the depot is engine/depot
// (fleet.go).

// blocked: a power keeps family f from buying trains (it may only pass).
func (buyTrainStep) blocked(g *Game, f int) bool {
	return anyOf(len(hooks.noTrains), func(i int) bool { return hooks.noTrains[i].H.buysNoTrain(g, g.powerIdx(hooks.noTrains[i].K), f) })
}

// must: family f has no train and the depot sells one.
func (buyTrainStep) must(g *Game, f int) bool {
	return !g.trains.has(f) && len(g.fleetView().onSale) > 0
}

// can: family f may buy a train now (it has room and the money for the
// cheapest).
func (buyTrainStep) can(g *Game, f int) bool {
	if g.round.PresidentHelped {
		return false
	}
	v := g.fleetView()
	min := g.trains.cheapest(f, v.onSale)
	return v.room(f) && min >= 0 && buyingPower(&g.fams[f], g.companies) >= min
}

// check says whether family f may buy train ti as variant for
// price (-1: the depot's price) and returns the price.
func (b buyTrainStep) check(g *Game, f, ti int, variant string, price int) (int, error) {
	t := &g.trains[ti]
	fromDepot := t.Owner == shares.InDepot || t.Owner == shares.InDiscard
	fm := &g.fams[f]
	if fromDepot {
		if !contains(g.fleetView().onSale, ti) {
			return 0, engine.Illegal("train order", "%s is not for sale yet", t.ID)
		}
		list := -1
		if variant == t.kind().Name {
			list = t.kind().Price
		} else if variant == t.kind().Variant {
			list = t.kind().VarPrice
		}
		if list < 0 {
			return 0, engine.Illegal("buy train", "%s has no variant %s", t.Name, variant)
		}
		if price < 0 {
			price = list
		}
		if price != list {
			return 0, engine.Illegal("train price", "%s costs %d$N from the depot", variant, list)
		}
	} else {
		if !g.trains.tradable(f, ti) {
			return 0, engine.Illegal("buy train", "%s is not for sale", t.ID)
		}
		if variant != t.Name {
			return 0, engine.Illegal("buy train", "%s is a %s", t.ID, t.Name)
		}
		if !trainDepot.TradePrice(price, fm.Cash) {
			return 0, engine.Illegal("train price", "a train from another family costs %d$N to %d$N", trainDepot.TradeMin, fm.Cash)
		}
	}
	if v := g.fleetView(); !v.room(f) {
		return 0, engine.Illegal("train limit", "%s already has %d trains", fm.Sym, v.count(f))
	}
	if remaining := price - fm.Cash; remaining > 0 {
		if !fromDepot || !b.must(g, f) {
			return 0, engine.Illegal("cash", "%s has %d$N, the train costs %d$N", fm.Sym, fm.Cash, price)
		}
		p := fm.President
		if remaining > g.players[p].Cash && b.sellable(g, f, p) > 0 {
			return 0, engine.Illegal("emergency money", "%s must sell shares before the bank lends money", g.players[p].Name)
		}
	}
	return price, nil
}

// make makes the purchase: the president helps and the bank lends when
// the family must buy and cannot pay; then the price moves and phases change.
func (b buyTrainStep) make(g *Game, f, ti int, variant string, price int) {
	t := &g.trains[ti]
	fromDepot := t.Owner == shares.InDepot || t.Owner == shares.InDiscard
	wasDiscarded := t.Owner == shares.InDiscard
	fm := &g.fams[f]
	if remaining := price - fm.Cash; remaining > 0 {
		p := fm.President
		g.round.PresidentHelped = true
		if remaining > g.players[p].Cash {
			loan := remaining - g.players[p].Cash
			g.pay(shares.InBank, shares.Player(p), loan)
			g.players[p].Penalty += 2 * loan
		}
		g.pay(shares.Player(p), shares.Corp(f), remaining)
	}
	seller := shares.InBank
	if !fromDepot {
		seller = t.Owner
	}
	g.pay(shares.Corp(f), seller, price)
	g.moveTrain(ti, shares.Corp(f))
	t.Variant = variant
	t.Name = variant
	if fromDepot && !wasDiscarded {
		if t.kind().Count < 0 {
			g.trains.restock(ti)
		}
		g.trainBought(f, ti)
	}
	if !wasDiscarded {
		if !g.round.AnyTrainBought && fromDepot {
			g.moveMarket(f, stockMarket.Right)
			g.round.AnyTrainBought = true
		}
		if g.firstTrainOfPhase {
			g.moveMarket(f, stockMarket.Right)
			g.firstTrainOfPhase = false
		}
	}
	if !b.can(g, f) {
		g.round.step(stBuyTrain).Passed = true
	}
}

// sellable is what the president p of family op could still raise
// by emergency sales (never handing over op's presidency).
func (buyTrainStep) sellable(g *Game, op, p int) int {
	v := 0
	for f := range g.fams {
		best := 0
		for pc := range g.fams[f].saleSizes(g.order, p).All() {
			if f == op && g.fams[f].successor(g.order, p, g.percentOf(p, f)-pc) >= 0 {
				continue
			}
			best = pc
		}
		v += best / 20 * g.fams[f].price()
	}
	return v
}

// trainBought handles phase changes, rusting and the first-train events.
func (g *Game) trainBought(f, ti int) {
	t := &g.trains[ti]
	tt := t.kind()
	if !trainDepot.FirstOfType(&g.trains, ti) {
		return
	}
	if next := trainDepot.Starts(t.Type, g.phase); next > g.phase {
		g.phase = next
		for _, p := range hooks.phase {
			p.H.phaseChanges(g, g.powerIdx(p.K))
		}
	}
	if tt.NewTrain && g.round.Kind == rOperating {
		g.firstTrainOfPhase = true
	}
	p := trainDepot.Types[t.Type].Starts // the type's phase, as a rust trigger
	g.rustTrainsOn(p)
	if tt.RustOwn {
		// the first 4J (or 2J) rusts its buyer's own obsolete 3S Long and 4S at once
		for _, o := range g.trains.of(f) {
			if g.trains[o].Obsolete {
				g.trains[o].RustsIn = p
			}
		}
		g.rustTrainsOn(p)
	}
}

// emergencySellOK: the president of family f may sell percent of family sf
// to raise money for f's train, but no more than the train needs.
func (buyTrainStep) emergencySellOK(g *Game, f, p, sf, percent int) error {
	if !g.fams[sf].saleSizes(g.order, p).Has(percent) {
		return engine.Illegal("sell shares", "%d%% of %s cannot be sold", percent, g.fams[sf].Sym)
	}
	if sf == f && g.fams[sf].successor(g.order, p, g.percentOf(p, sf)-percent) >= 0 {
		return engine.Illegal("emergency money", "selling %d%% of %s would hand over its presidency while it buys a train", percent, g.fams[sf].Sym)
	}
	_, max := g.trains.depotPrices(g.fleetView().onSale)
	need := max - (g.players[p].Cash + g.fams[f].Cash)
	if need <= 0 {
		return engine.Illegal("emergency money", "%s and its president can already pay for a train", g.fams[f].Sym)
	}
	if percent > 20 && (percent-20)/20*g.fams[sf].price() >= need {
		return engine.Illegal("emergency money", "sell no more shares than the train needs")
	}
	return nil
}
