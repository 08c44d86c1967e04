package g18zoo

import "ferro/engine/market"

// marketCell is one cell of the 18ZOO stock market. Besides the share
// price it gives the route threshold a run must reach for the price to move
// right, the fixed dividend each share pays, and its special kinds.
type marketCell struct {
	Price     int
	Threshold int // 0 on the end-game cell
	Gain      int // fixed dividend per share
	Par       int // 0, or the par level this cell offers (1: yellow 5/6/7, 2: green 9, 3: brown 12)
	SafePar   bool
	EndGame   bool
}

// The market grid, row 0 at the top. Rows have different lengths.
var marketCells = [][]marketCell{
	{{Price: 7, Threshold: 100, Gain: 1}, {Price: 8, Threshold: 150, Gain: 2}, {Price: 9, Threshold: 150, Gain: 2},
		{Price: 10, Threshold: 200, Gain: 2, SafePar: true}, {Price: 11, Threshold: 200, Gain: 2, SafePar: true},
		{Price: 12, Threshold: 250, Gain: 3, SafePar: true}, {Price: 13, Threshold: 250, Gain: 3, SafePar: true},
		{Price: 14, Threshold: 300, Gain: 3, SafePar: true}, {Price: 15, Threshold: 350, Gain: 3, SafePar: true},
		{Price: 16, Threshold: 400, Gain: 4}, {Price: 20, Threshold: 450, Gain: 5}, {Price: 24, Threshold: 0, Gain: 6, EndGame: true}},
	{{Price: 6, Threshold: 100, Gain: 1}, {Price: 7, Threshold: 100, Gain: 1, Par: 1}, {Price: 8, Threshold: 150, Gain: 2},
		{Price: 9, Threshold: 150, Gain: 2, Par: 2}, {Price: 10, Threshold: 200, Gain: 2}, {Price: 11, Threshold: 200, Gain: 2},
		{Price: 12, Threshold: 250, Gain: 3, Par: 3}, {Price: 13, Threshold: 250, Gain: 3}, {Price: 14, Threshold: 300, Gain: 3}},
	{{Price: 5, Threshold: 80, Gain: 1}, {Price: 6, Threshold: 100, Gain: 1, Par: 1}, {Price: 7, Threshold: 100, Gain: 2},
		{Price: 8, Threshold: 150, Gain: 2}, {Price: 9, Threshold: 150, Gain: 2}, {Price: 10, Threshold: 200, Gain: 2},
		{Price: 11, Threshold: 200, Gain: 2}},
	{{Price: 4, Threshold: 50, Gain: 1}, {Price: 5, Threshold: 80, Gain: 1, Par: 1}, {Price: 6, Threshold: 100, Gain: 1},
		{Price: 7, Threshold: 100, Gain: 2}, {Price: 8, Threshold: 150, Gain: 2}},
	{{Price: 3, Threshold: 40, Gain: 0}, {Price: 4, Threshold: 50, Gain: 1}, {Price: 5, Threshold: 80, Gain: 1}},
	{{Price: 2, Threshold: 30, Gain: 0}, {Price: 3, Threshold: 40, Gain: 0}},
}

// presidentGain is the extra dividend the president earns on the top row,
// by column.
var presidentGain = []int{0, 0, 0, 1, 2, 2, 2, 2, 3}

// pos is a market position.
type pos = market.Pos

// stockMarket is the grid with 18ZOO's moves: left from the left column
// goes down, right from the right column goes up, and nothing moves past
// the top or bottom or into a missing cell.
var stockMarket = market.New(marketCells, market.Moves{LeftOff: market.Down, RightOff: market.Up})

func cellAt(p pos) marketCell { return stockMarket.At(p) }

// parCells lists the par positions in the order 18xx.games offers them
// (highest price first, then rightmost column, then lowest row).
func parCells() []pos { return parOrder }

var parOrder = sortedParCells()

func sortedParCells() []pos {
	out := stockMarket.Find(func(c marketCell) bool { return c.Par > 0 })
	// sort by price desc, col desc, row desc (reverse of ascending [price, c, r])
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && parLess(out[j-1], out[j]); j-- {
			out[j-1], out[j] = out[j], out[j-1]
		}
	}
	return out
}

func parLess(a, b pos) bool {
	pa, pb := cellAt(a).Price, cellAt(b).Price
	if pa != pb {
		return pa < pb
	}
	if a.Col != b.Col {
		return a.Col < b.Col
	}
	return a.Row < b.Row
}
