package draw

import (
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"ferro/engine/view"
)

// BoardOptions change what Board draws.
type BoardOptions struct {
	Routes   []view.Route // runs drawn over the board
	Palette  Palette      // token colours by family (PaletteOf)
	Currency string       // money format, "%s$N"; "" writes bare numbers
	Scale    float64      // pixels per unit of the drawing; 0 means 0.5
	Lang     string       // language of the words on the board (logtext.Languages); "" is English
	Ringed   []string     // hexes ringed over everything (a move's hexes: ring.go)
}

// Board writes the board as an SVG document.
func Board(w io.Writer, b *view.Board, opt BoardOptions) error {
	out := bufs.Get().(*buf)
	defer bufs.Put(out)
	out.Reset()
	writeBoard(out, b, opt)
	_, err := w.Write(out.Bytes())
	return err
}

// bounds of the drawing, with room for the axis labels.
func boardBounds(b *view.Board) (min, max pt) {
	min, max = pt{math.Inf(1), math.Inf(1)}, pt{math.Inf(-1), math.Inf(-1)}
	for _, h := range b.Hexes {
		c := center(b.Layout, h.X, h.Y)
		min.X, min.Y = math.Min(min.X, c.X-radius), math.Min(min.Y, c.Y-radius)
		max.X, max.Y = math.Max(max.X, c.X+radius), math.Max(max.Y, c.Y+radius)
	}
	if len(b.Hexes) == 0 {
		return pt{}, pt{1, 1}
	}
	return min.sub(pt{40, 40}), max.add(pt{10, 10})
}

func writeBoard(out *buf, b *view.Board, opt BoardOptions) {
	scale := opt.Scale
	if scale == 0 {
		scale = 0.5
	}
	lo, hi := boardBounds(b)
	size := hi.sub(lo)
	out.boardSVGOpen("ferro-board", lo, size)
	out.s(`"`)
	out.attrF("width", size.X*scale)
	out.attrF("height", size.Y*scale)
	out.s(` font-family="DejaVu Sans, Verdana, sans-serif">`)
	out.s(`<rect`)
	out.attrF("x", lo.X)
	out.attrF("y", lo.Y)
	out.attrF("width", size.X)
	out.attrF("height", size.Y)
	out.s(` fill="#ffffff"/>`)
	writeAxes(out, b, lo)
	var scratch tileLayout
	for k := range b.Hexes {
		writeHex(out, b, &b.Hexes[k], opt, &scratch)
	}
	if len(opt.Routes) > 0 {
		writeRoutes(out, b, opt.Routes)
	}
	if len(opt.Ringed) > 0 {
		writeRings(out, b, opt.Ringed)
	}
	out.s("</svg>")
}

// writeAxes writes the column letters above and the row numbers left of
// the map, as on a printed board.
func writeAxes(out *buf, b *view.Board, lo pt) {
	var cols, rows []int
	for _, h := range b.Hexes {
		if !slices.Contains(cols, h.X) {
			cols = append(cols, h.X)
		}
		if !slices.Contains(rows, h.Y) {
			rows = append(rows, h.Y)
		}
	}
	slices.Sort(cols)
	slices.Sort(rows)
	out.s(`<g class="axes" fill="#555555">`)
	for _, x := range cols {
		c := center(b.Layout, x, 0)
		out.text(pt{c.X, lo.Y + 20}, 22, "", colName(x))
	}
	for _, y := range rows {
		c := center(b.Layout, 0, y)
		out.text(pt{lo.X + 20, c.Y}, 22, "", strconv.Itoa(y+1))
	}
	out.s("</g>")
}

func colName(x int) string {
	if x < 26 {
		return string(rune('A' + x))
	}
	return "A" + string(rune('A'+x-26))
}

func hexTransform(out *buf, b *view.Board, h *view.Hex) {
	c := center(b.Layout, h.X, h.Y)
	out.s(` transform="translate(`)
	out.pt(c)
	if t := layoutTurn(b.Layout); t != 0 {
		out.s(") rotate(")
		out.f(t)
	}
	out.s(`)"`)
}

func writeHex(out *buf, b *view.Board, h *view.Hex, opt BoardOptions, scratch *tileLayout) {
	out.s(`<g class="hex" id="hex-`, esc(h.ID), `" data-hex="`, esc(h.ID), `" data-tile="`, esc(h.Tile.ID), `"`)
	hexTransform(out, b, h)
	out.s(">")
	bg := h.Tile.Color
	if h.Tile.Preprinted || bg == "" {
		bg = h.Color
	}
	out.s(hexOutline, `fill="`, fill(bg), `" stroke="#5a5a5a" stroke-width="2"/>`)
	lay := scratch
	lay.reset(h)
	for _, m := range h.Marks {
		if m.Name == view.MarkLaid {
			out.s(laidOutline)
		}
	}
	writeTrack(out, h, lay)
	writeNodes(out, h, lay, opt)
	writeHexText(out, h, lay, opt.Currency, opt.Lang)
	out.s("</g>")
}

// hexOutline opens the polygon of a hex; laidOutline is the dashed inner
// border of a tile laid this round.
var hexOutline, laidOutline = func() (string, string) {
	var a, b buf
	c := hexCorners(radius)
	a.s(`<polygon points="`)
	for k, p := range c {
		if k > 0 {
			a.WriteByte(' ')
		}
		a.pt(p)
	}
	a.s(`" `)
	in := hexCorners(radius - 9)
	b.polygon(in[:], `fill="none" stroke="#333333" stroke-width="4" stroke-dasharray="10 7"`)
	return a.String(), b.String()
}()

// tileLayout is where the parts of a tile go: node positions and sizes,
// the track as polylines, and the spots parts already took.
type tileLayout struct {
	nodes []pt
	nodeR []float64
	exits uint8
	track [][3]pt
	used  []disc
	// a lone town between two edges sits on the track's curve: its two
	// paths are drawn as one edge-to-edge piece (curve), and the bar lies
	// across the curve (townDir, the direction of travel there)
	curve    *townCurve
	curveBuf townCurve
	townDir  map[int]pt
}

type townCurve struct {
	node, pa, pb int
	a, b         int // edges
}

type disc struct {
	c pt
	r float64
}

// layoutOf places a tile's nodes: a lone stop at the centre; several
// stops each halfway towards the edges their track leads to.
func layoutOf(h *view.Hex) *tileLayout {
	lay := &tileLayout{}
	lay.reset(h)
	return lay
}

// reset lays out h in lay, reusing its storage.
func (lay *tileLayout) reset(h *view.Hex) {
	n := len(h.Tile.Nodes)
	lay.nodes, lay.nodeR = growZero(lay.nodes, n), growZero(lay.nodeR, n)
	lay.exits, lay.track, lay.used, lay.curve = 0, lay.track[:0], lay.used[:0], nil
	clear(lay.townDir)
	stops := 0
	for ni, n := range h.Tile.Nodes {
		switch n.Kind {
		case view.KindCity:
			lay.nodeR[ni] = []float64{slotR + 2, slotR + 2, 2*slotR + 2}[min(len(n.Slots), 2)]
			if len(n.Slots) > 2 {
				lay.nodeR[ni] = 2.25*slotR + 2
			}
		case view.KindTown:
			lay.nodeR[ni] = 18
		}
		if n.Kind != view.KindJunction {
			stops++
		}
	}
	for _, p := range h.Tile.Paths {
		for _, e := range [2]view.End{p.A, p.B} {
			if e.IsEdge() {
				lay.exits |= 1 << e.Edge
			}
		}
	}
	if stops == 1 {
		lay.curveTown(h)
	}
	// the coordinate and the tile number have fixed places
	lay.used = append(lay.used, disc{coordAt, 12}, disc{tileIDPlace(h), 12})
	if stops > 1 {
		for ni, n := range h.Tile.Nodes {
			if n.Kind == view.KindJunction {
				continue
			}
			var sum pt
			k := 0
			for _, p := range h.Tile.Paths {
				switch {
				case p.A.Node == ni && p.B.IsEdge():
					sum, k = sum.add(edgeMid(p.B.Edge)), k+1
				case p.B.Node == ni && p.A.IsEdge():
					sum, k = sum.add(edgeMid(p.A.Edge)), k+1
				}
			}
			if k > 0 && sum.len() > 1 {
				lay.nodes[ni] = sum.norm().mul(apothem * 0.45)
			} else if k > 0 {
				// track straight through: shift sideways to keep the stops apart
				lay.nodes[ni] = pt{0, apothem * 0.4}.rot(float64(ni) * 180)
			}
		}
	}
	for _, p := range h.Tile.Paths {
		a, b := endPoint(p.A, lay), endPoint(p.B, lay)
		mid := lerp(a, b, 0.5)
		if p.A.IsEdge() && p.B.IsEdge() && !edgeArc(p.A.Edge, p.B.Edge).straight {
			mid = mid.mul(0.55) // curves bow towards the centre
		}
		lay.track = append(lay.track, [3]pt{a, mid, b})
	}
}

// growZero is s with n zero elements, reusing its storage.
func growZero[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// spot picks the free place for a part of radius r nearest to want among
// the hex's label places: away from track, nodes and parts already placed.
func (lay *tileLayout) spot(want pt, r float64) pt {
	best, bestScore := want, math.Inf(-1)
	for _, c := range spotPlaces {
		score := 0.0
		for _, tr := range lay.track {
			d := min(distToSegment(c, tr[0], tr[1]), distToSegment(c, tr[1], tr[2]))
			score += min(d-r-6, 0) * 3
		}
		for ni, n := range lay.nodes {
			if lay.nodeR[ni] > 0 {
				score += min(c.sub(n).len()-r-lay.nodeR[ni], 0) * 4
			}
		}
		for _, u := range lay.used {
			score += min(c.sub(u.c).len()-r-u.r, 0) * 4
		}
		// stay inside the hex
		score += min(apothem-c.len()-r*0.6, 0) * 4
		score -= c.sub(want).len() * 0.05
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	lay.used = append(lay.used, disc{best, r})
	return best
}

// curveTown finds a lone town joined to exactly two edges and puts it
// halfway along the curve between them.
func (lay *tileLayout) curveTown(h *view.Hex) {
	for ni, n := range h.Tile.Nodes {
		if n.Kind != view.KindTown {
			continue
		}
		c := townCurve{node: ni, pa: -1, pb: -1}
		for pi, p := range h.Tile.Paths {
			e := -1
			switch {
			case p.A.Node == ni && p.B.IsEdge() && p.B.Lanes <= 1:
				e = p.B.Edge
			case p.B.Node == ni && p.A.IsEdge() && p.A.Lanes <= 1:
				e = p.A.Edge
			default:
				if p.A.Node == ni || p.B.Node == ni {
					return
				}
				continue
			}
			if c.pa < 0 {
				c.pa, c.a = pi, e
			} else if c.pb < 0 {
				c.pb, c.b = pi, e
			} else {
				return
			}
		}
		if c.pb < 0 || c.a == c.b {
			return
		}
		p, q := edgeMid(c.a), edgeMid(c.b)
		arc := edgeArc(c.a, c.b)
		mid, dir := pt{}, q.sub(p).norm()
		if !arc.straight {
			cen := arcCenter(p, q, arc.r)
			out := lerp(p, q, 0.5).sub(cen).norm()
			mid = cen.add(out.mul(arc.r))
			dir = out.rot(90)
		}
		lay.nodes[ni] = mid
		lay.curveBuf = c
		lay.curve = &lay.curveBuf
		if lay.townDir == nil {
			lay.townDir = map[int]pt{}
		}
		lay.townDir[ni] = dir
		return
	}
}

// Fixed places of a hex's coordinate and tile number; the number goes to
// the top right instead where the hex's location name is written along
// its bottom edge (1713 Menorca's "YC1" laid on Es Mercadal).
var coordAt, tileIDAt, tileIDAtTop = corner(2).mul(0.78).add(pt{6, 4}), corner(5).mul(0.78).add(pt{-8, -4}), corner(3).mul(0.78).add(pt{-8, 4})

func tileIDPlace(h *view.Hex) pt {
	if locationShown(h) {
		return tileIDAtTop
	}
	return tileIDAt
}

// locationShown reports whether the hex's location name is written along
// its bottom edge.
func locationShown(h *view.Hex) bool {
	return h.Location != "" && h.Location != h.Label && !hasNamedNode(h)
}

// spotPlaces are where labels, revenues and icons may go in a hex.
var spotPlaces = func() (out [18]pt) {
	for k := range 6 {
		out[k] = corner(k).mul(0.56)
		out[6+k] = edgeMid(k).mul(0.62)
		out[12+k] = corner(k).mul(0.74)
	}
	return out
}()

func distToSegment(p, a, b pt) float64 {
	ab := b.sub(a)
	t := 0.0
	if l := ab.X*ab.X + ab.Y*ab.Y; l > 0 {
		t = max(0, min(1, ((p.X-a.X)*ab.X+(p.Y-a.Y)*ab.Y)/l))
	}
	return p.sub(lerp(a, b, t)).len()
}

// endPoint is where a path end lies: an edge midpoint (moved along the
// edge for a lane) or a node.
func endPoint(e view.End, lay *tileLayout) pt {
	if !e.IsEdge() {
		if e.Node >= 0 && e.Node < len(lay.nodes) {
			return lay.nodes[e.Node]
		}
		return pt{}
	}
	p := edgeMid(e.Edge)
	if e.Lanes > 1 {
		along := pt{-p.Y, p.X}.norm()
		off := (float64(e.Lane) - float64(e.Lanes-1)/2) * 22
		p = p.add(along.mul(off))
	}
	return p
}

// pathD writes the SVG path data of track from end a to end b.
func pathD(out *buf, a, b view.End, lay *tileLayout) {
	p, q := endPoint(a, lay), endPoint(b, lay)
	out.s(`d="M`)
	out.pt(p)
	switch {
	case a.IsEdge() && b.IsEdge() && a.Lanes <= 1 && b.Lanes <= 1:
		c := edgeArc(a.Edge, b.Edge)
		if c.straight {
			out.s(" L")
		} else {
			out.s(" A")
			out.f(c.r)
			out.WriteByte(' ')
			out.f(c.r)
			out.s(" 0 0 ")
			out.i(c.sweep)
			out.WriteByte(' ')
		}
	case a.IsEdge() && b.IsEdge():
		// a lane of multi-lane track: a curve leaving each edge square to it
		out.s(" C")
		out.pt(p.mul(0.45))
		out.WriteByte(' ')
		out.pt(q.mul(0.45))
		out.WriteByte(' ')
	default:
		out.s(" L")
	}
	out.pt(q)
	out.s(`"`)
}

// track styles by path kind: the white border under the line, the line.
func trackStyle(kind string) (border, line string) {
	switch kind {
	case view.PathRoad:
		return `stroke="#ffffff" stroke-width="13"`, `stroke="#7A5230" stroke-width="8"`
	case view.PathSea:
		return `stroke="#ffffff" stroke-width="9" stroke-opacity="0.6"`, `stroke="#1F4E79" stroke-width="5" stroke-dasharray="2 8" stroke-linecap="round"`
	}
	return `stroke="#ffffff" stroke-width="15"`, `stroke="#000000" stroke-width="9"`
}

func writeTrack(out *buf, h *view.Hex, lay *tileLayout) {
	if len(h.Tile.Paths) == 0 {
		return
	}
	for pass := 0; pass < 2; pass++ {
		if c := lay.curve; c != nil {
			border, line := trackStyle(h.Tile.Paths[c.pa].Kind)
			st := border
			if pass == 1 {
				st = line
			}
			out.s(`<path fill="none" `, st, " ")
			pathD(out, view.EdgeEnd(c.a), view.EdgeEnd(c.b), lay)
			out.s("/>")
		}
		for pi, p := range h.Tile.Paths {
			if c := lay.curve; c != nil && (pi == c.pa || pi == c.pb) {
				continue
			}
			border, line := trackStyle(p.Kind)
			st := border
			if pass == 1 {
				st = line
			}
			out.s(`<path fill="none" `, st, " ")
			pathD(out, p.A, p.B, lay)
			out.s("/>")
		}
	}
}

func money(cur string, n int) string {
	s := strconv.Itoa(n)
	if cur == "" {
		return s
	}
	for i := 0; i+1 < len(cur); i++ {
		if cur[i] == '%' && cur[i+1] == 's' {
			return cur[:i] + s + cur[i+2:]
		}
	}
	return s
}

func writeNodes(out *buf, h *view.Hex, lay *tileLayout, opt BoardOptions) {
	for ni := range h.Tile.Nodes {
		n := &h.Tile.Nodes[ni]
		c := lay.nodes[ni]
		switch n.Kind {
		case view.KindCity:
			writeCity(out, n, c, opt.Palette)
			if !n.Hidden {
				writeRevenue(out, lay, c, n.Revenue, 45+float64(max(len(n.Slots)-1, 0))*12)
			}
		case view.KindTown:
			writeTown(out, h, ni, c, lay)
			if !n.Hidden {
				writeRevenue(out, lay, c, n.Revenue, 30)
			}
		case view.KindOffboard:
			if !n.Hidden {
				writeOffboard(out, n, lay, opt.Lang)
			}
		}
	}
}

// slotOffsets places n slots of a city around its centre.
func slotOffsets(n int) []pt {
	switch n {
	case 0, 1:
		return []pt{{}}
	case 2:
		return []pt{{-slotR, 0}, {slotR, 0}}
	case 3:
		return []pt{{0, -29}, {-slotR, 14}, {slotR, 14}}
	case 4:
		return []pt{{-slotR, -slotR}, {slotR, -slotR}, {-slotR, slotR}, {slotR, slotR}}
	}
	out := make([]pt, n)
	for k := range out {
		out[k] = pt{0, -1.6 * slotR}.rot(360 * float64(k) / float64(n))
	}
	return out
}

func writeCity(out *buf, n *view.Node, c pt, pal Palette) {
	offs := slotOffsets(len(n.Slots))
	switch len(offs) {
	case 1:
	case 2:
		out.rect(c.sub(pt{2 * slotR, slotR}), 4*slotR, 2*slotR, slotR, `fill="#ffffff" stroke="#000000" stroke-width="3"`)
	default:
		out.circle(c, 2.25*slotR, `fill="#ffffff" stroke="#000000" stroke-width="3"`)
	}
	for k, o := range offs {
		p := c.add(o)
		var s view.Slot
		if k < len(n.Slots) {
			s = n.Slots[k]
		}
		writeSlot(out, p, s, pal)
	}
	for k, id := range n.Extra {
		p := c.add(pt{slotR*1.7 + float64(k)*slotR*1.2, -slotR * 1.3})
		writeSlot(out, p, view.Slot{Token: id}, pal)
	}
}

func writeSlot(out *buf, p pt, s view.Slot, pal Palette) {
	switch {
	case s.Blocker:
		out.circle(p, slotR, `fill="#555555" stroke="#000000" stroke-width="3"`)
		out.text(p, 22, `fill="#ffffff" font-weight="bold"`, "✖")
	case s.Token != "":
		bg, fg := pal.of(s.Token)
		out.circle(p, slotR, `fill="`+bg+`" stroke="#000000" stroke-width="3" class="token" data-family="`+esc(s.Token)+`"`)
		size := 18.0
		if len(s.Token) > 2 {
			size = 13
		}
		out.text(p, size, `fill="`+fg+`" font-weight="bold"`, s.Token)
	case s.Reserved != "":
		bg, _ := pal.of(s.Reserved)
		out.circle(p, slotR, `fill="#ffffff" stroke="`+bg+`" stroke-width="5" stroke-dasharray="6 4" class="reserved" data-family="`+esc(s.Reserved)+`"`)
		size := 15.0
		if len(s.Reserved) > 2 {
			size = 11
		}
		out.text(p, size, `fill="#555555"`, s.Reserved)
	default:
		out.circle(p, slotR, `fill="#ffffff" stroke="#000000" stroke-width="3"`)
	}
}

// writeTown draws a town as a bar across its track when one or two
// pieces of track reach it, else as a dot.
func writeTown(out *buf, h *view.Hex, ni int, c pt, lay *tileLayout) {
	if d, ok := lay.townDir[ni]; ok {
		townBar(out, c, d)
		return
	}
	var dirs []pt
	for _, p := range h.Tile.Paths {
		switch {
		case p.A.Node == ni && p.B.IsEdge():
			dirs = append(dirs, edgeMid(p.B.Edge).sub(c))
		case p.B.Node == ni && p.A.IsEdge():
			dirs = append(dirs, edgeMid(p.A.Edge).sub(c))
		}
	}
	if len(dirs) == 0 || len(dirs) > 2 {
		out.circle(c, 12, `fill="#000000" stroke="#ffffff" stroke-width="3"`)
		return
	}
	d := dirs[0].norm()
	if len(dirs) == 2 {
		d = dirs[0].norm().sub(dirs[1].norm())
		if d.len() < 0.1 {
			d = dirs[0].norm().rot(90)
		}
		d = d.norm()
	}
	townBar(out, c, d)
}

// townBar is a town's bar at c across the direction of travel d.
func townBar(out *buf, c, d pt) {
	ang := math.Atan2(d.Y, d.X) * 180 / math.Pi
	out.s(`<rect x="-6" y="-19" width="12" height="38" fill="#000000" stroke="#ffffff" stroke-width="2" transform="translate(`)
	out.pt(c)
	out.s(") rotate(")
	out.f(ang)
	out.s(`)"/>`)
}

// writeRevenue puts a stop's value in a small circle beside it.
func writeRevenue(out *buf, lay *tileLayout, c pt, v int, dist float64) {
	want := c.add(pt{0, -dist})
	if c.len() > 1 {
		want = c.add(c.norm().mul(-dist))
	}
	p := lay.spot(want, 16)
	out.circle(p, 16, `fill="#ffffff" stroke="#000000" stroke-width="2"`)
	size := 17.0
	if v >= 100 {
		size = 14
	}
	out.text(p, size, `font-weight="bold"`, strconv.Itoa(v))
}

// writeOffboard draws an off-board area's revenue per phase as a row of
// boxes, the one in force framed and marked.
func writeOffboard(out *buf, n *view.Node, lay *tileLayout, lang string) {
	revs := n.Revenues
	if len(revs) == 0 {
		revs = []view.PhaseRevenue{{Revenue: n.Revenue, Current: true}}
	}
	// away from the track
	var sum pt
	for e := 0; e < 6; e++ {
		if lay.exits&(1<<e) != 0 {
			sum = sum.add(edgeMid(e))
		}
	}
	at := pt{0, -40}
	if sum.len() > 1 {
		at = sum.norm().mul(-48)
	}
	const bw, bh = 40.0, 30.0
	w := bw * float64(len(revs))
	if w > 2*radius*0.95 {
		w = 2 * radius * 0.95
	}
	cw := w / float64(len(revs))
	x0 := at.X - w/2
	for k, r := range revs {
		p := pt{x0 + float64(k)*cw, at.Y - bh/2}
		col := "#ffffff"
		if f, ok := hexFill[r.Phase]; ok {
			col = f
		}
		st := `stroke="#000000" stroke-width="1.5"`
		if r.Current {
			st = `stroke="#000000" stroke-width="4"`
		}
		out.rect(p, cw, bh, 0, `fill="`+col+`" `+st)
		label := strconv.Itoa(r.Revenue)
		out.text(p.add(pt{cw / 2, bh/2 - 2}), 16, `font-weight="bold"`, label)
		if in, ok := initial(lang, r.Phase); ok {
			out.text(p.add(pt{cw / 2, bh + 8}), 10, `fill="`+hexText+`"`, in)
		} else if r.Phase != "" && len(revs) > 1 {
			out.text(p.add(pt{cw / 2, bh + 8}), 10, `fill="`+hexText+`"`, say(lang, r.Say, r.Phase))
		}
	}
	lay.used = append(lay.used, disc{at, w / 2})
	if n.Name != "" {
		out.text(at.add(pt{0, -bh/2 - 14}), 15, `font-weight="bold"`, n.Name)
	}
}

// terrainIcon draws a hill (one peak) or a mountain (two) with its cost.
func writeTerrain(out *buf, p pt, terrain string, cost int, cur string) {
	peaks := 1
	if terrain == "mountain" {
		peaks = 2
	}
	for k := 0; k < peaks; k++ {
		o := p.add(pt{float64(k)*16 - float64(peaks-1)*8, -6})
		out.polygon([]pt{o.add(pt{-14, 10}), o.add(pt{0, -12}), o.add(pt{14, 10})}, `fill="#8D6E63" stroke="#3E2723" stroke-width="1.5"`)
	}
	out.text(p.add(pt{0, 18}), 14, `font-weight="bold"`, money(cur, cost))
}

func writeHexText(out *buf, h *view.Hex, lay *tileLayout, cur, lang string) {
	if h.Cost > 0 {
		writeTerrain(out, lay.spot(corner(4).mul(0.6), 22), h.Terrain, h.Cost, cur)
	}
	if h.Label != "" {
		p := lay.spot(corner(1).mul(0.6), 16)
		out.text(p, 24, `font-weight="bold" class="label"`, h.Label)
	}
	if locationShown(h) {
		out.text(pt{0, apothem - 16}, 13, `fill="`+hexText+`"`, h.Location)
	}
	// coordinate, and the number of a laid tile with its colour's initial
	out.text(coordAt, 12, `fill="`+hexText+`" class="coord"`, h.ID)
	if !h.Tile.Preprinted && h.Tile.Name != "" {
		name := h.Tile.Name
		if en, ok := initial("en", h.Tile.Color); ok && !strings.HasPrefix(name, en) {
			in, _ := initial(lang, h.Tile.Color)
			name += " " + in // (1713 Menorca's names, Y2 or GC4, start with it)
		}
		out.text(tileIDPlace(h), 12, `fill="`+hexText+`" class="tile-id"`, name)
	}
	writeMarks(out, h.Marks, lay, lang)
}

func hasNamedNode(h *view.Hex) bool {
	for _, n := range h.Tile.Nodes {
		if n.Name != "" && n.Kind == view.KindOffboard {
			return true
		}
	}
	return false
}

// writeMarks writes the hex's marks as word badges, one per kind of mark
// with every owner named, in a column at the top of the hex (or at the
// bottom when the top is taken).
func writeMarks(out *buf, marks []view.Mark, lay *tileLayout, lang string) {
	var names []string
	texts := map[string]string{}
	for _, m := range marks {
		if m.Name == view.MarkLaid {
			continue
		}
		t, seen := texts[m.Name]
		if !seen {
			names = append(names, m.Name)
			t = say(lang, m.Say, m.Name) // a word, not only a colour
			if m.Text != "" {
				t += " " + m.Text
			}
		}
		if m.Owner != "" {
			t += " " + m.Owner
		}
		texts[m.Name] = t
	}
	if len(names) == 0 {
		return
	}
	top, bottom := 0.0, 0.0
	for _, u := range lay.used {
		top += math.Max(0, u.r+40-math.Abs(u.c.Y-(-apothem+24)))
		bottom += math.Max(0, u.r+40-math.Abs(u.c.Y-(apothem-24)))
	}
	y, step := -apothem+22, 24.0
	if bottom < top {
		y, step = apothem-22, -24
	}
	for _, n := range names {
		t := texts[n]
		w := float64(len([]rune(t)))*7.6 + 10
		p := pt{0, y}
		out.rect(p.sub(pt{w / 2, 10}), w, 20, 6, `fill="#FFFDE7" stroke="#000000" stroke-width="1.5" class="mark"`)
		out.text(p, 12, `font-weight="bold"`, t)
		y += step
	}
}
