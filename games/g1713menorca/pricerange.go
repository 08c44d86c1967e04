package g1713menorca

import "ferro/engine"

var _ engine.PriceRanger = (*Game)(nil)

// PriceRange: a vehicle bought from another company costs any amount from
// the depot's trade minimum to the buyer's cash (the legal list gives the
// two ends), as in 18ZOO, so the page asks the price in one field.
func (g *Game) PriceRange(a engine.Action) (lo, hi int, ok bool) {
	if a.Type != "buy_train" || a.Price == nil {
		return 0, 0, false
	}
	s := g.st
	c, v := s.corp(a.Entity), s.Vehicles.byID(a.Train)
	if c == nil || v == nil || v.Owner == "" || v.Owner == "-" || v.Owner == c.Sym || s.corp(v.Owner) == nil {
		return 0, 0, false
	}
	return vehicleDepot.TradeMin, c.Cash, vehicleDepot.TradePrice(vehicleDepot.TradeMin, c.Cash)
}
