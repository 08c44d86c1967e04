package g18zoo

import (
	"math"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The dividend step: the family operating pays out or withholds its run's
// revenue (skipped: it withholds).
type dividendStep struct{}

func (dividendStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	return dividendStep{}.take(g, e.Idx, a)
}

func (dividendStep) Skip(g *Game, s *rounds.State) {
	dividendStep{}.withhold(g)
	s.Passed = true
}

func (dividendStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	f := g.operator()
	if e != fam(f) || g.round.revenue() == 0 {
		return 0
	}
	return actDividend
}

// List: pay out and withhold.
func (dividendStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, k := range dividendKinds {
		out = append(out, base.WithShared(k))
	}
	return out
}

func (dividendStep) take(g *Game, f int, a engine.Action) error {
	kind := a.Extras().Kind
	if kind != "payout" && kind != "withhold" {
		return engine.Illegal("dividend", "kind must be payout or withhold, not %q", kind)
	}
	dividendStep{}.pay(g, f, kind)
	return nil
}

func (dividendStep) withhold(g *Game) { dividendStep{}.pay(g, g.operator(), "withhold") }

func (dividendStep) pay(g *Game, f int, kind string) {
	revenue := g.round.revenue()
	subsidy := dividendStep{}.subsidy(g)
	for _, t := range g.trains.of(f) {
		g.trains[t].Operated = true
	}
	dividendStep{}.lastRun(g, f)
	g.round.Routes = nil
	fm := &g.fams[f]
	if kind == "withhold" {
		g.pay(shares.InBank, shares.Corp(f), int(math.Ceil(float64(revenue)/25))+subsidy)
		g.moveMarket(f, stockMarket.Left)
	} else {
		g.pay(shares.InBank, shares.Corp(f), subsidy)
		perShare := cellAt(g.updatedPrice(f, revenue)).Gain
		if perShare > 0 {
			perShare = cellAt(g.updatedPrice(f, revenue+subsidy)).Gain
			for p := range g.players {
				g.pay(shares.InBank, shares.Player(p), g.percentOf(p, f)/20*perShare)
			}
			up := g.updatedPrice(f, revenue)
			if bonus := presidentBonus(up); bonus > 0 && fm.President >= 0 {
				g.pay(shares.InBank, shares.Player(fm.President), bonus)
			}
		}
		if revenue >= cellAt(fm.Price).Threshold {
			g.moveMarket(f, stockMarket.Right)
		}
	}
	for _, p := range hooks.dividend {
		p.H.dividendPaid(g, g.powerIdx(p.K), f)
	}
	g.round.step(stDividend).Passed = true
}
