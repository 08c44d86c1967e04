package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

var _ engine.PriceRanger = (*Game)(nil)

// PriceRange: a train bought from another family costs any amount from
// the depot's trade minimum to the buyer's cash (the legal list gives the
// two ends, buyTrainStep.list).
func (g *Game) PriceRange(a engine.Action) (lo, hi int, ok bool) {
	if a.Type != "buy_train" || a.Price == nil {
		return 0, 0, false
	}
	f := g.fams.idx(a.Entity)
	t := g.trains.byID(a.Train)
	if f < 0 || t < 0 || g.trains[t].Owner.Kind != shares.Treasury || g.trains[t].Owner.IsCorp(f) {
		return 0, 0, false
	}
	lo, hi = trainDepot.TradeMin, g.fams[f].Cash
	if hi < lo {
		return 0, 0, false
	}
	return lo, hi, true
}
