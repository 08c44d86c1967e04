package g18zoo

import (
	"strings"

	"ferro/engine"
)

// Buying trains: from the depot (the next type, or a discarded train), or
// from another family at any price from 1$N. A family without trains must
// buy one; if it cannot pay, its president sells ZOOTickets and shares, and
// the bank lends the rest against a penalty of twice the loan.

func (g *Game) trainLimit() int { return g.currentPhase().TrainLimit }

func (g *Game) countTrains(f int) int {
	n := 0
	for _, t := range g.famTrains(f) {
		if !g.trains[t].Obsolete {
			n++
		}
	}
	return n
}

// depotTrains are the trains the depot sells now: the first of the next
// type (and its variant) and the discarded ones.
func (g *Game) depotTrains() []int {
	var out []int
	for i, t := range g.trains {
		if t.Owner == holderDepot && !trainTypes[t.Type].Reserved {
			out = append(out, i)
			break
		}
	}
	for i, t := range g.trains {
		if t.Owner == holderDiscard {
			out = append(out, i)
		}
	}
	return out
}

func (g *Game) minDepotPrice() int {
	min := -1
	for _, t := range g.depotTrains() {
		tt := trainTypes[g.trains[t].Type]
		p := tt.Price
		if tt.Variant != "" && tt.VarPrice < p {
			p = tt.VarPrice
		}
		if min < 0 || p < min {
			min = p
		}
	}
	return min
}

func (g *Game) hasPatch1S(f int) bool {
	for _, t := range g.famTrains(f) {
		if g.trains[t].Name == "1S" {
			return true
		}
	}
	return false
}

func (g *Game) mustBuyTrain(f int) bool { return len(g.famTrains(f)) == 0 }

func (g *Game) canBuyTrain(f int) bool {
	if g.round.PresidentHelped {
		return false
	}
	if g.countTrains(f) >= g.trainLimit() {
		return false
	}
	min := g.minDepotPrice()
	if min >= 0 && g.buyingPowerWithTickets(f) >= min {
		return true
	}
	// from other families at 1$N or more
	for i, t := range g.trains {
		if t.Owner >= famBase && t.Owner != famBase+f && t.Name != "1S" && g.fams[f].Cash >= 1 {
			_ = i
			return true
		}
	}
	return false
}

func (g *Game) buyTrainActions(e entity) []string {
	f := g.operator()
	if e != fam(f) {
		return nil
	}
	if g.hasPatch1S(f) && g.canBuyTrain(f) {
		return []string{"pass"}
	}
	if g.mustBuyTrain(f) {
		if g.buyingPowerWithTickets(f) < g.minDepotPrice() {
			return []string{"sell_shares", "buy_train"}
		}
		return []string{"buy_train"}
	}
	if g.canBuyTrain(f) {
		return []string{"buy_train", "pass"}
	}
	return nil
}

func (g *Game) processBuyTrain(f int, a engine.Action) error {
	ti := g.trainByID(a.Train)
	if ti < 0 {
		return engine.Illegal("buy train", "no train %q", a.Train)
	}
	t := &g.trains[ti]
	price := t.kind().Price
	if a.Price != nil {
		price = *a.Price
	}
	variant := a.Variant
	if variant == "" {
		variant = t.kind().Name
	}
	fromDepot := t.Owner == holderDepot || t.Owner == holderDiscard
	wasDiscarded := t.Owner == holderDiscard
	if fromDepot {
		if !contains(g.depotTrains(), ti) {
			return engine.Illegal("train order", "%s is not for sale yet", a.Train)
		}
		list := t.kind().Price
		if variant != t.kind().Name {
			if variant != t.kind().Variant {
				return engine.Illegal("buy train", "%s has no variant %s", t.Name, variant)
			}
			list = t.kind().VarPrice
		}
		if price != list && !g.round.EmergencyBuying {
			if price != list {
				return engine.Illegal("train price", "%s costs %d$N from the depot", variant, list)
			}
		}
	} else {
		if t.Owner < famBase || t.Owner == famBase+f {
			return engine.Illegal("buy train", "%s is not for sale", a.Train)
		}
		if price < 1 {
			return engine.Illegal("train price", "trains between families cost at least 1$N")
		}
	}
	if g.countTrains(f) >= g.trainLimit() {
		return engine.Illegal("train limit", "%s already has %d trains", g.fams[f].Sym, g.countTrains(f))
	}
	fm := &g.fams[f]
	if fm.Cash < price {
		if !fromDepot || !g.mustBuyTrain(f) {
			return engine.Illegal("cash", "%s has %d$N, the train costs %d$N", fm.Sym, fm.Cash, price)
		}
		// emergency: the president pays the rest, the bank lends what is missing
		need := price - fm.Cash
		p := fm.President
		g.pay(famBase+f, holderBank, fm.Cash)
		if g.players[p].Cash >= need {
			g.pay(p, holderBank, need)
		} else {
			loan := need - g.players[p].Cash
			g.pay(p, holderBank, g.players[p].Cash)
			g.issued += 0
			g.players[p].Penalty += 2 * loan
		}
		g.round.PresidentHelped = true
	} else {
		seller := holderBank
		if !fromDepot {
			seller = t.Owner
		}
		g.pay(famBase+f, seller, price)
	}
	oldOwnerCorp := !fromDepot
	t.Owner = famBase + f
	g.seq++
	t.Seq = g.seq
	t.Variant = variant
	if variant != t.kind().Name {
		t.Name = variant
	}
	if fromDepot && !wasDiscarded {
		if t.kind().Count < 0 {
			g.restock(ti)
			t = &g.trains[ti]
		}
		g.trainBought(f, ti)
	}
	if !wasDiscarded {
		if !g.round.AnyTrainBought && !oldOwnerCorp {
			g.moveRight(f)
			g.round.AnyTrainBought = true
		}
		if g.firstTrainOfPhase {
			g.moveRight(f)
			g.firstTrainOfPhase = false
		}
	}
	return nil
}

// trainBought handles phase changes, rusting and the first-train events.
func (g *Game) trainBought(f, ti int) {
	t := &g.trains[ti]
	tt := t.kind()
	first := true
	for i, o := range g.trains {
		if i != ti && o.Type == t.Type && o.Owner != holderDepot {
			first = false
		}
	}
	if !first {
		return
	}
	for pi, ph := range phases {
		if ph.On == tt.Name && pi > g.phase {
			g.phase = pi
		}
	}
	if tt.NewTrain && g.round.Kind == rOperating {
		g.firstTrainOfPhase = true
	}
	name := tt.Name
	for i := range g.trains {
		o := &g.trains[i]
		if o.Owner < famBase && o.Owner != holderDiscard {
			continue
		}
		if o.RustsOn == name && !strings.HasPrefix(o.RustsOn, "block-") {
			o.Owner = holderNone
			o.Rusted = true
		}
		if trainTypes[o.Type].ObsoleteOn == name {
			o.Obsolete = true
		}
	}
	if tt.RustOwn {
		for _, o := range g.famTrains(f) {
			if g.trains[o].Obsolete {
				g.rustTrain(o)
			}
		}
	}
	// families over the new limit discard
	for i := range g.fams {
		if g.countTrains(i) > g.trainLimit() && !contains(g.round.PendingDiscard, i) {
			g.round.PendingDiscard = append(g.round.PendingDiscard, i)
		}
	}
}

func (g *Game) processDiscardTrain(f int, a engine.Action) error {
	ti := g.trainByID(a.Train)
	if ti < 0 || g.trains[ti].Owner != famBase+f {
		return engine.Illegal("discard train", "%s does not own %s", g.fams[f].Sym, a.Train)
	}
	g.trains[ti].Owner = holderDiscard
	if g.countTrains(f) <= g.trainLimit() {
		g.round.PendingDiscard = remove(g.round.PendingDiscard, f)
	}
	return nil
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
		Owner: holderDepot, RustsOn: tt.RustsOn, Variant: tt.Name})
}
