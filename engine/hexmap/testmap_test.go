package hexmap

import "testing"

// A small flat map for the tests:
//
//	A1 A3 A5      white, white city (1 slot), white
//	B2 B4         white, white Y city
//	C1 C3 C5      gray (no track), white, white O town
//	D2 D4         red off-board (track at edge 1, towards C3), white hill (cost 1)
//
// Edge 0 is down (y+2), 1 lower left, 2 upper left, 3 up, 4 upper right,
// 5 lower right.
func testMap(t testing.TB) *Map {
	t.Helper()
	city := func(slots int) Node { return Node{Kind: City, Revenue: Flat(20), Slots: slots} }
	town := Node{Kind: Town, Revenue: Flat(10)}
	hexes := []HexDef{
		{ID: "A1", Tile: &Tile{Name: "A1"}},
		{ID: "A3", Tile: &Tile{Name: "A3", Nodes: []Node{city(1)}}},
		{ID: "A5", Tile: &Tile{Name: "A5"}},
		{ID: "B2", Tile: &Tile{Name: "B2"}},
		{ID: "B4", Tile: &Tile{Name: "B4", Nodes: []Node{city(1)}, Label: "Y"}},
		{ID: "C1", Tile: &Tile{Name: "C1", Color: Gray}},
		{ID: "C3", Tile: &Tile{Name: "C3"}},
		{ID: "C5", Tile: &Tile{Name: "C5", Nodes: []Node{town}, Label: "O"}},
		{ID: "D2", Tile: &Tile{Name: "D2", Color: Red, Nodes: []Node{{Kind: Offboard, Revenue: Phased(Yellow, 30, Brown, 60)}},
			Paths: []Path{P(E(1), N(0))}}},
		{ID: "D4", Tile: &Tile{Name: "D4", Cost: 1, Terrain: "hill"}, TileLabel: "M"},
	}
	tr, star := trackPaths, starPaths
	manifest := []Manifest{
		{&Tile{Name: "7", Color: Yellow, Paths: tr(0, 1)}, 2},
		{&Tile{Name: "8", Color: Yellow, Paths: tr(0, 2)}, 2},
		{&Tile{Name: "9", Color: Yellow, Paths: tr(0, 3)}, 2},
		{&Tile{Name: "X9", Color: Yellow, Label: "O", Nodes: []Node{town}, Paths: []Path{P(E(0), N(0)), P(N(0), E(3))}}, 2},
		{&Tile{Name: "57", Color: Yellow, Nodes: []Node{city(1)}, Paths: []Path{P(E(0), N(0)), P(N(0), E(3))}}, 1},
		{&Tile{Name: "5", Color: Yellow, Nodes: []Node{city(1)}, Paths: star(0, 1)}, 1},
		{&Tile{Name: "201", Color: Yellow, Label: "Y", Nodes: []Node{city(1)}, Paths: star(0, 1)}, 1},
		{&Tile{Name: "23", Color: Green, Paths: tr(0, 3, 0, 4)}, 1},
		{&Tile{Name: "24", Color: Green, Paths: tr(0, 3, 0, 2)}, 1},
		{&Tile{Name: "14", Color: Green, Nodes: []Node{city(2)}, Paths: star(0, 1, 3, 4)}, 1},
	}
	m, err := NewMap(LayoutFlat, hexes, manifest)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.ShareCopies("9", "X9"); err != nil {
		t.Fatal(err)
	}
	return m
}

// mustLay lays or fails the test.
func mustLay(t *testing.T, b *Board, hex, tile string, rot int, opts LayOpts) int {
	t.Helper()
	cost, err := b.Lay(hex, tile, rot, opts)
	if err != nil {
		t.Fatalf("lay %s %s rot %d: %v", hex, tile, rot, err)
	}
	return cost
}

// state is a comparable summary of a board, to check that failed actions
// change nothing.
func state(b *Board) string {
	s := ""
	for i := 0; i < b.Map().NumHexes(); i++ {
		_, rot := b.Tile(i)
		s += b.Map().HexID(i) + "=" + b.TileID(i) + "/" + itoa(rot) + " "
	}
	for _, mf := range b.Map().Manifest() {
		s += mf.Tile.Name + ":" + itoa(b.Available(mf.Tile.Name)) + " "
	}
	for _, tk := range b.Tokens() {
		s += "T" + itoa(tk.Hex) + tk.Corp + itoa(tk.Slot+1) + " "
	}
	for _, r := range b.Reservations() {
		s += "R" + itoa(r.Hex) + r.Corp + " "
	}
	return s
}

// trackPaths joins edges pairwise: trackPaths(0, 3) is a straight.
func trackPaths(pairs ...int) []Path {
	var ps []Path
	for i := 0; i < len(pairs); i += 2 {
		ps = append(ps, P(E(pairs[i]), E(pairs[i+1])))
	}
	return ps
}

// starPaths joins each edge to node 0.
func starPaths(es ...int) []Path {
	var ps []Path
	for _, e := range es {
		ps = append(ps, P(E(e), N(0)))
	}
	return ps
}
