package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
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
