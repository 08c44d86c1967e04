package hexmap

import "testing"

func TestParseCoord(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want Coord
	}{
		{"A1", Coord{0, 0}},
		{"N10", Coord{13, 9}},
		{"B12", Coord{1, 11}},
		{"Z3", Coord{25, 2}},
		{"AA3", Coord{26, 2}},
		{"AZ1", Coord{51, 0}},
	} {
		got, err := ParseCoord(tc.id)
		if err != nil || got != tc.want {
			t.Errorf("ParseCoord(%q) = %v, %v; want %v", tc.id, got, err, tc.want)
		}
		if s := got.String(); s != tc.id {
			t.Errorf("%v.String() = %q, want %q", got, s, tc.id)
		}
	}
	for _, bad := range []string{"", "10", "a1", "N", "ABC1", "BA1", "N1x", "-1"} {
		if _, err := ParseCoord(bad); err == nil {
			t.Errorf("ParseCoord(%q) accepted", bad)
		}
	}
}

// TestNeighbors checks the flat-layout neighbour table on the test map
// (18xx.games' direction table: edge 0 is y+2, then clockwise).
func TestNeighbors(t *testing.T) {
	m := testMap(t)
	for _, tc := range []struct {
		hex  string
		want [6]string // "" where the map ends
	}{
		{"B2", [6]string{"B4", "A3", "A1", "", "C1", "C3"}},
		{"C3", [6]string{"C5", "B4", "B2", "C1", "D2", "D4"}},
		{"A1", [6]string{"A3", "", "", "", "", "B2"}},
		{"D4", [6]string{"", "C5", "C3", "D2", "", ""}},
	} {
		h, ok := m.HexIndex(tc.hex)
		if !ok {
			t.Fatalf("no hex %s", tc.hex)
		}
		for e := 0; e < 6; e++ {
			got := ""
			if n := m.Neighbor(h, e); n >= 0 {
				got = m.HexID(n)
				if back := m.NeighborDirection(n, h); back != Invert(e) {
					t.Errorf("%s edge %d → %s, whose edge back is %d, want %d", tc.hex, e, got, back, Invert(e))
				}
			}
			if got != tc.want[e] {
				t.Errorf("%s edge %d: neighbour %q, want %q", tc.hex, e, got, tc.want[e])
			}
		}
	}
}

func TestPassable(t *testing.T) {
	b := testMap(t).NewBoard()
	for _, tc := range []struct {
		hex  string
		edge int
		want bool
	}{
		{"B2", 0, true},  // white B4
		{"B2", 3, false}, // off the map
		{"B2", 4, false}, // gray C1 without track
		{"C3", 4, true},  // red D2 with track facing C3
		{"D4", 3, false}, // red D2 has no track facing D4
	} {
		h, _ := b.Hex(tc.hex)
		if got := b.Passable(h, tc.edge); got != tc.want {
			t.Errorf("Passable(%s, %d) = %v, want %v", tc.hex, tc.edge, got, tc.want)
		}
	}
}

func TestTileRotation(t *testing.T) {
	tl := &Tile{Name: "t", Color: Yellow, Paths: []Path{P(E(0), E(1)), P(E(0), N(0))}, Nodes: []Node{{Kind: Town}}}
	for rot, want := range []uint8{0b11, 0b110, 0b1100, 0b11000, 0b110000, 0b100001} {
		if got := tl.Exits(rot); got != want {
			t.Errorf("rotation %d: exits %06b, want %06b", rot, got, want)
		}
	}
	p := P(E(4), N(0)).Rotate(3)
	if p.A != E(1) || p.B != N(0) {
		t.Errorf("rotating 4→_0 by 3 gave %v→%v", p.A, p.B)
	}
}

func TestRevenue(t *testing.T) {
	r := Phased(Yellow, 30, Brown, 60)
	for _, tc := range []struct {
		c    Color
		want int
	}{{Yellow, 30}, {Green, 30}, {Brown, 60}, {Gray, 60}} {
		if got := r.At(tc.c); got != tc.want {
			t.Errorf("At(%v) = %d, want %d", tc.c, got, tc.want)
		}
	}
}
