package bot

import (
	"cmp"
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/view"
)

// approach is how near the track of the families seat presides comes to
// the map's revenue, read from the board the view draws (no title code):
// every stop a family's track joins (from its stations, over track that
// meets across hex edges) counts its revenue, and every stop it does not
// yet join counts its revenue halved for each hex between it and the
// nearest open end of that track (a track end facing a hex with no track
// to meet it). It breaks ties between tile lays the evaluation cannot
// tell apart (approachTies): the evaluation counts runs that trains make
// now or with the biggest train on sale (Reach), so a lay that only
// brings a family's track a hex nearer a city is worth what any other
// lay is, and people lay toward the cities.
func approach(g engine.Game, seat int) float64 {
	v := g.View()
	if v == nil || v.Board == nil {
		return 0
	}
	cfg := g.Config()
	if seat < 0 || seat >= len(cfg.Players) {
		return 0
	}
	b := v.Board
	layout := hexmap.LayoutFlat
	if b.Layout == "pointy" {
		layout = hexmap.LayoutPointy
	}
	at := make(map[hexmap.Coord]int, len(b.Hexes))
	for i, h := range b.Hexes {
		at[hexmap.Coord{X: h.X, Y: h.Y}] = i
	}
	total := 0.0
	for _, f := range v.Families {
		if f.President != cfg.Players[seat].ID || f.Closed {
			continue
		}
		total += familyApproach(b, layout, at, f.ID)
	}
	return total
}

// familyApproach is approach for one family.
func familyApproach(b *view.Board, layout hexmap.Layout, at map[hexmap.Coord]int, fam string) float64 {
	in := make([]bool, len(b.Hexes))
	var queue []int
	for i, h := range b.Hexes {
		for _, n := range h.Tile.Nodes {
			for _, s := range n.Slots {
				if s.Token == fam && !in[i] {
					in[i] = true
					queue = append(queue, i)
				}
			}
		}
	}
	if len(queue) == 0 {
		return 0
	}
	var open []int // hexes an open end faces
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		h := &b.Hexes[i]
		for e := 0; e < 6; e++ {
			if !hasEdge(&h.Tile, e) {
				continue
			}
			j, ok := at[hexmap.Coord{X: h.X, Y: h.Y}.Step(layout, e)]
			if !ok {
				continue
			}
			if hasEdge(&b.Hexes[j].Tile, hexmap.Invert(e)) {
				if !in[j] {
					in[j] = true
					queue = append(queue, j)
				}
			} else {
				open = append(open, j)
			}
		}
	}
	// hexes from the open ends, breadth first over the map
	dist := make([]int, len(b.Hexes))
	for i := range dist {
		dist[i] = -1
	}
	var front []int
	for _, j := range open {
		if dist[j] < 0 && !in[j] {
			dist[j] = 1
			front = append(front, j)
		}
	}
	for k := 0; k < len(front); k++ {
		i := front[k]
		if dist[i] >= approachReach {
			continue
		}
		h := &b.Hexes[i]
		for e := 0; e < 6; e++ {
			if j, ok := at[hexmap.Coord{X: h.X, Y: h.Y}.Step(layout, e)]; ok && dist[j] < 0 && !in[j] {
				dist[j] = dist[i] + 1
				front = append(front, j)
			}
		}
	}
	sum := 0.0
	for i, h := range b.Hexes {
		rev := 0
		for _, n := range h.Tile.Nodes {
			rev += n.Revenue
		}
		switch {
		case rev == 0:
		case in[i]:
			sum += float64(rev)
		case dist[i] > 0:
			sum += float64(rev) / float64(int(1)<<dist[i])
		}
	}
	return sum
}

// approachReach is how many hexes from an open end approach looks.
const approachReach = 6

// hasEdge reports whether a path of t ends at edge e.
func hasEdge(t *view.Tile, e int) bool {
	for _, p := range t.Paths {
		if p.A.Edge == e || p.B.Edge == e {
			return true
		}
	}
	return false
}

// approachTies reorders the moves idx lists (best first, by vals) where
// several tie at the top and one of them lays a tile: those are put in
// the order of the approach (highest first) each leaves seat's families
// in g, stably. Only the tied top is looked at: a board view a move is
// costly, and only the top decides the move.
func approachTies(g engine.Game, seat int, acts []engine.Action, vals []float64, idx []int) {
	if len(idx) < 2 {
		return
	}
	top, lay := 1, acts[idx[0]].Type == "lay_tile"
	for top < len(idx) && vals[idx[top]] == vals[idx[0]] {
		lay = lay || acts[idx[top]].Type == "lay_tile"
		top++
	}
	if top < 2 || !lay {
		return
	}
	ap := make(map[int]float64, top)
	for _, i := range idx[:top] {
		c := g.Clone()
		if c.Apply(acts[i]) != nil {
			ap[i] = -1
			continue
		}
		ap[i] = approach(c, seat)
	}
	slices.SortStableFunc(idx[:top], func(a, b int) int { return cmp.Compare(ap[b], ap[a]) })
}
