package hexmap

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"ferro/engine"
)

// TestLayIllegal: each broken rule is refused with its name, and the board
// is left as it was.
func TestLayIllegal(t *testing.T) {
	yellowOnly := LayOpts{Colors: Colors(Yellow)}
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, b *Board)
		hex   string
		tile  string
		rot   int
		opts  LayOpts
		rule  string
	}{
		{name: "no such hex", hex: "Q9", tile: "7-0", rule: "unknown hex"},
		{name: "no such tile", hex: "B2", tile: "99-0", rule: "unknown tile"},
		{name: "no such copy", hex: "B2", tile: "57-1", rule: "unknown tile"},
		{name: "malformed tile id", hex: "B2", tile: "57", rule: "unknown tile"},
		{name: "rotation", hex: "A5", tile: "9-0", rot: 6, rule: "rotation"},
		{name: "copy already laid", setup: layC3,
			hex: "B2", tile: "9-0", rot: 2, rule: "tile not available"},
		{name: "green on white", hex: "C3", tile: "23-0", rot: 1, rule: "colour progression"},
		{name: "phase colour", setup: layC3,
			hex: "C3", tile: "23-0", rot: 1, opts: yellowOnly, rule: "colour not available"},
		{name: "yellow on yellow", setup: layC3,
			hex: "C3", tile: "8-0", rot: 1, rule: "colour progression"},
		{name: "old track lost", setup: layC3,
			hex: "C3", tile: "23-0", rot: 0, rule: "track preservation"},
		{name: "plain track on a city", hex: "A3", tile: "7-0", rot: 0, rule: "city/town count"},
		{name: "city without label on Y", hex: "B4", tile: "5-0", rot: 0, rule: "label"},
		{name: "plain track on a town", hex: "C5", tile: "9-0", rot: 0, rule: "label"},
		{name: "track off the map", hex: "A1", tile: "9-0", rot: 0, rule: "track off the map"},
		{name: "track into gray", hex: "B2", tile: "9-0", rot: 1, rule: "track into blocked hex"},
		{name: "track into red without track", hex: "D4", tile: "8-0", rot: 1, rule: "track into blocked hex"},
		{name: "no upgrade", setup: layC3,
			hex: "C3", tile: "23-0", rot: 1, opts: LayOpts{NoUpgrade: true}, rule: "upgrade not allowed"},
		{name: "no yellow", hex: "C3", tile: "9-0", rot: 1, opts: LayOpts{NoYellow: true}, rule: "yellow not allowed"},
		{name: "tile list", hex: "C3", tile: "9-0", rot: 1, opts: LayOpts{Tiles: []string{"8"}}, rule: "tile not allowed"},
		{name: "hex list", hex: "C3", tile: "9-0", rot: 1, opts: LayOpts{Hexes: []string{"A5"}}, rule: "hex not allowed"},
		{name: "not connected", setup: func(t *testing.T, b *Board) { mustToken(t, b, "A3", "AA") },
			hex: "C3", tile: "9-0", rot: 1, opts: LayOpts{Corp: "AA"}, rule: "not connected"},
		{name: "must use new track", setup: func(t *testing.T, b *Board) {
			mustToken(t, b, "A3", "AA")
			mustLay(t, b, "A3", "5-0", 4, LayOpts{Corp: "AA"}) // city to B2 and B4
			mustLay(t, b, "B2", "8-0", 5, LayOpts{Corp: "AA"}) // A3 to C3
		}, hex: "B2", tile: "24-0", rot: 5, opts: LayOpts{Corp: "AA"}, rule: "must use new track"},
		{name: "gray takes nothing", hex: "C1", tile: "9-0", rot: 0, rule: "not upgradeable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := testMap(t).NewBoard()
			if tc.setup != nil {
				tc.setup(t, b)
			}
			before := state(b)
			_, err := b.Lay(tc.hex, tc.tile, tc.rot, tc.opts)
			var ie *engine.IllegalError
			if !errors.As(err, &ie) {
				t.Fatalf("got %v, want an IllegalError (%s)", err, tc.rule)
			}
			if ie.Rule != tc.rule {
				t.Errorf("rule %q (%v), want %q", ie.Rule, err, tc.rule)
			}
			if after := state(b); after != before {
				t.Errorf("refused lay changed the board:\n%s\n%s", before, after)
			}
		})
	}
}

// layC3 puts 9-0 on C3 joining B4 (edge 1) and the red D2 (edge 4).
func layC3(t *testing.T, b *Board) { mustLay(t, b, "C3", "9-0", 1, LayOpts{}) }

func mustToken(t *testing.T, b *Board, hex, corp string) {
	t.Helper()
	if err := b.PlaceToken(hex, 0, corp, TokenOpts{IgnoreConnection: true}); err != nil {
		t.Fatal(err)
	}
}

// TestLayLegal: legal lays with their costs and the upgrade chain.
func TestLayLegal(t *testing.T) {
	b := testMap(t).NewBoard()
	mustToken(t, b, "A3", "AA")
	opts := LayOpts{Corp: "AA"}
	// A3's city joins edges 0 and 5: down to A5 and on to B4.
	mustLay(t, b, "A3", "5-0", 5, opts)
	if got := mustLay(t, b, "B4", "201-0", 1, opts); got != 0 {
		t.Errorf("B4 cost %d, want 0", got)
	}
	if id := b.TileID(mustHex(t, b, "B4")); id != "201-0" {
		t.Errorf("B4 holds %q", id)
	}
	// The hill: cost 1, and the laid tile takes the hex's label.
	layC3(t, b)
	if got := mustLay(t, b, "D4", "7-0", 1, LayOpts{}); got != 1 {
		t.Errorf("D4 hill cost %d, want 1", got)
	}
	if l := b.Label(mustHex(t, b, "D4")); l != "M" {
		t.Errorf("laid tile on the hill has label %q, want M", l)
	}
	// Upgrade 9 → 23 keeps 0-3 and returns 9-0 to the supply.
	if n := b.Available("9"); n != 1 {
		t.Fatalf("9 available %d, want 1", n)
	}
	mustLay(t, b, "C3", "23-0", 1, LayOpts{})
	if n := b.Available("9"); n != 2 {
		t.Errorf("after the upgrade 9 available %d, want 2", n)
	}
}

func mustHex(t *testing.T, b *Board, id string) int {
	t.Helper()
	h, ok := b.Hex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return h
}

// TestSharedCopies: tiles sharing copies leave and return together, as
// e.g. 9/X9 pairs do; the copy of the twin can still be laid by id, as
// 18xx.games accepts it.
func TestSharedCopies(t *testing.T) {
	b := testMap(t).NewBoard()
	layC3(t, b)
	if n := b.Available("X9"); n != 1 {
		t.Errorf("after laying 9-0, X9 available %d, want 1", n)
	}
	if b.InSupply("X9-0") {
		t.Error("X9-0 in supply while 9-0 lies on C3")
	}
	if _, err := b.Lay("B2", "X9-0", 2, LayOpts{}); err == nil {
		t.Error("X9-0 laid on B2 (a white hex without a town)")
	}
	mustLay(t, b, "C3", "23-0", 1, LayOpts{})
	if n := b.Available("X9"); n != 2 {
		t.Errorf("after 9-0 came back, X9 available %d, want 2", n)
	}
}

// TestLegalLaysMatchesLay: LegalLays lists exactly the lays that Lay
// accepts, over every hex, tile copy and rotation, on a board in play:
// with the generic rules, with title rules that only explain (CheckHex,
// CheckUpgrade) and with the same rules answering quietly too
// (QuietRules).
func TestLegalLaysMatchesLay(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
	}{{"generic", nil}, {"rules", testRules{}}, {"quiet rules", quietTestRules{}}} {
		t.Run(tc.name, func(t *testing.T) {
			m := testMap(t)
			m.SetRules(tc.rules)
			b := m.NewBoard()
			mustToken(t, b, "A3", "AA")
			mustLay(t, b, "A3", "5-0", 4, LayOpts{Corp: "AA"})
			mustLay(t, b, "B2", "8-0", 5, LayOpts{Corp: "AA"})
			layC3(t, b)
			for _, opts := range []LayOpts{{}, {Corp: "AA"}, {Corp: "AA", Colors: Colors(Yellow)}, {Corp: "AA", Connect: ConnectHex},
				{NoUpgrade: true}, {Special: true}, {Power: "NO_C3"}, {Corp: "AA", Power: "SPECIAL"}} {
				listed := b.LegalLays(opts)
				if accepted := acceptedLays(b, opts); !slices.Equal(listed, accepted) {
					t.Errorf("opts %+v:\nLegalLays %v\nLay takes %v", opts, listed, accepted)
				}
				if len(listed) == 0 {
					t.Errorf("opts %+v: no legal lay", opts)
				}
			}
		})
	}
}

// acceptedLays tries every hex, tile kind (lowest copy in the supply) and
// rotation with Lay on a clone of b.
func acceptedLays(b *Board, opts LayOpts) []Lay {
	var accepted []Lay
	for h := 0; h < b.Map().NumHexes(); h++ {
		for _, mf := range b.Map().Manifest() {
			id := mf.Tile.Name + "-" + itoa(b.firstCopy(b.m.tileIdx[mf.Tile.Name]))
			if !b.InSupply(id) {
				continue
			}
			for rot := 0; rot < 6; rot++ {
				c := b.Clone()
				if cost, err := c.Lay(b.Map().HexID(h), id, rot, opts); err == nil {
					accepted = append(accepted, Lay{Hex: b.Map().HexID(h), Tile: id, Rotation: rot, Cost: cost})
				}
			}
		}
	}
	return accepted
}

// testRules refuse every lay on C3 for the power NO_C3, never put tile 24
// anywhere, and run the generic test as special for the power SPECIAL.
type testRules struct{}

func (testRules) CheckHex(b *Board, h int, opts *LayOpts) error {
	if opts.Power == "NO_C3" && b.Map().HexID(h) == "C3" {
		return engine.Illegal("test: no C3", "not on C3")
	}
	return nil
}

func (testRules) CheckUpgrade(b *Board, h int, to *Tile, opts *LayOpts, generic func(bool) error) error {
	if to.Name == "24" {
		return engine.Illegal("test: no 24", "never 24")
	}
	return generic(opts.Special || opts.Power == "SPECIAL")
}

// quietTestRules are testRules that answer LegalLays quietly as well.
type quietTestRules struct{ testRules }

func (q quietTestRules) HexAllowed(b *Board, h int, opts *LayOpts) bool {
	return q.CheckHex(b, h, opts) == nil
}

func (quietTestRules) UpgradeAllowed(b *Board, h int, to *Tile, opts *LayOpts) (special, ok bool) {
	return opts.Special || opts.Power == "SPECIAL", to.Name != "24"
}

// TestLegalLaysCache: a second listing on the unchanged board is the same
// (a copy, not the cached list), other options are not served the first
// answer, and a change to the board forgets it; LayOpts.equal knows every
// field of LayOpts.
func TestLegalLaysCache(t *testing.T) {
	if n := reflect.TypeOf(LayOpts{}).NumField(); n != 11 {
		t.Fatalf("LayOpts has %d fields: make LayOpts.equal compare the new ones, then update this count", n)
	}
	b := tokenBoard(t)
	opts := LayOpts{Corp: "AA", Connect: ConnectExit}
	first := b.LegalLays(opts)
	if len(first) == 0 {
		t.Fatal("no lay to list")
	}
	first[0].Hex = "changed by the caller"
	if again := b.LegalLays(opts); again[0].Hex == "changed by the caller" {
		t.Fatal("the cached list was handed out")
	}
	yellowOnly := opts
	yellowOnly.Colors = Colors(Green)
	if got := b.LegalLays(yellowOnly); len(got) != 0 {
		t.Fatalf("green only: %d lays, want none (the cache answered other options)", len(got))
	}
	want := b.legalLays(opts)
	mustLay(t, b, "B4", "201-0", 2, LayOpts{Corp: "AA"})
	if got := b.LegalLays(opts); slices.Equal(got, want) {
		t.Fatal("the list did not change with the board")
	}
}
