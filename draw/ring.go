package draw

import "ferro/engine/view"

// ringColour outlines the hexes a move changed (BoardOptions.Ringed): a
// strong red, apart from every tile colour and the runs' colours.
const ringColour = "#d0021b"

// writeRings rings the hexes named in ids, over everything else, so that
// the hex a move laid a tile or a token on is seen at once on a whole map.
func writeRings(out *buf, b *view.Board, ids []string) {
	out.s(`<g class="rings">`)
	for k := range b.Hexes {
		h := &b.Hexes[k]
		for _, id := range ids {
			if id != h.ID {
				continue
			}
			out.s(`<g class="ring" data-hex="`, esc(h.ID), `"`)
			hexTransform(out, b, h)
			out.s(">")
			c := hexCorners(radius + 4)
			out.polygon(c[:], `fill="none" stroke="`+ringColour+`" stroke-width="12"`)
			out.s("</g>")
			break
		}
	}
	out.s("</g>")
}
