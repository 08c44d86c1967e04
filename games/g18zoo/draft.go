package g18zoo

import "ferro/engine"

// The opening draft: four powers on offer (six with five players), each
// player from last to first buys one at its value or passes.

func (g *Game) draftActions(e entity) actSet {
	if e != g.stepEntity(g.round.step(stDraft)) {
		return 0
	}
	return actBid | actPass
}

func (g *Game) draftBid(p int, a engine.Action) error {
	c := g.companyIdx(a.Company)
	if c < 0 || !contains(g.available, c) {
		return engine.Illegal("draft", "%s is not on offer", a.Company)
	}
	// 18xx.games takes the price the bid names (from 0 up to the player's cash)
	price := g.companies[c].Value
	if a.Price != nil {
		price = *a.Price
	}
	if price < 0 {
		return engine.Illegal("draft", "a price cannot be negative")
	}
	if g.players[p].Cash < price {
		return engine.Illegal("cash", "%s has %d$N, %s costs %d$N", g.players[p].Name, g.players[p].Cash, a.Company, price)
	}
	g.companies[c].Owner = p
	g.seq++
	g.companies[c].Seq = g.seq
	g.pay(p, holderBank, price)
	g.available = remove(g.available, c)
	g.boughtPower(c)
	g.draftNext()
	return nil
}

func (g *Game) draftNext() {
	r := g.round
	r.Index = (r.Index + 1) % len(r.Entities)
	if r.Index == 0 {
		r.step(stDraft).Passed = true
	}
}

// boughtPower is the immediate effect of a player's buying a power.
func (g *Game) boughtPower(c int) {
	if h, ok := g.rulesFor(c).(boughtHook); ok {
		h.bought(g, c)
	}
}
