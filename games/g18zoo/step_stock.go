package g18zoo

import (
	"encoding/json"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The stock round's step: buy, sell, par, buy powers, use stock-round
// powers and ZOOTickets (stock.go).
type stockStep struct{}

func init() { steps.Define(stBuySellPar, stockStep{}) }

func (stockStep) Actions(g *Game, e rounds.Entity) rounds.Set { return g.stockActions(e) }

func (stockStep) Skip(g *Game, s *rounds.State) { g.stockPass() }

// HasAction: whether the player has a move (asked often; stops at the
// first move found).
func (stockStep) HasAction(g *Game, e rounds.Entity) bool { return g.stockHasAction(e) }

// Claims: the stock-round moves whose processors check every rule
// themselves, so that a refused one names its rule rather than the turn.
func (stockStep) Claims(typ string) bool {
	return typ == "buy_shares" || typ == "par" || typ == "sell_shares" || typ == "buy_company"
}

// list: each par (family and price), certificate to buy, bundle to sell,
// power on sale, and use of a power.
func (stockStep) list(g *Game, e rounds.Entity, typ string, base engine.Action, out []engine.Action) []engine.Action {
	switch typ {
	case "par":
		var prices []*engine.Extra // one share_price each, shared by every family's par there
		for f := range g.fams {
			if g.fams[f].IPOed || !g.familyAvailable(f) {
				continue
			}
			if prices == nil {
				for _, p := range g.parPrices(e.Idx) {
					sp, _ := json.Marshal(sharePriceID(p))
					prices = append(prices, &engine.Extra{SharePrice: sp})
				}
			}
			for _, sp := range prices {
				a := base.WithShared(sp)
				a.Corporation = g.fams[f].Sym
				out = append(out, a)
			}
		}
	case "buy_shares":
		for f := range g.fams {
			for i, c := range g.fams[f].Shares {
				if o := c.Owner; !o.IsCorp(f) && o != shares.InPool || i == cousinCert && o.IsCorp(f) && !g.fams[f].CousinOK {
					continue
				}
				if g.canBuyCert(e.Idx, f, i) {
					out = add(out, base, func(a *engine.Action) {
						a.Shares = []string{shareID(&g.fams[f], i)}
						a.Percent = engine.Int(c.Pct)
					})
				}
			}
		}
	case "sell_shares":
		if e.Kind != rounds.Player {
			break
		}
		for f := range g.fams {
			if !g.canSell(e.Idx, f) {
				continue
			}
			for pc := range g.sellableBundles(e.Idx, f).All() {
				shares := g.bundleShares(e.Idx, f, pc)
				out = add(out, base, func(a *engine.Action) {
					a.Shares = shares
					a.Percent = engine.Int(pc)
				})
			}
		}
	case "buy_company":
		if e.Kind != rounds.Player {
			break
		}
		for _, c := range g.buyablePowers(e.Idx) {
			out = add(out, base, func(a *engine.Action) {
				a.Company = g.companies[c].Sym
				a.Price = engine.Int(g.companies[c].Value)
			})
		}
	case "choose_ability":
		out = listChoices(g, e, base, out)
	}
	return out
}

func (stockStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if e.Kind == rounds.Company {
		return g.processChooseSR(e.Idx, a)
	}
	p := e.Idx
	switch a.Type {
	case "pass":
		g.stockPass()
		return nil
	case "par":
		return g.processPar(p, a)
	case "buy_shares":
		return g.processBuyShares(p, a)
	case "sell_shares":
		return g.processSellShares(p, a)
	case "buy_company":
		return g.processBuyPower(p, a)
	case "choose_ability":
		return engine.Illegal("choose ability", "powers are used by the power itself (entity_type company)")
	}
	return engine.Illegal("stock round", "%s is not a stock round action", a.Type)
}
