package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The buy company step: the family operating buys a power from a player
// at any price from 0 to its value.
type buyCompanyStep struct{}

func (st buyCompanyStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e == fam(g.operator()) && st.mayBuyAny(g, e.Idx) {
		return actBuyCompany
	}
	return 0
}

// List: each power the family may buy, at every price from 0 to its value
// within the family's cash.
func (st buyCompanyStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, c := range st.offer(g, e.Idx) {
		for price := 0; price <= g.fams[e.Idx].Cash && price <= g.companies[c].Value; price++ {
			out = add(out, base, func(a *engine.Action) {
				a.Company = g.companies[c].Sym
				a.Price = engine.Int(price)
			})
		}
	}
	return out
}

func (buyCompanyStep) NonBlocking() {}
func (buyCompanyStep) Aside()       {}

func (buyCompanyStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	f := e.Idx
	c := g.companyIdx(a.Company)
	if c < 0 || !g.companies[c].familiesMayBuy() || powersOf(g.companies, shares.Corp(f)) >= 3 {
		return engine.Illegal("buy power", "%s cannot buy %s", g.fams[f].Sym, a.Company)
	}
	price := engine.IntOr(a.Price, 0)
	if price < 0 || price > g.companies[c].Value || price > g.fams[f].Cash {
		return engine.Illegal("buy power", "a family pays 0 to %d$N for %s, and at most its cash", g.companies[c].Value, a.Company)
	}
	seller := g.companies[c].Owner
	g.pay(shares.Corp(f), seller, price)
	if h := g.companies[c].hooks().boughtBy; h != nil {
		h.boughtBy(g, c, f)
	}
	g.companies[c].Owner = shares.Corp(f)
	g.seq++
	g.companies[c].Seq = g.seq
	return nil
}

// offer: the powers family f may buy from players (none while it holds three).
func (buyCompanyStep) offer(g *Game, f int) []int {
	if powersOf(g.companies, shares.Corp(f)) >= 3 {
		return nil
	}
	var out []int
	for i := range g.companies {
		if g.companies[i].familiesMayBuy() {
			out = append(out, i)
		}
	}
	return out
}

// mayBuyAny: offer(g, f) is not empty.
func (buyCompanyStep) mayBuyAny(g *Game, f int) bool {
	return powersOf(g.companies, shares.Corp(f)) < 3 && anyOf(len(g.companies), func(i int) bool { return g.companies[i].familiesMayBuy() })
}
