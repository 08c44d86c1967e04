package hexmap

import (
	"math/rand/v2"
	"testing"
)

// growMap is a board for growing networks at random: five rows of plain
// hexes, with one-slot cities at A3, B8, C5, D2, E7 and a red off-board
// at E1, and a manifest of plain and city tiles in three colours, among
// them green and brown plain upgrades without switches (X, XX), cities of
// one slot that fill up (12, 13), and two-slot cities (14, 63).
func growMap(t *testing.T) *Map {
	t.Helper()
	city := func(slots int) Node { return Node{Kind: City, Revenue: Flat(20), Slots: slots} }
	cities := map[string]bool{"A3": true, "B8": true, "C5": true, "D2": true, "E7": true}
	var hexes []HexDef
	for _, row := range "ABCDE" {
		for col := 1 + int(row-'A')%2; col <= 9; col += 2 {
			id := string(row) + itoa(col)
			switch {
			case cities[id]:
				hexes = append(hexes, HexDef{ID: id, Tile: &Tile{Name: id, Nodes: []Node{city(1)}}})
			case id == "E1":
				hexes = append(hexes, HexDef{ID: id, Tile: &Tile{Name: id, Color: Red, Nodes: []Node{{Kind: Offboard, Revenue: Flat(30)}},
					Paths: []Path{P(E(3), N(0)), P(E(4), N(0))}}})
			default:
				hexes = append(hexes, HexDef{ID: id, Tile: &Tile{Name: id}})
			}
		}
	}
	track, star := trackPaths, starPaths
	m, err := NewMap(LayoutFlat, hexes, []Manifest{
		{&Tile{Name: "7", Color: Yellow, Paths: track(0, 1)}, 8},
		{&Tile{Name: "8", Color: Yellow, Paths: track(0, 2)}, 8},
		{&Tile{Name: "9", Color: Yellow, Paths: track(0, 3)}, 8},
		{&Tile{Name: "5", Color: Yellow, Nodes: []Node{city(1)}, Paths: star(0, 1)}, 3},
		{&Tile{Name: "57", Color: Yellow, Nodes: []Node{city(1)}, Paths: star(0, 3)}, 3},
		{&Tile{Name: "23", Color: Green, Paths: track(0, 3, 0, 4)}, 3},
		{&Tile{Name: "24", Color: Green, Paths: track(0, 3, 0, 2)}, 3},
		{&Tile{Name: "X", Color: Green, Paths: track(0, 3, 1, 4)}, 3},
		{&Tile{Name: "XC", Color: Green, Paths: track(0, 1, 3, 4)}, 3},
		{&Tile{Name: "12", Color: Green, Nodes: []Node{city(1)}, Paths: star(0, 1, 2)}, 2},
		{&Tile{Name: "13", Color: Green, Nodes: []Node{city(1)}, Paths: star(0, 2, 4)}, 2},
		{&Tile{Name: "14", Color: Green, Nodes: []Node{city(2)}, Paths: star(0, 1, 3, 4)}, 2},
		{&Tile{Name: "XX", Color: Brown, Paths: track(0, 3, 1, 4, 2, 5)}, 3},
		{&Tile{Name: "39", Color: Brown, Paths: track(0, 3, 0, 4, 3, 4)}, 3},
		{&Tile{Name: "L1", Color: Brown, Nodes: []Node{city(1)}, Paths: star(0, 1, 2, 3)}, 2},
		{&Tile{Name: "63", Color: Brown, Nodes: []Node{city(2)}, Paths: star(0, 1, 2, 3, 4, 5)}, 2},
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestNewTrackShortcutOnGrownBoards: on boards grown by random legal lays
// and tokens of three corporations, every upgrade gets from newTrack (with
// its shortcuts) the answer of the walk with the tile in place
// (VerifyNewTrack), and the kept pass masks stay those the tiles give
// (VerifyPass). Titles run the same checks on their own maps.
func TestNewTrackShortcutOnGrownBoards(t *testing.T) {
	var tally NewTrackTally
	corps := []string{"AA", "BB", "CC"}
	all := Colors(Yellow, Green, Brown)
	for seed := range 60 {
		b := growMap(t).NewBoard()
		for i, home := range []string{"A3", "C5", "E7"} {
			mustToken(t, b, home, corps[i])
		}
		rng := rand.New(rand.NewPCG(uint64(seed), 7))
		for step := range 40 {
			corp := corps[rng.IntN(len(corps))]
			opts := LayOpts{Corp: corp, Colors: all}
			if rng.IntN(5) == 0 {
				if spots := b.LegalTokens(corp, TokenOpts{}); len(spots) > 0 {
					s := spots[rng.IntN(len(spots))]
					if err := b.PlaceToken(s.Hex, s.City, corp, TokenOpts{}); err != nil {
						t.Fatalf("seed %d step %d: listed token refused: %v", seed, step, err)
					}
				}
			} else if lays := b.LegalLays(opts); len(lays) > 0 {
				l := lays[rng.IntN(len(lays))]
				if _, err := b.Lay(l.Hex, l.Tile, l.Rotation, opts); err != nil {
					t.Fatalf("seed %d step %d: listed lay refused: %v", seed, step, err)
				}
			}
			if stale := b.VerifyPass(); stale != "" {
				t.Fatalf("seed %d step %d: pass mask out of date at %s", seed, step, stale)
			}
			for _, c := range corps {
				diff, n := b.VerifyNewTrack(c)
				if diff != "" {
					t.Fatalf("seed %d step %d, %s: %s", seed, step, c, diff)
				}
				tally.Reached += n.Reached
				tally.Unreached += n.Unreached
				tally.DeadEnds += n.DeadEnds
			}
		}
	}
	if tally.Reached == 0 || tally.Unreached == 0 || tally.DeadEnds == 0 {
		t.Fatalf("shortcuts taken: %+v; a test that takes none shows nothing", tally)
	}
	t.Logf("upgrades settled without a walk: %+v", tally)
}
