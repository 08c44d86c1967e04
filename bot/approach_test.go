package bot

import (
	"context"
	"slices"
	"testing"

	"ferro/engine/hexmap"
	"ferro/engine/view"
)

// TestFamilyApproach: on a flat column of five hexes, a family stationed
// in the top city (20) whose track leaves it downward is worth its city
// and the city four hexes down (40) halved for each hex from its open
// end; a straight laid below brings that city a hex nearer (worth more),
// a curve that turns off the map leaves no open end (worth less), and a
// family without a station nothing.
func TestFamilyApproach(t *testing.T) {
	board := func(below []view.Path) *view.Board {
		b := &view.Board{Layout: "flat"}
		for k := 0; k < 5; k++ {
			b.Hexes = append(b.Hexes, view.Hex{ID: hexmap.Coord{X: 0, Y: 2 * k}.String(), X: 0, Y: 2 * k})
		}
		b.Hexes[0].Tile = view.Tile{
			Nodes: []view.Node{{Kind: view.KindCity, Revenue: 20, Slots: []view.Slot{{Token: "F"}}}},
			Paths: []view.Path{{A: view.NodeEnd(0), B: view.EdgeEnd(0)}},
		}
		b.Hexes[1].Tile.Paths = below
		b.Hexes[4].Tile = view.Tile{Nodes: []view.Node{{Kind: view.KindCity, Revenue: 40}}}
		return b
	}
	value := func(b *view.Board, fam string) float64 {
		at := map[hexmap.Coord]int{}
		for i, h := range b.Hexes {
			at[hexmap.Coord{X: h.X, Y: h.Y}] = i
		}
		return familyApproach(b, hexmap.LayoutFlat, at, fam)
	}
	none := value(board(nil), "F")
	straight := value(board([]view.Path{{A: view.EdgeEnd(3), B: view.EdgeEnd(0)}}), "F")
	away := value(board([]view.Path{{A: view.EdgeEnd(3), B: view.EdgeEnd(1)}}), "F")
	if none != 20+40.0/16 || straight != 20+40.0/8 || away != 20 {
		t.Fatalf("approach: no lay %v (want 22.5), straight %v (want 25), curve off the map %v (want 20)", none, straight, away)
	}
	if v := value(board(nil), "G"); v != 0 {
		t.Fatalf("a family with no station: %v", v)
	}
}

// TestApproachTies: in a seeded Map A game, wherever tile lays tie at the
// top of the learned heuristic's values, approachTies puts the one whose
// approach is highest first and moves nothing below the tied top. The
// game must give such ties.
func TestApproachTies(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 5)
	h := NewHeuristic(5)
	h.Learned = true
	reordered := 0
	for n := 0; n < 250 && !g.Finished(); n++ {
		seat := Mover(g)
		acts := Actions(g)
		vals := h.valuesOn(context.Background(), g, seat, acts)
		idx := make([]int, len(acts))
		for i := range idx {
			idx[i] = i
		}
		sortByValue(idx, vals)
		before := slices.Clone(idx)
		approachTies(g, seat, acts, vals, idx)
		top := 1
		for top < len(before) && vals[before[top]] == vals[before[0]] {
			top++
		}
		if !slices.Equal(before[top:], idx[top:]) {
			t.Fatalf("action %d: below the tied top the order changed", n)
		}
		if !slices.Equal(before, idx) {
			reordered++
			after := func(i int) float64 {
				c := g.Clone()
				if err := c.Apply(acts[i]); err != nil {
					t.Fatal(err)
				}
				return approach(c, seat)
			}
			first := after(idx[0])
			for _, i := range idx[1:top] {
				if a := after(i); a > first {
					t.Fatalf("action %d: %s has approach %v, above the first's %v", n, acts[i].Key(), a, first)
				}
			}
		}
		a, err := h.Act(context.Background(), Position{Game: g.Clone(), Seat: seat}, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if reordered == 0 {
		t.Fatal("no tie of tile lays at the top was reordered")
	}
	t.Logf("%d tied tops reordered", reordered)
}
