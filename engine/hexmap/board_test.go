package hexmap

import "testing"

// TestCloneIndependent: a clone shares storage until one side writes;
// lays, tokens, reservations, blockers and marks on either side never
// show on the other, and cached networks follow each board's own changes.
func TestCloneIndependent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, b *Board)
	}{
		{"lay", layC3},
		{"lay connected", func(t *testing.T, b *Board) { mustLay(t, b, "B2", "8-0", 5, LayOpts{Corp: "AA"}) }},
		{"token", func(t *testing.T, b *Board) { mustToken(t, b, "B4", "BB") }},
		{"reserve", func(t *testing.T, b *Board) {
			if err := b.Reserve("B4", 0, "BB"); err != nil {
				t.Fatal(err)
			}
		}},
		{"block", func(t *testing.T, b *Board) {
			if err := b.Block("B4", 0); err != nil {
				t.Fatal(err)
			}
		}},
		{"remove token", func(t *testing.T, b *Board) {
			if !b.RemoveToken("A3", "AA") {
				t.Fatal("no AA token on A3")
			}
		}},
		{"mark", func(t *testing.T, b *Board) { b.AddMark(0, "M", "AA") }},
		{"replace", func(t *testing.T, b *Board) { b.Replace(mustHex(t, b, "C3"), b.m.tiles[b.m.tileIdx["9"]], 1) }},
	} {
		for _, side := range []string{"original", "clone"} {
			t.Run(tc.name+"/"+side, func(t *testing.T) {
				b := testMap(t).NewBoard()
				mustToken(t, b, "A3", "AA")
				mustLay(t, b, "A3", "5-0", 4, LayOpts{Corp: "AA"})
				b.Reach("AA") // cached before the clone
				c := b.Clone()
				changed, kept := b, c
				if side == "clone" {
					changed, kept = c, b
				}
				before, reachBefore := state(kept), reachString(kept.Reach("AA"))
				tc.change(t, changed)
				if got := state(kept); got != before {
					t.Errorf("the %s changed too:\n%s\n%s", side, before, got)
				}
				if got := reachString(kept.Reach("AA")); got != reachBefore {
					t.Errorf("the other board's network changed: %s, was %s", got, reachBefore)
				}
				fresh := changed.Clone()
				fresh.changed() // forget the cache: compute from scratch
				if got, want := reachString(changed.Reach("AA")), reachString(fresh.Reach("AA")); got != want {
					t.Errorf("cached network after the change %s, computed afresh %s", got, want)
				}
			})
		}
	}
}

func reachString(r *Reach) string {
	s := ""
	for h := range r.Edges {
		s += itoa(int(r.Edges[h])) + "," + itoa(int(r.Paths[h])) + "," + itoa(int(r.Nodes[h])) + "," + itoa(int(r.Entry[h])) + " "
	}
	return s
}

// TestPassFollowsTiles: whether track may cross into a hex follows the
// tile laid or put there (a gray tile admits track only at its exits),
// on the board that changed and not on a clone taken before.
func TestPassFollowsTiles(t *testing.T) {
	var hexes []HexDef // C3 and every hex around it
	for _, id := range []string{"B2", "B4", "C1", "C3", "C5", "D2", "D4"} {
		hexes = append(hexes, HexDef{ID: id, Tile: &Tile{Name: id}})
	}
	gray := &Tile{Name: "G9", Color: Gray, Paths: []Path{P(E(0), E(3))}}
	m, err := NewMap(LayoutFlat, hexes, []Manifest{{gray, 1}})
	if err != nil {
		t.Fatal(err)
	}
	b := m.NewBoard()
	c3, _ := b.Hex("C3")
	toward := func(from string) (int, int) { // hex index and its edge facing C3
		h, _ := b.Hex(from)
		return h, m.NeighborDirection(h, c3)
	}
	b2, e2 := toward("B2")
	b4, e4 := toward("B4")
	if e2 < 0 || e4 < 0 {
		t.Fatal("test map: B2 and B4 should touch C3")
	}
	if !b.Passable(b2, e2) || !b.Passable(b4, e4) {
		t.Fatal("a white hex should admit track from every side")
	}
	before := b.Clone()
	blocked := 0
	for rot := range 6 {
		b := before.Clone()
		if _, err := b.Lay("C3", "G9-0", rot, LayOpts{SkipColors: true}); err != nil {
			t.Fatalf("gray tile at rotation %d: %v", rot, err)
		}
		for _, side := range [][2]int{{b2, e2}, {b4, e4}} {
			want := b.Exits(c3)&(1<<Invert(side[1])) != 0
			if got := b.Passable(side[0], side[1]); got != want {
				t.Errorf("gray tile at rotation %d: %s may cross into C3: %v, its exits say %v", rot, m.HexID(side[0]), got, want)
			}
			if !want {
				blocked++
			}
		}
	}
	if blocked == 0 {
		t.Fatal("no rotation closed a side of C3: the test shows nothing")
	}
	if !before.Passable(b2, e2) || !before.Passable(b4, e4) {
		t.Error("lays on clones changed the board they came from")
	}
	b.Replace(c3, gray, 0)
	for _, side := range [][2]int{{b2, e2}, {b4, e4}} {
		want := b.Exits(c3)&(1<<Invert(side[1])) != 0
		if got := b.Passable(side[0], side[1]); got != want {
			t.Errorf("gray tile put by Replace: %s may cross into C3: %v, its exits say %v", m.HexID(side[0]), got, want)
		}
	}
}
