package zoomap

import (
	"slices"
	"testing"

	"ferro/engine/hexmap"
)

// TestMapsData: counts of each kind of hex per map, families and homes.
func TestMapsData(t *testing.T) {
	type counts struct{ hexes, homes, ponds, hills, mountains, ys, reds int }
	want := map[string]counts{
		"A": {122, 5, 10, 4, 7, 4, 5},
		"B": {91, 5, 10, 3, 5, 4, 3},
		"C": {111, 5, 11, 5, 8, 5, 4},
		"D": {133, 7, 12, 5, 8, 5, 5},
		"E": {122, 7, 12, 3, 7, 4, 4},
		"F": {129, 7, 13, 5, 8, 6, 4},
	}
	if got := Maps(); !slices.Equal(got, []string{"A", "B", "C", "D", "E", "F"}) {
		t.Fatalf("Maps() = %v", got)
	}
	for _, letter := range Maps() {
		b, err := NewBoard(letter)
		if err != nil {
			t.Fatal(err)
		}
		m := b.Map()
		var c counts
		c.hexes = m.NumHexes()
		for i := 0; i < m.NumHexes(); i++ {
			tl, _ := b.Tile(i)
			switch {
			case tl.Color == hexmap.Red && tl.Label == "R":
				c.reds++
				if len(tl.Nodes) != 1 || tl.Nodes[0].Revenue != hexmap.Phased(hexmap.Yellow, 30, hexmap.Brown, 60) {
					t.Errorf("map %s %s: R area nodes %v", letter, m.HexID(i), tl.Nodes)
				}
			case tl.Label == "O":
				c.ponds++
			case tl.Label == "Y":
				c.ys++
			case tl.Terrain == "hill":
				c.hills++
				if tl.Cost != 1 || m.Hex(i).Location != "M" {
					t.Errorf("map %s %s: hill cost %d location %q", letter, m.HexID(i), tl.Cost, m.Hex(i).Location)
				}
			case tl.Terrain == "mountain":
				c.mountains++
				if tl.Cost != 2 || m.Hex(i).Location != "MM" {
					t.Errorf("map %s %s: mountain cost %d location %q", letter, m.HexID(i), tl.Cost, m.Hex(i).Location)
				}
			}
		}
		fams, err := Families(letter)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fams {
			hex, city, ok := Home(letter, f)
			if !ok {
				t.Errorf("map %s: no home for %s", letter, f)
				continue
			}
			h, ok := b.Hex(hex)
			tl, _ := b.Tile(h)
			if !ok || tl.Color != hexmap.White || len(tl.Cities()) != 1 || tl.Label != "" || city != 0 {
				t.Errorf("map %s: home of %s is %s/%d, not a plain white city", letter, f, hex, city)
				continue
			}
			c.homes++
			if err := PlaceHome(b, letter, f); err != nil {
				t.Errorf("map %s: home token of %s: %v", letter, f, err)
			}
		}
		if c != want[letter] {
			t.Errorf("map %s: %+v, want %+v", letter, c, want[letter])
		}
	}
	if _, _, ok := Home("A", "CR"); ok {
		t.Error("Crocodiles have a home on map A, where they do not play")
	}
	if _, err := NewBoard("G"); err == nil {
		t.Error("map G built")
	}
}

// TestManifest: the 18ZOO supply and its shared O faces.
func TestManifest(t *testing.T) {
	b, _ := NewBoard("A")
	total := 0
	for _, mf := range Manifest() {
		total += mf.Count
		if n := b.Available(mf.Tile.Name); n != mf.Count {
			t.Errorf("tile %s: %d available at set-up, manifest says %d", mf.Tile.Name, n, mf.Count)
		}
	}
	if total != 159 {
		t.Errorf("manifest holds %d tiles, want 159", total)
	}
	// Laying 8-3 takes X8-3 too; the O face of another copy is still there.
	if _, err := b.Lay("H12", "8-3", 0, hexmap.LayOpts{}); err != nil {
		t.Fatal(err)
	}
	if b.InSupply("X8-3") || !b.InSupply("X8-4") || b.Available("X8") != 17 {
		t.Errorf("after 8-3: X8-3 in supply %v, X8 available %d", b.InSupply("X8-3"), b.Available("X8"))
	}
}

// TestVariants: Base 2 and Base 3 replace the centre of the map.
func TestVariants(t *testing.T) {
	for _, tc := range []struct {
		rules []string
		hex   string
		label string
		color hexmap.Color
	}{
		{nil, "H10", "O", hexmap.White},
		{[]string{RuleBase2}, "H10", "R", hexmap.Red},
		{[]string{RuleBase3}, "H10", "Y", hexmap.White},
		{[]string{RuleBase2, RuleBase3}, "H10", "Y", hexmap.White},
	} {
		b, err := NewBoardWith("A", tc.rules)
		if err != nil {
			t.Fatal(err)
		}
		h, _ := b.Hex(tc.hex)
		tl, _ := b.Tile(h)
		if tl.Label != tc.label || tl.Color != tc.color {
			t.Errorf("rules %v: %s is %s %q, want %s %q", tc.rules, tc.hex, tl.Color, tl.Label, tc.color, tc.label)
		}
	}
	locs, _ := LocationNames("A", []string{RuleBase3})
	if locs["H8"] != "MM" || locs["E11"] != "MM" {
		t.Errorf("Base 3 locations %v", locs)
	}
}

func TestLetter(t *testing.T) {
	if l, err := Letter("18ZOO - Map D"); err != nil || l != "D" {
		t.Errorf("Letter = %q, %v", l, err)
	}
	for _, bad := range []string{"1713 Menorca", "18ZOO - Map Q", "18ZOO"} {
		if _, err := Letter(bad); err == nil {
			t.Errorf("Letter(%q) accepted", bad)
		}
	}
}
