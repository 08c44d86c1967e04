package g18zoo

import "ferro/engine"

// The stock round's step: buy, sell, par, buy powers, use stock-round
// powers and ZOOTickets (stock.go).
type stockStep struct{}

func init() { defineStep(stBuySellPar, stockStep{}) }

func (stockStep) actions(g *Game, e entity) actSet { return g.stockActions(e) }

func (stockStep) skip(g *Game, s *stepState) { g.stockPass() }

func (stockStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if e.Kind == 'c' {
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
