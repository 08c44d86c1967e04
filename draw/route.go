package draw

import (
	"io"
	"strconv"

	"ferro/engine/view"
)

// Routes writes runs alone as an SVG document with the board's own
// viewBox (as Board draws it for b), to lay over a drawing of the same
// board: the same track geometry, colours and stop values as Board's.
func Routes(w io.Writer, b *view.Board, routes []view.Route) error {
	out := bufs.Get().(*buf)
	defer bufs.Put(out)
	out.Reset()
	lo, hi := boardBounds(b)
	size := hi.sub(lo)
	out.boardSVGOpen("ferro-routes", lo, size)
	out.s(`" font-family="DejaVu Sans, Verdana, sans-serif">`)
	writeRoutes(out, b, routes)
	out.s("</svg>")
	_, err := w.Write(out.Bytes())
	return err
}

// writeRoutes draws runs over the board with the same geometry as the
// track: each route in its own colour and dash pattern, and each stop
// with the revenue it earns.
func writeRoutes(out *buf, b *view.Board, routes []view.Route) {
	idx := make(map[string]*view.Hex, len(b.Hexes))
	for k := range b.Hexes {
		idx[b.Hexes[k].ID] = &b.Hexes[k]
	}
	lays := map[string]*tileLayout{}
	layOf := func(h *view.Hex) *tileLayout {
		if l, ok := lays[h.ID]; ok {
			return l
		}
		l := layoutOf(h)
		lays[h.ID] = l
		return l
	}
	stopped := map[string]int{}
	out.s(`<g class="routes">`)
	for ri, r := range routes {
		col, dash := routeColors[ri%len(routeColors)], routeDashes[ri%len(routeDashes)]
		out.s(`<g class="route" data-train="`, esc(r.Train), `" data-revenue="`, strconv.Itoa(r.Revenue), `">`)
		for _, leg := range r.Legs {
			h := idx[leg.Hex]
			if h == nil {
				continue
			}
			out.s("<g")
			hexTransform(out, b, h)
			out.s(`><path fill="none" stroke-linecap="round" stroke="`, col, `" stroke-width="9" stroke-opacity="0.85"`)
			if dash != "" {
				out.s(` stroke-dasharray="`, dash, `"`)
			}
			out.s(" ")
			pathD(out, leg.A, leg.B, layOf(h))
			out.s("/></g>")
		}
		for _, st := range r.Stops {
			h := idx[st.Hex]
			if h == nil || st.Node < 0 || st.Node >= len(h.Tile.Nodes) {
				continue
			}
			// on the stop itself; further routes through it beside the first
			key := st.Hex + "/" + strconv.Itoa(st.Node)
			k := stopped[key]
			stopped[key]++
			c := center(b.Layout, h.X, h.Y).add(layOf(h).nodes[st.Node]).add(pt{float64(k) * 30, float64(k) * 8})
			out.circle(c, 17, `fill="`+col+`" stroke="#ffffff" stroke-width="3"`)
			out.text(c, 15, `fill="#ffffff" font-weight="bold"`, strconv.Itoa(st.Revenue))
		}
		out.s("</g>")
	}
	out.s("</g>")
}
