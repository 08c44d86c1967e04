package hexmap

import (
	"reflect"
	"testing"
)

// TestAppendSlotCorps: a hex's tokens by city and slot, whatever the
// order they were placed in; blockers and extra tokens left out.
func TestAppendSlotCorps(t *testing.T) {
	city := Node{Kind: City, Slots: 2}
	m, err := NewMap(LayoutFlat, []HexDef{
		{ID: "B2", Tile: &Tile{Name: "B2", Nodes: []Node{city, city}}},
		{ID: "B4", Tile: &Tile{Name: "B4", Nodes: []Node{city}}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := m.NewBoard()
	put := func(hex string, c int, corp string, opts TokenOpts) {
		t.Helper()
		opts.IgnoreConnection = true
		if err := b.PlaceToken(hex, c, corp, opts); err != nil {
			t.Fatal(err)
		}
	}
	put("B2", 1, "CC", TokenOpts{})
	put("B2", 0, "AA", TokenOpts{})
	put("B2", 0, "BB", TokenOpts{})
	put("B4", 0, "EE", TokenOpts{})
	b.RemoveToken("B2", "AA")
	put("B2", 0, "DD", TokenOpts{}) // into AA's slot, before BB's
	put("B2", 1, "FF", TokenOpts{ExtraSlot: true, SameHex: true})
	if err := b.Block("B2", 1); err != nil {
		t.Fatal(err)
	}
	if got, want := b.AppendSlotCorps([]string{"x"}, 0), []string{"x", "DD", "BB", "CC"}; !reflect.DeepEqual(got, want) {
		t.Errorf("B2: %v, want %v", got, want)
	}
	if got := b.AppendSlotCorps(nil, 1); !reflect.DeepEqual(got, []string{"EE"}) {
		t.Errorf("B4: %v, want [EE]", got)
	}
}
