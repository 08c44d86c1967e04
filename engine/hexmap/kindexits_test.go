package hexmap

import "testing"

// TestKindExits: each kind's exits apart, turned by the rotation; a node
// is no exit.
func TestKindExits(t *testing.T) {
	tl := &Tile{Name: "K", Nodes: []Node{{Kind: Town}}, Paths: []Path{
		P(E(0), N(0)),
		{A: E(1), B: N(0), Kind: Road},
		{A: E(2), B: E(4), Kind: Sea},
	}}
	for _, c := range []struct {
		kind PathKind
		rot  int
		want uint8
	}{{Rail, 0, 1 << 0}, {Road, 0, 1 << 1}, {Sea, 0, 1<<2 | 1<<4}, {Sea, 3, 1<<5 | 1<<1}, {Road, 5, 1 << 0}} {
		if got := tl.KindExits(c.kind, c.rot); got != c.want {
			t.Errorf("kind %d at rotation %d: exits %06b, want %06b", c.kind, c.rot, got, c.want)
		}
	}
}

// TestLinked: paths of a kind meet only where both hexes have one of that
// kind at their common edge.
func TestLinked(t *testing.T) {
	lane := func(es ...int) *Tile {
		tl := &Tile{}
		for _, e := range es {
			tl.Paths = append(tl.Paths, Path{A: E(e), B: E((e + 3) % 6), Kind: Sea})
		}
		return tl
	}
	// B2's edge 0 (down) faces B4, whose edge 3 faces back; C3 is B2's
	// neighbour across edge 5, with a road towards it only.
	m, err := NewMap(LayoutFlat, []HexDef{
		{ID: "B2", Tile: lane(0)},
		{ID: "B4", Tile: lane(3)},
		{ID: "C3", Tile: &Tile{Paths: []Path{{A: E(2), B: E(5), Kind: Road}}}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		hex, edge int
		kind      PathKind
		want      bool
	}{{0, 0, Sea, true}, {1, 3, Sea, true}, {0, 0, Road, false}, {0, 5, Sea, false}, {2, 2, Road, false}, {0, 3, Sea, false}} {
		if got := m.Linked(c.hex, c.edge, c.kind); got != c.want {
			t.Errorf("hex %s edge %d kind %d: linked %v, want %v", m.HexID(c.hex), c.edge, c.kind, got, c.want)
		}
	}
}
