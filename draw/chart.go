package draw

import (
	"io"
	"strconv"
)

// Line is one series of a chart: a value (or none) at each point.
type Line struct {
	Name   string
	Color  string // "" picks one of the route colours
	Values []*int
}

// Chart writes a line chart as SVG: x runs over the points (At gives each
// point's log position, written on the axis), one line per series, each
// with its own colour and dash pattern and its name at its end; Mark, when
// at least 0, draws a vertical rule at that log position.
func Chart(w io.Writer, title string, at []int, lines []Line, mark int) error {
	out := bufs.Get().(*buf)
	defer bufs.Put(out)
	out.Reset()
	writeChart(out, title, at, lines, mark)
	_, err := w.Write(out.Bytes())
	return err
}

func writeChart(out *buf, title string, at []int, lines []Line, mark int) {
	const wd, ht, left, right, top, bottom = 760.0, 300.0, 50.0, 110.0, 30.0, 30.0
	lo, hi := 0, 1
	first := true
	for _, l := range lines {
		for _, v := range l.Values {
			if v == nil {
				continue
			}
			if first || *v < lo {
				lo = *v
			}
			if first || *v > hi {
				hi = *v
			}
			first = false
		}
	}
	if hi == lo {
		hi = lo + 1
	}
	last := 1
	if len(at) > 0 && at[len(at)-1] > 0 {
		last = at[len(at)-1]
	}
	x := func(pos int) float64 { return left + float64(pos)/float64(last)*(wd-left-right) }
	y := func(v int) float64 { return ht - bottom - float64(v-lo)/float64(hi-lo)*(ht-top-bottom) }
	out.s(`<svg xmlns="http://www.w3.org/2000/svg" class="ferro-chart" viewBox="0 0 760 300" width="760" height="300" font-family="DejaVu Sans, Verdana, sans-serif">`)
	out.s(`<rect width="100%" height="100%" fill="#ffffff"/>`)
	out.text(pt{wd / 2, 14}, 14, `font-weight="bold"`, title)
	// axes with a few round figures
	out.s(`<g stroke="#999999" stroke-width="1">`)
	for k := 0; k <= 4; k++ {
		v := lo + (hi-lo)*k/4
		yy := y(v)
		out.s(`<line`)
		out.attrF("x1", left)
		out.attrF("x2", wd-right)
		out.attrF("y1", yy)
		out.attrF("y2", yy)
		out.s(` stroke-opacity="0.4"/>`)
	}
	out.s(`</g><g font-size="11" fill="#333333">`)
	for k := 0; k <= 4; k++ {
		v := lo + (hi-lo)*k/4
		out.s(`<text text-anchor="end"`)
		out.attrF("x", left-6)
		out.attrF("y", y(v)+4)
		out.s(">", strconv.Itoa(v), "</text>")
	}
	for k := 0; k <= 4; k++ {
		pos := last * k / 4
		out.s(`<text text-anchor="middle"`)
		out.attrF("x", x(pos))
		out.attrF("y", ht-bottom+16)
		out.s(">", strconv.Itoa(pos), "</text>")
	}
	out.s("</g>")
	if mark >= 0 {
		out.s(`<line stroke="#000000" stroke-width="1.5" stroke-dasharray="4 3"`)
		out.attrF("x1", x(mark))
		out.attrF("x2", x(mark))
		out.attrF("y1", top)
		out.attrF("y2", ht-bottom)
		out.s("/>")
	}
	for li, l := range lines {
		col := l.Color
		if col == "" {
			col = routeColors[li%len(routeColors)]
		}
		dash := routeDashes[li%len(routeDashes)]
		out.s(`<path fill="none" stroke="`, col, `" stroke-width="2.5"`)
		if dash != "" {
			out.s(` stroke-dasharray="`, dash, `"`)
		}
		out.s(` d="`)
		pen := false
		var end pt
		for k, v := range l.Values {
			if v == nil || k >= len(at) {
				pen = false
				continue
			}
			p := pt{x(at[k]), y(*v)}
			if pen {
				out.s(" L")
			} else {
				out.s(" M")
			}
			out.pt(p)
			pen, end = true, p
		}
		out.s(`"/>`)
		if end != (pt{}) {
			out.s(`<text font-size="12" font-weight="bold" fill="`, col, `"`)
			out.attrF("x", end.X+6)
			out.attrF("y", end.Y+4)
			out.s(">", esc(l.Name), "</text>")
		}
	}
	out.s("</svg>")
}
