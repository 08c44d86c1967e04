// Package market is a stock market that names no title: a grid of cells
// (row 0 at the top, rows of any length), the moves on it as data, and the
// order in which the tokens standing on it operate. A title keeps its own
// cell type (what a cell means: a price, thresholds, zones) and composes
// a Grid of it.
package market

// Pos is a cell of the grid.
type Pos struct{ Row, Col int }

// Off says where a move off the left or right end of a row goes.
type Off uint8

const (
	Stay Off = iota // nothing moves
	Up              // one row up (nothing at the top)
	Down            // one row down (nothing at the bottom)
)

// Moves is how prices move on a grid. The common 18xx rule is
// {LeftOff: Down, RightOff: Up}: a price at the left end falls a row, one
// at the right end rises a row.
type Moves struct {
	LeftOff, RightOff Off
}

// Grid is a market of cells of type C.
type Grid[C any] struct {
	cells [][]C
	moves Moves
}

// New makes a grid of the rows given (row 0 at the top; cells[r][c]).
func New[C any](cells [][]C, moves Moves) *Grid[C] {
	return &Grid[C]{cells: cells, moves: moves}
}

// Has says whether p is a cell of the grid.
func (g *Grid[C]) Has(p Pos) bool {
	return p.Row >= 0 && p.Col >= 0 && p.Row < len(g.cells) && p.Col < len(g.cells[p.Row])
}

// At is the cell at p, which must be on the grid.
func (g *Grid[C]) At(p Pos) C { return g.cells[p.Row][p.Col] }

// Up is one row up: nothing moves at the top or into a missing cell.
func (g *Grid[C]) Up(p Pos) Pos { return g.step(p, Pos{p.Row - 1, p.Col}) }

// Down is one row down: nothing moves at the bottom or into a missing cell.
func (g *Grid[C]) Down(p Pos) Pos { return g.step(p, Pos{p.Row + 1, p.Col}) }

// Left is one cell left; from a row's left end, what Moves.LeftOff says.
func (g *Grid[C]) Left(p Pos) Pos {
	if to := (Pos{p.Row, p.Col - 1}); g.Has(to) {
		return to
	}
	return g.off(p, g.moves.LeftOff)
}

// Right is one cell right; from a row's right end, what Moves.RightOff says.
func (g *Grid[C]) Right(p Pos) Pos {
	if to := (Pos{p.Row, p.Col + 1}); g.Has(to) {
		return to
	}
	return g.off(p, g.moves.RightOff)
}

func (g *Grid[C]) off(p Pos, o Off) Pos {
	switch o {
	case Up:
		return g.Up(p)
	case Down:
		return g.Down(p)
	}
	return p
}

func (g *Grid[C]) step(from, to Pos) Pos {
	if g.Has(to) {
		return to
	}
	return from
}

// Find lists the cells for which keep says yes, row by row from the top,
// each row left to right.
func (g *Grid[C]) Find(keep func(C) bool) []Pos {
	var out []Pos
	for r, row := range g.cells {
		for c, cell := range row {
			if keep(cell) {
				out = append(out, Pos{r, c})
			}
		}
	}
	return out
}
