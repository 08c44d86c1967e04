package hexmap

import (
	"errors"
	"slices"
	"testing"

	"ferro/engine"
)

func ruleOf(err error) string {
	var ie *engine.IllegalError
	if errors.As(err, &ie) {
		return ie.Rule
	}
	if err != nil {
		return "not an IllegalError: " + err.Error()
	}
	return ""
}

// tokenBoard: AA at A3 (city 5: edges 4 to B2 and 5 to B4), track B2
// 1–5 (A3 to C3), B4 with a green two-slot city 14 joined to A3.
func tokenBoard(t *testing.T) *Board {
	b := testMap(t).NewBoard()
	mustToken(t, b, "A3", "AA")
	mustLay(t, b, "A3", "5-0", 4, LayOpts{Corp: "AA"})
	mustLay(t, b, "B2", "8-0", 5, LayOpts{Corp: "AA"})
	return b
}

func TestPlaceToken(t *testing.T) {
	b := tokenBoard(t)
	// B4 is a one-slot Y city without track: not on AA's network.
	if r := ruleOf(b.PlaceToken("B4", 0, "AA", TokenOpts{})); r != "not connected" {
		t.Errorf("token on unconnected B4: rule %q", r)
	}
	mustLay(t, b, "B4", "201-0", 2, LayOpts{Corp: "AA"}) // edges 2 (A3) and 3 (B2)
	if got := b.LegalTokens("AA", TokenOpts{}); !slices.Equal(got, []TokenSpot{{"B4", 0}}) {
		t.Errorf("LegalTokens(AA) = %v, want [B4/0]", got)
	}
	if err := b.PlaceToken("B4", 0, "AA", TokenOpts{}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		hex  string
		city int
		corp string
		opts TokenOpts
		rule string
	}{
		{"second token on a hex", "B4", 0, "AA", TokenOpts{IgnoreConnection: true}, "one token per hex"},
		{"full city", "B4", 0, "BB", TokenOpts{IgnoreConnection: true}, "no free slot"},
		{"no city", "C3", 0, "BB", TokenOpts{IgnoreConnection: true}, "unknown city"},
		{"no hex", "Z9", 0, "BB", TokenOpts{}, "unknown hex"},
	} {
		before := state(b)
		if r := ruleOf(b.PlaceToken(tc.hex, tc.city, tc.corp, tc.opts)); r != tc.rule {
			t.Errorf("%s: rule %q, want %q", tc.name, r, tc.rule)
		}
		if state(b) != before {
			t.Errorf("%s: refused token changed the board", tc.name)
		}
	}
	// An extra slot goes in even when the city is full.
	if err := b.PlaceToken("B4", 0, "BB", TokenOpts{IgnoreConnection: true, ExtraSlot: true}); err != nil {
		t.Errorf("extra-slot token: %v", err)
	}
	h := mustHex(t, b, "B4")
	if got := b.TokensAt(h, 0); len(got) != 2 || got[1].Slot != -1 {
		t.Errorf("B4 tokens %v, want AA in slot 0 and BB beyond the slots", got)
	}
}

func TestReservationAndBlocker(t *testing.T) {
	b := testMap(t).NewBoard()
	if err := b.Reserve("B4", 0, "AA"); err != nil {
		t.Fatal(err)
	}
	if r := ruleOf(b.PlaceToken("B4", 0, "BB", TokenOpts{IgnoreConnection: true})); r != "no free slot" {
		t.Errorf("token in a slot reserved for another: rule %q", r)
	}
	h := mustHex(t, b, "B4")
	if b.Blocks(h, 0, "BB") {
		t.Error("a reserved, empty slot blocks running through")
	}
	if err := b.PlaceToken("B4", 0, "AA", TokenOpts{IgnoreConnection: true}); err != nil {
		t.Errorf("AA into its reservation: %v", err)
	}
	if len(b.Reservations()) != 0 {
		t.Errorf("reservation kept after use: %v", b.Reservations())
	}
	// A blocker fills A3's only slot for everybody.
	if err := b.Block("A3", 0); err != nil {
		t.Fatal(err)
	}
	a3 := mustHex(t, b, "A3")
	if !b.Blocks(a3, 0, "AA") {
		t.Error("A3 with a blocker in its only slot does not block")
	}
	if r := ruleOf(b.Block("A3", 0)); r != "no free slot" {
		t.Errorf("second blocker: rule %q", r)
	}
	if !b.RemoveToken("A3", "") || b.Blocks(a3, 0, "AA") {
		t.Error("removing the blocker did not open A3")
	}
}

func TestFindCity(t *testing.T) {
	b := tokenBoard(t)
	for _, tc := range []struct {
		id   string
		hex  string
		city int
		ok   bool
	}{
		{"5-0-0", "A3", 0, true},
		{"B4-0-0", "B4", 0, true}, // preprinted tile, named by its hex
		{"5-0-1", "", 0, false},   // no second city
		{"57-0-0", "", 0, false},  // not on the map
		{"junk", "", 0, false},
	} {
		h, c, err := b.FindCity(tc.id)
		if (err == nil) != tc.ok {
			t.Errorf("FindCity(%q): err %v", tc.id, err)
			continue
		}
		if tc.ok && (b.Map().HexID(h) != tc.hex || c != tc.city) {
			t.Errorf("FindCity(%q) = %s/%d, want %s/%d", tc.id, b.Map().HexID(h), c, tc.hex, tc.city)
		}
	}
	if id := b.CityID(mustHex(t, b, "A3"), 0); id != "5-0-0" {
		t.Errorf("CityID(A3) = %q", id)
	}
}

// TestReach: the network follows track without turning back at a switch,
// stops at off-boards and at cities full of others' tokens.
func TestReach(t *testing.T) {
	b := tokenBoard(t)
	mustLay(t, b, "C3", "9-0", 1, LayOpts{}) // B4–D2 through C3
	r := b.Reach("AA")
	b2, c3 := mustHex(t, b, "B2"), mustHex(t, b, "C3")
	if !r.Hex(b2) {
		t.Error("AA does not run on B2")
	}
	if r.Edges[c3]&(1<<2) == 0 {
		t.Error("AA's track from B2 does not touch C3 at edge 2")
	}
	if r.Hex(c3) {
		t.Error("AA runs on C3, whose track does not meet B2's")
	}
	// B2 upgraded to 24: 5–1 (kept) and 5–2; coming from A3 (edge 1) the
	// walk reaches edge 5 but may not turn back onto 5–2.
	b.own()
	b.hex[b2] = hexState{tile: b.m.tiles[b.m.tileIdx["24"]], tix: -1, copy: 0, rot: 5}
	b.changed() // written behind the board's back: forget the cached network
	r = b.Reach("AA")
	if r.Paths[b2] != 0b10 {
		t.Errorf("reached paths on B2 %b, want only path 1 (5–1)", r.Paths[b2])
	}
	// A full city of someone else stops the walk; AA's own does not.
	for _, tc := range []struct {
		holder string
		want   uint32
	}{{"BB", 0b01}, {"AA", 0b11}} {
		c := tokenBoard(t)
		mustLay(t, c, "B4", "201-0", 2, LayOpts{Corp: "AA"}) // path 0 at edge 2 (A3), path 1 at edge 3 (B2)
		if err := c.PlaceToken("B4", 0, tc.holder, TokenOpts{IgnoreConnection: true}); err != nil {
			t.Fatal(err)
		}
		if got := c.Reach("AA").Paths[mustHex(t, c, "B4")]; got != tc.want {
			t.Errorf("B4 held by %s: AA reaches paths %b, want %b", tc.holder, got, tc.want)
		}
	}
}

// TestCanTokenAgreesWithLegalTokens: CanToken says yes exactly when
// LegalTokens lists a city, before and after B4's city joins the network.
func TestCanTokenAgreesWithLegalTokens(t *testing.T) {
	for _, join := range []bool{false, true} {
		b := tokenBoard(t)
		if join {
			mustLay(t, b, "B4", "201-0", 2, LayOpts{Corp: "AA"})
		}
		want := len(b.LegalTokens("AA", TokenOpts{})) > 0
		if got := tokenBoardCopy(t, join).CanToken("AA", TokenOpts{}); got != want {
			t.Errorf("B4 joined %v: CanToken %v, LegalTokens lists %v", join, got, want)
		}
		if join != want {
			t.Errorf("B4 joined %v: LegalTokens lists a city: %v", join, want)
		}
	}
}

// tokenBoardCopy is tokenBoard (with B4 joined) built afresh, so that no
// network is computed yet.
func tokenBoardCopy(t *testing.T, join bool) *Board {
	b := tokenBoard(t)
	if join {
		mustLay(t, b, "B4", "201-0", 2, LayOpts{Corp: "AA"})
	}
	return b
}
