package g18zoo

import (
	"ferro/engine/market"
)

// moveMarket moves family f's price one cell by step (stockMarket.Up,
// Down, Left or Right; nothing moves into a missing cell). An end-game
// cell ends the game after the current operating round.
func (g *Game) moveMarket(f int, step func(pos) pos) {
	to := step(g.fams[f].Price)
	if to == g.fams[f].Price || !stockMarket.Has(to) {
		return
	}
	g.fams[f].setPrice(to, &g.priceSeq)
	if cellAt(to).EndGame && g.endTrigger == "" {
		g.endTrigger, g.endTiming = "stock_market", "current_or"
	}
}

func (fm *Family) price() int { return cellAt(fm.Price).Price }

// setPrice puts the family on cell at, the last to arrive there (seq
// counts arrivals).
func (fm *Family) setPrice(at pos, seq *int) {
	*seq++
	fm.Price = at
	fm.PriceSeq = *seq
}

func standing(f *Family) market.Standing {
	return market.Standing{Price: cellAt(f.Price).Price, Pos: f.Price, Arrival: f.PriceSeq}
}
