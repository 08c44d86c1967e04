package g18zoo

import "sort"

func (g *Game) moveTo(f int, to pos) {
	if to == g.fams[f].Price || !cellExists(to.Row, to.Col) {
		return // nothing moves into a missing cell
	}
	g.setPrice(f, to)
	if to.cell().EndGame && g.endTrigger == "" {
		g.endTrigger, g.endTiming = "stock_market", "current_or"
	}
}

func (g *Game) moveUp(f int)    { g.moveTo(f, g.fams[f].Price.up()) }
func (g *Game) moveDown(f int)  { g.moveTo(f, g.fams[f].Price.down()) }
func (g *Game) moveLeft(f int)  { g.moveTo(f, g.fams[f].Price.left()) }
func (g *Game) moveRight(f int) { g.moveTo(f, g.fams[f].Price.right()) }

// operatingOrder: floated families by price, highest first; then the
// rightmost column, the upper row, and who reached the cell first.
func (g *Game) operatingOrder() []int {
	var out []int
	for i, f := range g.fams {
		if f.Floated && !f.Closed {
			out = append(out, i)
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		fa, fb := &g.fams[out[a]], &g.fams[out[b]]
		pa, pb := fa.Price.cell().Price, fb.Price.cell().Price
		if pa != pb {
			return pa > pb
		}
		if fa.Price.Col != fb.Price.Col {
			return fa.Price.Col > fb.Price.Col
		}
		if fa.Price.Row != fb.Price.Row {
			return fa.Price.Row < fb.Price.Row
		}
		if fa.PriceSeq != fb.PriceSeq {
			return fa.PriceSeq < fb.PriceSeq
		}
		return fa.Name < fb.Name
	})
	return out
}

func (g *Game) placeHomeToken(f int) {
	_ = g.board.placeHome(g.fams[f].Sym)
}
