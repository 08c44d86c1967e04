package market

// Standing is where a company's token stands, for the order in which
// companies operate.
type Standing struct {
	Price   int // the price of its cell
	Pos     Pos
	Arrival int // when it reached the cell (0: not tracked)
}

// Compare orders standings the 18xx way: negative when a operates before
// b. The higher price first; on a tie the further right column, then the
// higher row, then the earlier arrival on the cell. Zero leaves the order
// to the title (a stable sort keeps its printed order).
func Compare(a, b Standing) int {
	switch {
	case a.Price != b.Price:
		return b.Price - a.Price
	case a.Pos.Col != b.Pos.Col:
		return b.Pos.Col - a.Pos.Col
	case a.Pos.Row != b.Pos.Row:
		return a.Pos.Row - b.Pos.Row
	}
	return a.Arrival - b.Arrival
}
