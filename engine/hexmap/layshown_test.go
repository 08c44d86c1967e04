package hexmap

import "testing"

// TestLayShown: the copy leaves the supply and the replaced one comes
// back, as with Lay; the hex shows the design given, at the rotation given.
func TestLayShown(t *testing.T) {
	b := testMap(t).NewBoard()
	h, _ := b.Hex("A3")
	if got := b.FirstCopy("57"); got != "57-0" {
		t.Fatalf("first copy of 57: %q", got)
	}
	design := &Tile{Name: "57", Color: Yellow, Nodes: []Node{{Kind: City, Slots: 2}}, Paths: []Path{P(E(0), N(0)), P(N(0), E(3))}}
	if err := b.LayShown("A3", "57-0", 1, design); err != nil {
		t.Fatal(err)
	}
	if tl, rot := b.Tile(h); tl != design || rot != 1 || b.TileID(h) != "57-0" || b.Exits(h) != 1<<1|1<<4 {
		t.Fatalf("A3 shows %s rotation %d (%s), exits %06b", tl.Name, rot, b.TileID(h), b.Exits(h))
	}
	if ti, k := b.Laid(h); b.Map().Manifest()[ti].Tile.Name != "57" || k != 0 {
		t.Fatalf("laid %d copy %d", ti, k)
	}
	if b.Available("57") != 0 || b.FirstCopy("57") != "" {
		t.Fatalf("57 still in the supply")
	}
	if err := b.LayShown("A5", "57-0", 0, design); err == nil {
		t.Fatal("a copy on the board laid again")
	}
	if err := b.LayShown("A3", "14-0", 0, &Tile{Name: "14", Color: Green}); err != nil {
		t.Fatal(err)
	}
	if b.Available("57") != 1 || b.Available("14") != 0 {
		t.Fatalf("supply after the upgrade: 57 %d, 14 %d", b.Available("57"), b.Available("14"))
	}
	if i, k := b.Laid(0); i != -1 || k != -1 {
		t.Fatalf("printed A1 laid as %d/%d", i, k)
	}
}

// TestCloneInto: a board copied into another's memory is independent of
// it both ways, and the scratch board reuses its own tile layer.
func TestCloneInto(t *testing.T) {
	m := testMap(t)
	src, dst := m.NewBoard(), m.NewBoard()
	b2, _ := src.Hex("B2")
	c3, _ := src.Hex("C3")
	d4, _ := src.Hex("D4")
	if _, err := src.Lay("B2", "8-0", 5, LayOpts{}); err != nil {
		t.Fatal(err)
	}
	for round := range 3 {
		src.CloneInto(dst)
		if dst.TileID(b2) != "8-0" || dst.Available("8") != 1 {
			t.Fatalf("round %d: the copy shows %q, %d copies of 8 left", round, dst.TileID(b2), dst.Available("8"))
		}
		if _, err := dst.Lay("C3", "9-0", 1, LayOpts{}); err != nil {
			t.Fatal(err)
		}
		if !src.Preprinted(c3) || src.Available("9") != 2 {
			t.Fatalf("round %d: a lay on the copy reached the original", round)
		}
	}
	if _, err := src.Lay("D4", "7-0", 1, LayOpts{}); err != nil {
		t.Fatal(err)
	}
	if !dst.Preprinted(d4) || dst.TileID(c3) != "9-0" {
		t.Fatalf("a lay on the original reached the copy: D4 %q", dst.TileID(d4))
	}
	nine, _ := m.Tile("9")
	src.CloneInto(dst)
	if n := testing.AllocsPerRun(20, func() {
		src.CloneInto(dst)
		_ = dst.LayShown("C3", "9-0", 1, nine)
	}); n > 0 {
		t.Errorf("CloneInto and a lay: %v allocations", n) // the layer is reused
	}
}

// TestKeepsTrackByKind: an upgrade keeps a road only by a road; a sea lane
// at the same edge does not keep it.
func TestKeepsTrackByKind(t *testing.T) {
	harbour := func(name string, paths ...Path) *Tile {
		return &Tile{Name: name, Color: Yellow, Nodes: []Node{{Kind: City, Slots: 1}}, Paths: paths}
	}
	road := func(e int) Path { return Path{A: E(e), B: N(0), Kind: Road} }
	lane := func(e int) Path { return Path{A: E(e), B: N(0), Kind: Sea} }
	m := testMap(t)
	b := m.NewBoard()
	h, _ := b.Hex("A3")
	b.Replace(h, harbour("printed", road(0), lane(0), lane(3)), 0)
	if !b.KeepsTrack(h, harbour("kept", road(0), road(1), lane(0), lane(3)), 0) {
		t.Error("road 0 and both lanes kept, yet refused")
	}
	if b.KeepsTrack(h, harbour("lost", road(1), lane(0), lane(3)), 0) {
		t.Error("the road at edge 0 is kept only by the lane there")
	}
}
