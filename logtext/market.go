package logtext

import "ferro/engine/view"

// Market is m with its zone names and cell notes in lang, where the title
// gave them as phrases; the rest keeps its text. It returns a copy: the
// rows a title shares among its views are left as they are.
func Market(m *view.Market, lang string) *view.Market {
	if m == nil {
		return nil
	}
	out := &view.Market{Zones: make([]view.Zone, len(m.Zones)), Rows: make([][]view.Cell, len(m.Rows))}
	for i, z := range m.Zones {
		if z.Say.Key != "" {
			z.Name = Render(lang, z.Say)
		}
		out.Zones[i] = z
	}
	for r, row := range m.Rows {
		cells := make([]view.Cell, len(row))
		for c, cell := range row {
			if len(cell.Says) == len(cell.Notes) && len(cell.Says) > 0 {
				notes := make([]string, len(cell.Says))
				for k, p := range cell.Says {
					notes[k] = Render(lang, p)
				}
				cell.Notes = notes
			}
			cells[c] = cell
		}
		out.Rows[r] = cells
	}
	return out
}
