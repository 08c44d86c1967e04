package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// Buying trains: from the depot (the next type, or a discarded train), or
// from another family at any price from 1$N. A family without trains must
// buy one; if it cannot pay, its president sells shares (and may sell
// ZOOTickets), then pays the rest, and the bank lends what the president
// lacks against a penalty of twice the loan at the end.

func (g *Game) trainLimit() int { return g.currentPhase().TrainLimit }

func (g *Game) countTrains(f int) int {
	n := 0
	for i := range g.trains {
		if g.trains[i].Owner == shares.Corp(f) && !g.trains[i].Obsolete {
			n++
		}
	}
	return n
}

// depotTrains are the trains the depot sells now: the first of the next
// type and one discarded train of each name.
func (g *Game) depotTrains() []int {
	var out []int
	next := -1 // the first depot train in depot order (type, then copy)
	for i := range g.trains {
		t := &g.trains[i]
		if t.Owner == shares.InDepot && !trainTypes[t.Type].Reserved && (next < 0 || t.Type < g.trains[next].Type) {
			next = i
		}
	}
	if next >= 0 {
		out = append(out, next)
	}
	for i, t := range g.trains {
		if t.Owner != shares.InDiscard {
			continue
		}
		dup := false
		for _, j := range out {
			dup = dup || g.trains[j].Owner == shares.InDiscard && g.trains[j].Name == t.Name
		}
		if !dup { // one discarded train of each name is on offer
			out = append(out, i)
		}
	}
	return out
}

func (g *Game) trainPrices(ti int) []int {
	t := &g.trains[ti]
	tt := t.kind()
	if t.Owner == shares.InDiscard && t.Name != tt.Name {
		return []int{tt.VarPrice}
	}
	if tt.Variant != "" && t.Owner != shares.InDiscard {
		return []int{tt.Price, tt.VarPrice}
	}
	return []int{tt.Price}
}

func (g *Game) minDepotPrice() int {
	min := -1
	for _, t := range g.depotTrains() {
		for _, p := range g.trainPrices(t) {
			if min < 0 || p < min {
				min = p
			}
		}
	}
	if min < 0 {
		return 0
	}
	return min
}

func (g *Game) maxDepotPrice() int {
	max := 0
	for _, t := range g.depotTrains() {
		for _, p := range g.trainPrices(t) {
			if p > max {
				max = p
			}
		}
	}
	return max
}

// otherTrains are other families' trains this family may buy.
func (g *Game) otherTrains(f int) []int {
	var out []int
	for i := range g.trains {
		if g.otherTrain(f, i) {
			out = append(out, i)
		}
	}
	return out
}

// otherTrain: train i belongs to another family and family f may buy it.
func (g *Game) otherTrain(f, i int) bool {
	t := &g.trains[i]
	return t.Owner.Kind == shares.Treasury && t.Owner != shares.Corp(f) && !t.Obsolete && t.Name != "1S" && !t.Unbuyable
}

// minTrainPrice is the cheapest train the family could buy (1$N from another family).
func (g *Game) minTrainPrice(f int) int {
	for i := range g.trains {
		if g.otherTrain(f, i) {
			return 1
		}
	}
	min := -1
	for _, t := range g.depotTrains() {
		for _, p := range g.trainPrices(t) {
			if min < 0 || p < min {
				min = p
			}
		}
	}
	return min
}

// buysNoTrain: a power keeps family f from buying trains (it may only pass).
func (g *Game) buysNoTrain(f int) bool {
	for _, p := range hooks.noTrains {
		if p.h.buysNoTrain(g, g.powerIdx(p.k), f) {
			return true
		}
	}
	return false
}

func (g *Game) mustBuyTrain(f int) bool {
	return !g.hasTrains(f) && len(g.depotTrains()) > 0
}

func (g *Game) canBuyTrain(f int) bool {
	if g.round.PresidentHelped {
		return false
	}
	min := g.minTrainPrice(f)
	return g.countTrains(f) < g.trainLimit() && min >= 0 && g.buyingPowerWithTickets(f) >= min
}

// checkBuyTrain says whether family f may buy train ti as variant for
// price (-1: the depot's price) and returns the price.
func (g *Game) checkBuyTrain(f, ti int, variant string, price int) (int, error) {
	t := &g.trains[ti]
	fromDepot := t.Owner == shares.InDepot || t.Owner == shares.InDiscard
	fm := &g.fams[f]
	if fromDepot {
		if !contains(g.depotTrains(), ti) {
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
		if !contains(g.otherTrains(f), ti) {
			return 0, engine.Illegal("buy train", "%s is not for sale", t.ID)
		}
		if variant != t.Name {
			return 0, engine.Illegal("buy train", "%s is a %s", t.ID, t.Name)
		}
		max := fm.Cash
		if price < 1 || price > max {
			return 0, engine.Illegal("train price", "a train from another family costs 1$N to %d$N", max)
		}
	}
	if g.countTrains(f) >= g.trainLimit() {
		return 0, engine.Illegal("train limit", "%s already has %d trains", fm.Sym, g.countTrains(f))
	}
	if remaining := price - fm.Cash; remaining > 0 {
		if !fromDepot || !g.mustBuyTrain(f) {
			return 0, engine.Illegal("cash", "%s has %d$N, the train costs %d$N", fm.Sym, fm.Cash, price)
		}
		p := fm.President
		if remaining > g.players[p].Cash && g.sellableValue(f, p) > 0 {
			return 0, engine.Illegal("emergency money", "%s must sell shares before the bank lends money", g.players[p].Name)
		}
	}
	return price, nil
}

// buyTrain makes the purchase: the president helps and the bank lends when
// the family must buy and cannot pay; then the price moves and phases change.
func (g *Game) buyTrain(f, ti int, variant string, price int) {
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
	t.Owner = shares.Corp(f)
	g.seq++
	t.Seq = g.seq
	t.Variant = variant
	t.Name = variant
	if fromDepot && !wasDiscarded {
		if t.kind().Count < 0 {
			g.restock(ti)
			t = &g.trains[ti]
		}
		g.trainBought(f, ti)
	}
	if !wasDiscarded {
		if !g.round.AnyTrainBought && fromDepot {
			g.moveRight(f)
			g.round.AnyTrainBought = true
		}
		if g.firstTrainOfPhase {
			g.moveRight(f)
			g.firstTrainOfPhase = false
		}
	}
	if !g.canBuyTrain(f) {
		g.round.step(stBuyTrain).Passed = true
	}
}

// sellableValue is what the president p of family op could still raise
// by emergency sales (never handing over op's presidency).
func (g *Game) sellableValue(op, p int) int {
	v := 0
	for f := range g.fams {
		best := 0
		for pc := range g.sellableBundles(p, f).All() {
			if f == op && g.successor(f, p, g.percentOf(p, f)-pc) >= 0 {
				continue
			}
			best = pc
		}
		v += best / 20 * g.price(f)
	}
	return v
}

// restock puts a new copy of an unlimited train type into the depot.
func (g *Game) restock(ti int) {
	n := 0
	for _, t := range g.trains {
		if t.Type == g.trains[ti].Type {
			n++
		}
	}
	tt := g.trains[ti].kind()
	g.trains = append(g.trains, Train{Type: g.trains[ti].Type, Name: tt.Name, ID: tt.Name + "-" + itoa(n),
		Owner: shares.InDepot, RustsOn: tt.RustsOn, Variant: tt.Name})
}

// trainBought handles phase changes, rusting and the first-train events.
func (g *Game) trainBought(f, ti int) {
	t := &g.trains[ti]
	tt := t.kind()
	first := true
	for i, o := range g.trains {
		if i != ti && o.Type == t.Type && o.Owner != shares.InDepot {
			first = false
		}
	}
	if !first {
		return
	}
	for pi, ph := range phases {
		if ph.On == tt.Name && pi > g.phase {
			g.phase = pi
			for _, p := range hooks.phase {
				p.h.phaseChanges(g, g.powerIdx(p.k))
			}
		}
	}
	if tt.NewTrain && g.round.Kind == rOperating {
		g.firstTrainOfPhase = true
	}
	g.rustTrainsOn(tt.Name)
	if tt.RustOwn {
		// the first 4J (or 2J) rusts its buyer's own obsolete 3S Long and 4S at once
		for _, o := range g.famTrains(f) {
			if g.trains[o].Obsolete {
				g.trains[o].RustsOn = tt.Name
			}
		}
		g.rustTrainsOn(tt.Name)
	}
}

// crowded lists the families over the train limit, in family order: they
// discard before anything else happens.
// firstCrowded is the first family holding more trains than the phase
// allows (it must discard), or -1.
func (g *Game) firstCrowded() int {
	var count [16]int
	for i := range g.trains {
		if o, ok := g.trains[i].Owner.CorpOf(); ok && o < len(count) && !g.trains[i].Obsolete {
			count[o]++
		}
	}
	limit := g.trainLimit()
	for f := range g.fams {
		if count[f] > limit {
			return f
		}
	}
	return -1
}

// emergencySellOK: the president of family f may sell percent of family sf
// to raise money for f's train, but no more than the train needs.
func (g *Game) emergencySellOK(f, p, sf, percent int) error {
	if !g.sellableBundles(p, sf).Has(percent) {
		return engine.Illegal("sell shares", "%d%% of %s cannot be sold", percent, g.fams[sf].Sym)
	}
	if sf == f && g.successor(sf, p, g.percentOf(p, sf)-percent) >= 0 {
		return engine.Illegal("emergency money", "selling %d%% of %s would hand over its presidency while it buys a train", percent, g.fams[sf].Sym)
	}
	need := g.maxDepotPrice() - (g.players[p].Cash + g.fams[f].Cash)
	if need <= 0 {
		return engine.Illegal("emergency money", "%s and its president can already pay for a train", g.fams[f].Sym)
	}
	if percent > 20 && (percent-20)/20*g.price(sf) >= need {
		return engine.Illegal("emergency money", "sell no more shares than the train needs")
	}
	return nil
}
