package zoomap_test

import (
	"errors"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	_ "ferro/games/g18zoo" // registers the powers' tile rules
	"ferro/games/g18zoo/zoomap"
)

type lay struct {
	hex, tile string
	rot       int
	opts      hexmap.LayOpts
}

var (
	normal  = hexmap.LayOpts{}
	rabbits = hexmap.LayOpts{Power: "RABBITS", Special: true}
	moles   = hexmap.LayOpts{Power: "MOLES", Special: true}
	ancient = hexmap.LayOpts{Power: "ANCIENT_MAPS"}
)

// TestZooRules: 18ZOO's tile rules on Map A, legal and illegal, with the
// rule each refusal names. Lays are unconnected (no corporation) so that
// only the tile rules are at stake.
func TestZooRules(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup []lay
		try   lay
		rule  string // "" for a legal lay
		cost  int
	}{
		{name: "yellow on a hill costs 1", try: lay{"E17", "7-0", 2, normal}, cost: 1},
		{name: "yellow on a mountain costs 2", try: lay{"G17", "7-0", 2, normal}, cost: 2},
		{name: "hill track never upgrades", setup: []lay{{"E17", "7-0", 2, normal}},
			try: lay{"E17", "27-0", 2, normal}, rule: "terrain: no upgrade"},
		{name: "rabbits upgrade hill track", setup: []lay{{"E17", "7-0", 2, normal}},
			try: lay{"E17", "27-0", 2, rabbits}},
		{name: "rabbits stop at green on a hill", setup: []lay{{"E17", "7-0", 2, normal}, {"E17", "27-0", 2, rabbits}},
			try: lay{"E17", "44-0", 2, rabbits}, rule: "rabbits: no further upgrade"},
		{name: "plain track on a pond", try: lay{"C11", "7-0", 4, normal}, rule: "label"},
		{name: "O tile on a pond", try: lay{"C11", "X7-0", 4, normal}},
		{name: "O track never upgrades", setup: []lay{{"C11", "X7-0", 4, normal}},
			try: lay{"C11", "X26-0", 5, normal}, rule: "water pool: no upgrade"},
		{name: "rabbits: listed O upgrade", setup: []lay{{"C11", "X7-0", 4, normal}},
			try: lay{"C11", "X26-0", 5, rabbits}},
		{name: "rabbits: unlisted O upgrade", setup: []lay{{"C11", "X7-0", 4, normal}},
			try: lay{"C11", "X16-0", 0, rabbits}, rule: "rabbits: O tiles"},
		{name: "rabbits need track", try: lay{"H12", "7-0", 0, rabbits}, rule: "rabbits: upgrades only"},
		{name: "moles tile without moles", setup: []lay{{"H12", "7-0", 0, normal}},
			try: lay{"H12", "80-0", 0, normal}, rule: "moles tile"},
		{name: "moles on plain track", setup: []lay{{"H12", "7-0", 0, normal}},
			try: lay{"H12", "80-0", 0, moles}},
		{name: "moles: wrong special tile", setup: []lay{{"H12", "7-0", 0, normal}},
			try: lay{"H12", "81-0", 0, moles}, rule: "moles: special tiles"},
		{name: "moles on a city", setup: []lay{{"K9", "5-0", 0, normal}},
			try: lay{"K9", "80-0", 0, moles}, rule: "moles: plain track only"},
		{name: "ancient maps on track", setup: []lay{{"K9", "5-0", 0, normal}},
			try: lay{"K9", "57-0", 0, ancient}, rule: "ancient maps: empty hexes only"},
		{name: "ancient maps on an empty hex", try: lay{"H12", "7-0", 0, ancient}},
		{name: "another family's gray home", try: lay{"H14", "GI_455-0", 0, normal}, rule: "home tile"},
		{name: "gray hex", try: lay{"K7", "7-0", 0, normal}, rule: "not upgradeable"},
		{name: "red area", try: lay{"M5", "7-0", 0, normal}, rule: "not upgradeable"},
		{name: "Y city takes Y tiles", try: lay{"E9", "5-0", 0, normal}, rule: "label"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := zoomap.NewBoard("A")
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range tc.setup {
				if _, err := b.Lay(l.hex, l.tile, l.rot, l.opts); err != nil {
					t.Fatalf("setup %v: %v", l, err)
				}
			}
			cost, err := b.Lay(tc.try.hex, tc.try.tile, tc.try.rot, tc.try.opts)
			if tc.rule == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if cost != tc.cost {
					t.Errorf("cost %d, want %d", cost, tc.cost)
				}
				return
			}
			var ie *engine.IllegalError
			if !errors.As(err, &ie) || ie.Rule != tc.rule {
				t.Errorf("got %v, want rule %q", err, tc.rule)
			}
		})
	}
}

// TestLaidTileTakesTerrainLabel: a tile on an M or MM hex carries the
// hex's label while it lies there.
func TestLaidTileTakesTerrainLabel(t *testing.T) {
	b, _ := zoomap.NewBoard("A")
	h, _ := b.Hex("E17")
	if l := b.Label(h); l != "" {
		t.Fatalf("preprinted E17 label %q", l)
	}
	if _, err := b.Lay("E17", "7-0", 2, normal); err != nil {
		t.Fatal(err)
	}
	if l := b.Label(h); l != "M" {
		t.Errorf("E17 label %q after a lay, want M", l)
	}
}
