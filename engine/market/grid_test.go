package market

import (
	"slices"
	"testing"
)

// A ragged grid: row 0 has 4 cells, row 1 has 3, row 2 has 2.
//
//	0,0 0,1 0,2 0,3
//	1,0 1,1 1,2
//	2,0 2,1
func ragged(m Moves) *Grid[int] {
	return New([][]int{{10, 20, 30, 40}, {5, 15, 25}, {1, 2}}, m)
}

func TestMoves(t *testing.T) {
	std := Moves{LeftOff: Down, RightOff: Up}
	cases := []struct {
		name  string
		moves Moves
		move  func(*Grid[int], Pos) Pos
		from  Pos
		want  Pos
	}{
		{"right inside a row", std, (*Grid[int]).Right, Pos{1, 0}, Pos{1, 1}},
		{"right off the end rises", std, (*Grid[int]).Right, Pos{1, 2}, Pos{0, 2}},
		{"right off the top row's end stays", std, (*Grid[int]).Right, Pos{0, 3}, Pos{0, 3}},
		{"left inside a row", std, (*Grid[int]).Left, Pos{0, 2}, Pos{0, 1}},
		{"left off the start falls", std, (*Grid[int]).Left, Pos{0, 0}, Pos{1, 0}},
		{"left off the bottom row's start stays", std, (*Grid[int]).Left, Pos{2, 0}, Pos{2, 0}},
		{"up", std, (*Grid[int]).Up, Pos{2, 1}, Pos{1, 1}},
		{"up at the top stays", std, (*Grid[int]).Up, Pos{0, 1}, Pos{0, 1}},
		{"down", std, (*Grid[int]).Down, Pos{0, 1}, Pos{1, 1}},
		{"down into a missing cell stays", std, (*Grid[int]).Down, Pos{1, 2}, Pos{1, 2}},
		{"down at the bottom stays", std, (*Grid[int]).Down, Pos{2, 0}, Pos{2, 0}},
		{"right off the end with Stay", Moves{}, (*Grid[int]).Right, Pos{1, 2}, Pos{1, 2}},
		{"left off the start with Stay", Moves{}, (*Grid[int]).Left, Pos{1, 0}, Pos{1, 0}},
		{"right off the end falling", Moves{RightOff: Down}, (*Grid[int]).Right, Pos{0, 3}, Pos{0, 3}},
		{"right off the end falling", Moves{RightOff: Down}, (*Grid[int]).Right, Pos{1, 2}, Pos{1, 2}},
		{"right off the end falling", Moves{RightOff: Down}, (*Grid[int]).Right, Pos{2, 1}, Pos{2, 1}},
		{"left off the start rising", Moves{LeftOff: Up}, (*Grid[int]).Left, Pos{1, 0}, Pos{0, 0}},
	}
	for _, c := range cases {
		if got := c.move(ragged(c.moves), c.from); got != c.want {
			t.Errorf("%s: from %v got %v, want %v", c.name, c.from, got, c.want)
		}
	}
}

func TestFindAndAt(t *testing.T) {
	g := ragged(Moves{})
	got := g.Find(func(v int) bool { return v%10 == 5 })
	if want := []Pos{{1, 0}, {1, 1}, {1, 2}}; !slices.Equal(got, want) {
		t.Fatalf("Find: %v, want %v", got, want)
	}
	if g.At(Pos{2, 1}) != 2 || g.Has(Pos{2, 2}) || !g.Has(Pos{0, 3}) || g.Has(Pos{-1, 0}) {
		t.Fatal("At/Has disagree with the grid")
	}
}

func TestCompare(t *testing.T) {
	s := []Standing{
		{Price: 50, Pos: Pos{2, 3}, Arrival: 1},
		{Price: 60, Pos: Pos{3, 1}, Arrival: 9},
		{Price: 50, Pos: Pos{1, 4}, Arrival: 5},
		{Price: 50, Pos: Pos{1, 3}, Arrival: 4},
		{Price: 50, Pos: Pos{2, 3}, Arrival: 0},
		{Price: 50, Pos: Pos{1, 3}, Arrival: 2},
	}
	slices.SortStableFunc(s, Compare)
	want := []Standing{
		{Price: 60, Pos: Pos{3, 1}, Arrival: 9}, // highest price
		{Price: 50, Pos: Pos{1, 4}, Arrival: 5}, // further right
		{Price: 50, Pos: Pos{1, 3}, Arrival: 2}, // higher row, earlier arrival
		{Price: 50, Pos: Pos{1, 3}, Arrival: 4},
		{Price: 50, Pos: Pos{2, 3}, Arrival: 0},
		{Price: 50, Pos: Pos{2, 3}, Arrival: 1},
	}
	if !slices.Equal(s, want) {
		t.Fatalf("order %v\nwant  %v", s, want)
	}
}
