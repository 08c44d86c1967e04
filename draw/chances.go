package draw

import (
	"io"
	"strconv"
)

// ChanceMark is a decision a chances chart marks: the mover's line at
// point K gets a ringed number (Label), like a chess site's mistakes.
type ChanceMark struct {
	K     int    // the point (index into the series)
	Line  int    // the series (seat) whose line is marked
	Label string // written in the ring (a short number)
}

// Chances writes, as SVG, every seat's chance of winning (0–1) over the
// decisions of a game: x runs over the points, each labelled on the axis
// by its log position (at), y from 0% to 100%; one line per seat in its
// own colour and dash pattern, its name at its end; and the marks.
func Chances(w io.Writer, title string, at []int, names []string, chances [][]float64, marks []ChanceMark) error {
	out := bufs.Get().(*buf)
	defer bufs.Put(out)
	out.Reset()
	const wd, ht, left, right, top, bottom = 760.0, 300.0, 50.0, 110.0, 30.0, 30.0
	n := max(1, len(chances)-1)
	x := func(k int) float64 { return left + float64(k)/float64(n)*(wd-left-right) }
	y := func(c float64) float64 { return ht - bottom - c*(ht-top-bottom) }
	out.s(`<svg xmlns="http://www.w3.org/2000/svg" class="ferro-chart chances" viewBox="0 0 760 300" width="760" height="300" font-family="DejaVu Sans, Verdana, sans-serif" role="img" aria-label="`, esc(title), `">`)
	out.s(`<rect width="100%" height="100%" fill="#ffffff"/>`)
	out.text(pt{wd / 2, 14}, 14, `font-weight="bold"`, title)
	out.s(`<g stroke="#999999" stroke-width="1">`)
	for k := 0; k <= 4; k++ {
		out.s(`<line`)
		out.attrF("x1", left)
		out.attrF("x2", wd-right)
		out.attrF("y1", y(float64(k)/4))
		out.attrF("y2", y(float64(k)/4))
		out.s(` stroke-opacity="0.4"/>`)
	}
	out.s(`</g><g font-size="11" fill="#333333">`)
	for k := 0; k <= 4; k++ {
		out.s(`<text text-anchor="end"`)
		out.attrF("x", left-6)
		out.attrF("y", y(float64(k)/4)+4)
		out.s(">", strconv.Itoa(25*k), "%</text>")
	}
	if len(at) > 0 {
		for k := 0; k <= 4; k++ {
			p := min(len(at)-1, (len(at)-1)*k/4)
			out.s(`<text text-anchor="middle"`)
			out.attrF("x", x(p))
			out.attrF("y", ht-bottom+16)
			out.s(">", strconv.Itoa(at[p]), "</text>")
		}
	}
	out.s("</g>")
	for s, name := range names {
		col := routeColors[s%len(routeColors)]
		dash := routeDashes[s%len(routeDashes)]
		out.s(`<path class="seat" fill="none" stroke="`, col, `" stroke-width="2"`)
		if dash != "" {
			out.s(` stroke-dasharray="`, dash, `"`)
		}
		out.s(` d="`)
		var end pt
		for k, c := range chances {
			if s >= len(c) {
				continue
			}
			p := pt{x(k), y(c[s])}
			if k == 0 {
				out.s(" M")
			} else {
				out.s(" L")
			}
			out.pt(p)
			end = p
		}
		out.s(`"/>`)
		if len(chances) > 0 {
			out.s(`<text font-size="12" font-weight="bold" fill="`, col, `"`)
			out.attrF("x", end.X+6)
			out.attrF("y", end.Y+4)
			out.s(">", esc(name), "</text>")
		}
	}
	for _, m := range marks {
		if m.K < 0 || m.K >= len(chances) || m.Line < 0 || m.Line >= len(chances[m.K]) {
			continue
		}
		col := routeColors[m.Line%len(routeColors)]
		c := pt{x(m.K), y(chances[m.K][m.Line])}
		out.s(`<g class="mark">`)
		out.circle(c, 9, `fill="#ffffff" stroke="`+col+`" stroke-width="2.5"`)
		out.text(c, 11, `font-weight="bold" fill="#111111"`, m.Label)
		out.s(`</g>`)
	}
	out.s("</svg>")
	_, err := w.Write(out.Bytes())
	return err
}
