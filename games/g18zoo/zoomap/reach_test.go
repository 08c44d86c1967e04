package zoomap

import (
	"testing"

	"ferro/engine/hexmap"
)

// lasso is the Map A position of a Ferro-played game where Ferro's network
// walk and 18xx.games' disagreed (tile, rotation per hex, as laid; LI's
// home E15 and TI's home H14 tokened). From E15 the track runs F16 → G15
// (tile 28: 1→3, a switch at 3 shared with 2→3) → G13 (tile 16: 0→2, the
// crossing 1–5 untouched) → F12 (tile 23: a switch at 5 towards 2 and 3),
// whose two branches meet again through E11 and F10. Coming back round
// that loop reaches G13 at edge 2 only along track already used, so LI's
// network ends there: it never reaches G13's 1–5, F14, G15's 2→3 or TI's
// city H14 (18xx.games: LI's connected nodes are E15 alone).
var lasso = []struct {
	hex, tile string
	rot       int
}{
	{"E15", "5", 5}, {"F16", "8", 2}, {"G15", "28", 3}, {"G13", "16", 5},
	{"F12", "23", 5}, {"E11", "7", 4}, {"F10", "7", 0}, {"F14", "7", 4},
	{"H14", "14", 1}, {"E17", "7", 2}, {"D16", "9", 2}, {"C15", "8", 3},
}

func lassoBoard(t *testing.T, skip string) *hexmap.Board {
	t.Helper()
	b, err := NewBoardWith("A", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lasso {
		if l.hex == skip {
			continue
		}
		tile, ok := b.Map().Tile(l.tile)
		if !ok {
			t.Fatalf("no tile %s", l.tile)
		}
		b.Replace(hexIndex(t, b, l.hex), tile, l.rot)
	}
	for _, corp := range []string{"LI", "TI"} {
		if err := PlaceHome(b, "A", corp); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func hexIndex(t *testing.T, b *hexmap.Board, id string) int {
	t.Helper()
	h, ok := b.Map().HexIndex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return h
}

// TestReachNeverReusesTrack: a network walk uses each piece of track once
// and never reverses at a switch, as 18xx.games' graph walks.
func TestReachNeverReusesTrack(t *testing.T) {
	for _, tc := range []struct {
		name string
		skip string // a lasso hex left empty
		corp string
		on   []string // hexes the network runs on
		off  []string // hexes it does not
		city string   // a city node that must (in) or must not be reached
		in   bool
	}{
		{"LI stops at the loop", "", "LI", []string{"E15", "F16", "G15", "G13", "F12", "E11", "F10", "E17", "D16", "C15"},
			[]string{"F14", "H14", "I13"}, "H14", false},
		{"TI stops at the loop", "", "TI", []string{"H14", "G13", "F14", "G15", "F12", "E11", "F10"},
			[]string{"F16", "E15"}, "E15", false},
		// Without F10 there is no loop; the network ends the same.
		{"LI without F10", "F10", "LI", []string{"F12", "E11"}, []string{"F10", "F14", "H14"}, "H14", false},
		// TI's own home is on its network, and its walk through G15's
		// switch (2→3) may not turn back onto 3→1 towards E15.
		{"TI home", "", "TI", []string{"H14", "I13"}, []string{"D16"}, "H14", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := lassoBoard(t, tc.skip)
			r := b.Reach(tc.corp)
			for _, id := range tc.on {
				if !r.Hex(hexIndex(t, b, id)) {
					t.Errorf("%s's network does not run on %s", tc.corp, id)
				}
			}
			for _, id := range tc.off {
				if r.Hex(hexIndex(t, b, id)) {
					t.Errorf("%s's network runs on %s", tc.corp, id)
				}
			}
			h := hexIndex(t, b, tc.city)
			tile, _ := b.Tile(h)
			if got := r.Node(h, tile.Cities()[0]); got != tc.in {
				t.Errorf("%s reaches the city on %s: %v, want %v", tc.corp, tc.city, got, tc.in)
			}
		})
	}
}
