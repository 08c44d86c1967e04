package hexmap

import (
	"testing"

	"ferro/engine/view"
)

// TestViewShowsPathKinds: a path's kind survives rotation and reaches the
// view model (roads and sea lanes by name, rail as the empty kind).
func TestViewShowsPathKinds(t *testing.T) {
	tl := &Tile{Name: "P", Nodes: []Node{{Kind: Town, Revenue: Flat(10)}}, Paths: []Path{
		P(E(0), N(0)),
		{A: E(1), B: N(0), Kind: Road},
		{A: E(2), B: E(4), Kind: Sea},
	}}
	m, err := NewMap(LayoutFlat, []HexDef{{ID: "B2", Tile: tl}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := m.NewBoard()
	b.Replace(0, tl, 1)
	got := b.View(Yellow).Hexes[0].Tile.Paths
	want := []view.Path{
		{A: view.EdgeEnd(1), B: view.NodeEnd(0)},
		{A: view.EdgeEnd(2), B: view.NodeEnd(0), Kind: view.PathRoad},
		{A: view.EdgeEnd(3), B: view.EdgeEnd(5), Kind: view.PathSea},
	}
	if len(got) != len(want) {
		t.Fatalf("paths %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("path %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
