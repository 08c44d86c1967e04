package g1713menorca

import (
	mk "ferro/engine/market"
	"strconv"
	"strings"
)

// The stock market (Koersbord): a two-dimensional grid, higher values to the
// right and to the top. Each cell is a value with an optional zone letter:
//
//	g  grey: an allowed Initial Market Value
//	y  yellow zone: players may hold more than 60% of the company
//	o  orange zone: its certificates do not count against the certificate limit
//	x  bankruptcy cell (value 0): a company reaching it is bankrupt
//
// All figures are provisional (see docs/games/1713-menorca.md).
var marketRows = []string{
	"70  75  80   90   100  110  120  140  160  180  200  225  250",
	"65  70  75   80   90   100  110  120  140  160  180  200  225",
	"60  65  70   75   80   90   100  110  120  140  160  180  200",
	"55  60  65   70   75g  80g  90g  100g 110g 120  140  160  180",
	"50y 55y 60y  65y  70   75   80   90   100  110  120  140  160",
	"40o 50y 55y  60y  65y  70   75   80   90   100  110  120  140",
	"0x  40o 50y  55y  60y  65y  70   75   80   90   100  110  120",
	"0x  0x  40o  50y  55y  60y  65y  70   75   80   90   100  110",
}

// cell is one square of the market.
type cell struct {
	Value    int
	Grey     bool
	Yellow   bool
	Orange   bool
	Bankrupt bool
}

// market is the parsed grid, market[row][col].
var market = parseMarket(marketRows)

// marketGrid moves prices on the market: from the left column a move left
// goes one row down, from the right column a move right one row up.
var marketGrid = mk.New(market, mk.Moves{LeftOff: mk.Down, RightOff: mk.Up})

func parseMarket(rows []string) [][]cell {
	out := make([][]cell, len(rows))
	for r, line := range rows {
		for _, f := range strings.Fields(line) {
			c := cell{}
			digits := strings.TrimRight(f, "gyox")
			for _, z := range f[len(digits):] {
				switch z {
				case 'g':
					c.Grey = true
				case 'y':
					c.Yellow = true
				case 'o':
					c.Orange = true
				case 'x':
					c.Bankrupt = true
				}
			}
			v, err := strconv.Atoi(digits)
			if err != nil {
				panic("bad market cell " + f)
			}
			c.Value = v
			out[r] = append(out[r], c)
		}
	}
	return out
}

// greyCells lists the allowed initial market values as (row, col), left to right.
func greyCells() [][2]int {
	var out [][2]int
	for _, p := range marketGrid.Find(func(c cell) bool { return c.Grey }) {
		out = append(out, [2]int{p.Row, p.Col})
	}
	return out
}
