package view

// GridMarket is the market of a title's grid of cells (row 0 the top
// row), each cell as cell shows it, with the zones' meanings zones and no
// markers yet (Mark puts them on).
func GridMarket[C any](zones []Zone, rows [][]C, cell func(C) Cell) *Market {
	m := &Market{Zones: zones, Rows: make([][]Cell, len(rows))}
	for r, row := range rows {
		m.Rows[r] = make([]Cell, len(row))
		for c, x := range row {
			m.Rows[r][c] = cell(x)
		}
	}
	return m
}

// Mark stacks family sym's marker on the cell at row, col, on top of
// those there; off the grid it does nothing.
func (m *Market) Mark(row, col int, sym string) {
	if row >= 0 && row < len(m.Rows) && col >= 0 && col < len(m.Rows[row]) {
		m.Rows[row][col].Markers = append(m.Rows[row][col].Markers, sym)
	}
}
