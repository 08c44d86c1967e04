package draw

import (
	"io"
	"strconv"

	"ferro/engine/view"
)

// Market writes the stock market as an SVG document: each cell with its
// price, the symbol and colour of its zone and its other figures, the
// families' markers stacked in arrival order, and a legend of the zones.
func Market(w io.Writer, m *view.Market, pal Palette) error {
	out := bufs.Get().(*buf)
	defer bufs.Put(out)
	out.Reset()
	writeMarket(out, m, pal)
	_, err := w.Write(out.Bytes())
	return err
}

const cellW, cellH = 78.0, 78.0

func writeMarket(out *buf, m *view.Market, pal Palette) {
	cols := 0
	for _, r := range m.Rows {
		cols = max(cols, len(r))
	}
	zone := map[string]view.Zone{}
	for _, z := range m.Zones {
		zone[z.ID] = z
	}
	legendH := 26.0 * float64(len(m.Zones))
	wd, ht := float64(cols)*cellW+20, float64(len(m.Rows))*cellH+30+legendH
	out.s(`<svg xmlns="http://www.w3.org/2000/svg" class="ferro-market" viewBox="0 0 `)
	out.f(wd)
	out.WriteByte(' ')
	out.f(ht)
	out.s(`"`)
	out.attrF("width", wd)
	out.attrF("height", ht)
	out.s(` font-family="DejaVu Sans, Verdana, sans-serif"><rect width="100%" height="100%" fill="#ffffff"/>`)
	for r, row := range m.Rows {
		for c, cell := range row {
			if cell.Price == 0 && len(cell.Zones) == 0 {
				continue
			}
			p := pt{10 + float64(c)*cellW, 10 + float64(r)*cellH}
			col, sym := "#ffffff", ""
			if len(cell.Zones) > 0 {
				if z, ok := zone[cell.Zones[0]]; ok {
					col, sym = z.Color, z.Symbol
				}
				for _, zid := range cell.Zones[1:] {
					if z, ok := zone[zid]; ok && z.Symbol != "" {
						sym += z.Symbol
					}
				}
			}
			txt := "#000000"
			if col == "#000000" {
				txt = "#ffffff"
			}
			out.s(`<g class="cell" data-row="`, strconv.Itoa(r), `" data-col="`, strconv.Itoa(c), `">`)
			out.rect(p, cellW, cellH, 0, `fill="`+col+`" stroke="#444444" stroke-width="1.5"`)
			out.text(p.add(pt{cellW / 2, 16}), 20, `font-weight="bold" fill="`+txt+`"`, strconv.Itoa(cell.Price))
			if sym != "" {
				out.text(p.add(pt{10, 11}), 11, `fill="`+txt+`"`, sym)
			}
			for k, n := range cell.Notes {
				if k >= 3 {
					break
				}
				out.text(p.add(pt{cellW / 2, 34 + float64(k)*11}), 9.5, `fill="`+txt+`"`, n)
			}
			for k, f := range cell.Markers {
				bg, fg := pal.of(f)
				q := p.add(pt{16 + float64(k%3)*22, cellH - 14 - float64(k/3)*10})
				out.circle(q, 12, `fill="`+bg+`" stroke="#000000" stroke-width="1.5" class="marker" data-family="`+esc(f)+`"`)
				size := 10.0
				if len(f) > 2 {
					size = 7.5
				}
				out.text(q, size, `font-weight="bold" fill="`+fg+`"`, f)
			}
			out.s("</g>")
		}
	}
	y := 20 + float64(len(m.Rows))*cellH
	for _, z := range m.Zones {
		out.rect(pt{10, y}, 22, 20, 0, `fill="`+z.Color+`" stroke="#444444"`)
		txt := "#000000"
		if z.Color == "#000000" {
			txt = "#ffffff"
		}
		out.text(pt{21, y + 10}, 11, `fill="`+txt+`"`, z.Symbol)
		out.s(`<text x="40"`)
		out.attrF("y", y+15)
		out.s(` font-size="14">`, esc(z.Name), "</text>")
		y += 26
	}
	out.s("</svg>")
}
