package hexmap

import "testing"

// loopMap: AA's city C7 sends track up into C5 (tile 9, 0→3), which
// leaves by edge 3 and comes back round C3, B2, B4 and B6 into C5's
// edge 1. Upgrading C5 to tile 23 gives it a switch at one of its ends.
func loopMap(t *testing.T) *Board {
	t.Helper()
	var hexes []HexDef
	for _, id := range []string{"B2", "B4", "B6", "C3", "C5", "D4", "D6"} {
		hexes = append(hexes, HexDef{ID: id, Tile: &Tile{Name: id}})
	}
	hexes = append(hexes, HexDef{ID: "C7", Tile: &Tile{Name: "C7", Color: Gray,
		Nodes: []Node{{Kind: City, Revenue: Flat(20), Slots: 1}}, Paths: []Path{P(E(3), N(0))}}})
	tr := func(a, b int) []Path { return []Path{P(E(a), E(b))} }
	m, err := NewMap(LayoutFlat, hexes, []Manifest{
		{&Tile{Name: "7", Color: Yellow, Paths: tr(0, 1)}, 2},
		{&Tile{Name: "8", Color: Yellow, Paths: tr(0, 2)}, 1},
		{&Tile{Name: "9", Color: Yellow, Paths: tr(0, 3)}, 2},
		{&Tile{Name: "23", Color: Green, Paths: []Path{P(E(0), E(3)), P(E(0), E(4))}}, 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	b := m.NewBoard()
	for _, l := range []struct {
		hex, tile string
		rot       int
	}{{"C5", "9-0", 0}, {"C3", "8-0", 0}, {"B2", "7-0", 5}, {"B4", "9-1", 0}, {"B6", "7-1", 3}} {
		mustLay(t, b, l.hex, l.tile, l.rot, LayOpts{})
	}
	mustToken(t, b, "C7", "AA")
	return b
}

// TestUpgradeNeedsTrackReachedWithoutReuse: a new piece of track that the
// network meets only by coming back round a loop onto the edge it left by
// is not reached (track is never used twice), so the upgrade gives no new
// track; the same tile turned so that the new track branches off where the
// network arrives is fine.
func TestUpgradeNeedsTrackReachedWithoutReuse(t *testing.T) {
	for _, tc := range []struct {
		name string
		rot  int // 23 at 3: 3→0 kept, 3→1 new; at 0: 0→3 kept, 0→4 new
		rule string
	}{
		{"new track only round the loop", 3, "must use new track"},
		{"new track off the arrival", 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := loopMap(t)
			r := b.Reach("AA")
			c5 := mustHex(t, b, "C5")
			if r.Entry[c5]&(1<<1) == 0 {
				t.Fatal("the network does not come back round into C5's edge 1")
			}
			_, err := b.Lay("C5", "23-0", tc.rot, LayOpts{Corp: "AA"})
			if got := ruleOf(err); got != tc.rule {
				t.Errorf("lay 23 at rotation %d: %v, want rule %q", tc.rot, err, tc.rule)
			}
		})
	}
}

// TestTouchesAgreesWithReach: the walk that stops once it knows whether
// the network touches a hex (used to check a lay when the network has not
// been computed) answers as the whole network does, for every hex and
// every set of edges, on the loop board, for its corporation and for one
// with no token.
func TestTouchesAgreesWithReach(t *testing.T) {
	b := loopMap(t)
	for _, corp := range []string{"AA", "BB"} {
		r := b.Reach(corp)
		for h := 0; h < b.Map().NumHexes(); h++ {
			for mask := uint8(1); mask < 64; mask++ {
				if got, want := b.touches(corp, h, mask), r.Edges[h]&mask != 0; got != want {
					t.Fatalf("%s, hex %s, edges %06b: touches %v, network %v", corp, b.Map().HexID(h), mask, got, want)
				}
			}
		}
	}
}

// TestNewTrackShortcutAgrees: deciding "new track" from where the network
// first came onto the hex (firstReached) answers as the walk with the new
// tile in place does, for every tile, rotation and hex with track of the
// loop board.
func TestNewTrackShortcutAgrees(t *testing.T) {
	b := loopMap(t)
	r := b.Reach("AA")
	shortcuts := 0
	for h := 0; h < b.Map().NumHexes(); h++ {
		if from, _ := b.Tile(h); len(from.Paths) == 0 {
			continue
		}
		for _, mf := range b.Map().Manifest() {
			for rot := 0; rot < 6; rot++ {
				with, without := b.newTrack(h, mf.Tile, rot, "AA", r), b.newTrack(h, mf.Tile, rot, "AA", nil)
				if with != without {
					t.Fatalf("%s, tile %s at %d: %v with the network, %v walking", b.Map().HexID(h), mf.Tile.Name, rot, with, without)
				}
				if with && r.first[h] >= 1 && r.first[h] <= 6 {
					shortcuts++
				}
			}
		}
	}
	if shortcuts == 0 {
		t.Fatal("no case took the shortcut: the test shows nothing")
	}
}

// TestReachesNodeAgreesWithReach: the walk that stops at the first node it
// is looking for finds exactly the nodes of the whole network, walked
// (no network computed yet) and read (network computed), on the token
// board with B4's city joined.
func TestReachesNodeAgreesWithReach(t *testing.T) {
	board := func() *Board { // AA's A3 joined to the city on B4, track on to C3
		b := tokenBoard(t)
		mustLay(t, b, "B4", "201-0", 2, LayOpts{Corp: "AA"})
		return b
	}
	r := board().Reach("AA")
	for _, computed := range []bool{false, true} {
		b := board()
		if computed {
			b.Reach("AA")
		}
		found := 0
		for h := 0; h < b.Map().NumHexes(); h++ {
			tile, _ := b.Tile(h)
			for n := range tile.Nodes {
				got := b.ReachesNode("AA", func(hh, nn int) bool { return hh == h && nn == n })
				if want := r.Node(h, n); got != want {
					t.Fatalf("computed %v: %s node %d: ReachesNode %v, network %v", computed, b.Map().HexID(h), n, got, want)
				}
				if got {
					found++
				}
			}
		}
		if found < 2 {
			t.Fatalf("only %d nodes reached: the board shows nothing", found)
		}
	}
}
