package g18zoo

import (
	"slices"
	"strings"

	"ferro/engine/market"
)

func (g *Game) moveTo(f int, to pos) {
	if to == g.fams[f].Price || !stockMarket.Has(to) {
		return // nothing moves into a missing cell
	}
	g.setPrice(f, to)
	if cellAt(to).EndGame && g.endTrigger == "" {
		g.endTrigger, g.endTiming = "stock_market", "current_or"
	}
}

func (g *Game) moveUp(f int)    { g.moveTo(f, stockMarket.Up(g.fams[f].Price)) }
func (g *Game) moveDown(f int)  { g.moveTo(f, stockMarket.Down(g.fams[f].Price)) }
func (g *Game) moveLeft(f int)  { g.moveTo(f, stockMarket.Left(g.fams[f].Price)) }
func (g *Game) moveRight(f int) { g.moveTo(f, stockMarket.Right(g.fams[f].Price)) }

// operatingOrder: floated families by price, highest first; then the
// rightmost column, the upper row, and who reached the cell first
// (market.Compare).
func (g *Game) operatingOrder() []int {
	var out []int
	for i, f := range g.fams {
		if f.Floated && !f.Closed {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		fa, fb := &g.fams[a], &g.fams[b]
		if c := market.Compare(standing(fa), standing(fb)); c != 0 {
			return c
		}
		return strings.Compare(fa.Name, fb.Name)
	})
	return out
}

func (g *Game) placeHomeToken(f int) {
	_ = g.board.placeHome(g.fams[f].Sym)
}

func standing(f *Family) market.Standing {
	return market.Standing{Price: cellAt(f.Price).Price, Pos: f.Price, Arrival: f.PriceSeq}
}
