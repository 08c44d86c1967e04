package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// The opening draft: four powers on offer (six with five players), each
// player from last to first buys one at its value (or the price bid) or
// passes.
type draftStep struct{}

func (draftStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "bid" {
		return draftStep{}.bid(g, e.Idx, a)
	}
	draftStep{}.next(g)
	return nil
}

func (draftStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e != steps.WaitsFor(g, g.round.step(stDraft)) {
		return 0
	}
	return actBid | actPass
}

// List: each power on offer the player can pay for, at its value.
func (draftStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, c := range g.available {
		if g.players[e.Idx].Cash < g.companies[c].Value {
			continue
		}
		out = add(out, base, func(a *engine.Action) {
			a.Company = g.companies[c].Sym
			a.Price = engine.Int(g.companies[c].Value)
		})
	}
	return out
}

func (draftStep) bid(g *Game, p int, a engine.Action) error {
	c := g.companyIdx(a.Company)
	if c < 0 || !contains(g.available, c) {
		return engine.Illegal("draft", "%s is not on offer", a.Company)
	}
	// 18xx.games takes the price the bid names (from 0 up to the player's cash)
	price := engine.IntOr(a.Price, g.companies[c].Value)
	if price < 0 {
		return engine.Illegal("draft", "a price cannot be negative")
	}
	if g.players[p].Cash < price {
		return engine.Illegal("cash", "%s has %d$N, %s costs %d$N", g.players[p].Name, g.players[p].Cash, a.Company, price)
	}
	g.sellPower(c, p, price)
	draftStep{}.next(g)
	return nil
}

func (draftStep) next(g *Game) {
	r := g.round
	r.Index = (r.Index + 1) % len(r.Entities)
	if r.Index == 0 {
		r.step(stDraft).Passed = true
	}
}
