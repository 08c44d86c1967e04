package route

import (
	"reflect"
	"strings"
	"testing"

	"ferro/engine/hexmap"
)

// lineMap is a row of hexes A–E, each joined to the next across its edge
// 1 (the next one's edge 4), and F joined to B across B's edge 0: stops
// in A (a town), C (a city of one slot, a port) and E (an off-board), B a
// junction of three track edges, D plain track.
func lineMap() TrackMap {
	ids := []string{"A", "B", "C", "D", "E", "F"}
	nbr := func(i, e int) int {
		switch {
		case e == 1 && i < 4:
			return i + 1
		case e == 4 && i > 0 && i < 5:
			return i - 1
		case e == 0 && i == 1:
			return 5
		case e == 3 && i == 5:
			return 1
		}
		return -1
	}
	return TrackMap{
		Name:     "line ",
		Hexes:    len(ids),
		ID:       func(i int) string { return ids[i] },
		Neighbor: nbr,
		Track:    func(i, e int) bool { return nbr(i, e) >= 0 },
		Stop: func(i int) (Node, bool) {
			switch ids[i] {
			case "A":
				return Node{Kind: Town}, true
			case "C":
				return Node{Kind: City, Slots: 1, Port: true}, true
			case "E", "F":
				return Node{Kind: Offboard}, true
			}
			return Node{}, false
		},
	}
}

func TestSkeletonPaths(t *testing.T) {
	sk := NewSkeleton(lineMap())
	var sb SkeletonBoard
	b := sb.Cut(sk, nil, 0)
	var ids []string
	for _, h := range b.Hexes {
		ids = append(ids, h.ID)
	}
	if want := []string{"A", "B", "C", "D", "E", "F"}; !reflect.DeepEqual(ids, want) {
		t.Fatalf("hexes %v, want %v", ids, want)
	}
	// B is joined through: a path between every two of its edges
	wantB := []Path{{A: EdgeEnd(0), B: EdgeEnd(1)}, {A: EdgeEnd(0), B: EdgeEnd(4)}, {A: EdgeEnd(1), B: EdgeEnd(4)}}
	if got := b.Hexes[1].Paths; !reflect.DeepEqual(got, wantB) || len(b.Hexes[1].Nodes) != 0 {
		t.Errorf("B: paths %v nodes %v, want %v and no node", got, b.Hexes[1].Nodes, wantB)
	}
	// C is a stop: its node joined to each of its edges
	wantC := []Path{{A: NodeEnd(0), B: EdgeEnd(1)}, {A: NodeEnd(0), B: EdgeEnd(4)}}
	if got := b.Hexes[2].Paths; !reflect.DeepEqual(got, wantC) {
		t.Errorf("C: paths %v, want %v", got, wantC)
	}
	if n := b.Hexes[2].Nodes; len(n) != 1 || n[0].Kind != City || n[0].Slots != 1 || !n[0].Port {
		t.Errorf("C: nodes %+v, want one port city of one slot", n)
	}
	if got := sb.At; !reflect.DeepEqual(got, []int{0, 2, 4, 5}) {
		t.Errorf("stops at %v, want A, C, E, F", got)
	}
	if b.Hexes[0].Neighbors[1] != "B" || b.Hexes[1].Neighbors[0] != "F" || b.Hexes[0].Neighbors[4] != "" {
		t.Errorf("A's and B's neighbours: %v %v", b.Hexes[0].Neighbors, b.Hexes[1].Neighbors)
	}
	if !strings.HasPrefix(b.Track, "line ") {
		t.Errorf("Track %q does not start with the map's name", b.Track)
	}
}

// Cut keeps the hexes within reach-1 steps of the ones named, reuses its
// board for the same cut, and writes the stops where the board reads them.
func TestSkeletonCut(t *testing.T) {
	sk := NewSkeleton(lineMap())
	var sb SkeletonBoard
	hexesOf := func(b *Board) string {
		var s []string
		for _, h := range b.Hexes {
			s = append(s, h.ID)
		}
		return strings.Join(s, "")
	}
	if got := hexesOf(sb.Cut(sk, []string{"C", "nowhere"}, 2)); got != "BCD" {
		t.Errorf("C, reach 2: hexes %s, want BCD", got)
	}
	if got := hexesOf(sb.Cut(sk, []string{"A"}, 3)); got != "ABCF" {
		t.Errorf("A, reach 3: hexes %s, want ABCF", got)
	}
	if len(sb.Stops) != 3 || sb.At[1] != 2 {
		t.Fatalf("stops %+v at %v, want A, C, F", sb.Stops, sb.At)
	}
	sb.Stops[1].Revenue = [4]int{30, 30, 30, 30}
	track := sb.Board.Track
	b := sb.Cut(sk, []string{"A"}, 3)
	if b.Track != track || b.Hexes[2].Nodes[0].Revenue[0] != 30 {
		t.Errorf("the same cut again: Track %q (was %q), C's revenue %d, want the board kept", b.Track, track, b.Hexes[2].Nodes[0].Revenue[0])
	}
	// another cut of the same hexes keeps the board too
	if b := sb.Cut(sk, []string{"B"}, 2); hexesOf(b) != "ABCF" || b.Hexes[2].Nodes[0].Revenue[0] != 30 {
		t.Errorf("B, reach 2: hexes %s, C's revenue %d, want ABCF kept", hexesOf(b), b.Hexes[2].Nodes[0].Revenue[0])
	}
	if b := sb.Cut(sk, []string{"E"}, 2); hexesOf(b) != "DE" || b.Track == track {
		t.Errorf("E, reach 2: hexes %s, Track %q, want DE and a new Track", hexesOf(b), b.Track)
	}
}

// A search on a board cut around A (D and E left out) finds what it finds
// on the whole track.
func TestSkeletonCutSameBest(t *testing.T) {
	sk := NewSkeleton(lineMap())
	run := func(reach int) Result {
		var sb SkeletonBoard
		b := sb.Cut(sk, []string{"A"}, reach)
		if reach > 0 && len(b.Hexes) != 4 {
			t.Fatalf("cut to %d hexes, want 4", len(b.Hexes))
		}
		for j := range sb.Stops {
			v := 10 * (sb.At[j] + 1)
			sb.Stops[j].Revenue = [4]int{v, v, v, v}
			if sb.Stops[j].Kind == City {
				sb.Stops[j].Tokens = []string{"X"}
			}
		}
		res, _, err := Best(&Context{Board: b, Corp: "X", Trains: []Train{{ID: "t", Name: "3H", Hexes: 3}}})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	full, cut := run(0), run(3)
	if full.Revenue != 90 || !reflect.DeepEqual(full.Routes, cut.Routes) {
		t.Errorf("best on the whole track %+v, on the cut %+v", full, cut)
	}
}

func TestSkeletonCache(t *testing.T) {
	c := SkeletonCache{Max: 1}
	built := 0
	build := func() *Skeleton { built++; return NewSkeleton(lineMap()) }
	a := c.Get([]byte("a"), build)
	if c.Get([]byte("a"), build) != a || built != 1 {
		t.Errorf("the second Get of a built again (%d builds)", built)
	}
	c.Get([]byte("b"), build)
	if c.Get([]byte("a"), build) == a || built != 3 {
		t.Errorf("a full cache kept a (%d builds)", built)
	}
}

// TestMapTrack: a hex map's printed track of one kind as a skeleton: the
// sea lanes B2–B4–B6 (B4 a junction, joined through), not C3's rail.
func TestMapTrack(t *testing.T) {
	sea := func(a, b hexmap.End) hexmap.Path { return hexmap.Path{A: a, B: b, Kind: hexmap.Sea} }
	m, err := hexmap.NewMap(hexmap.LayoutFlat, []hexmap.HexDef{
		{ID: "B2", Tile: &hexmap.Tile{Nodes: []hexmap.Node{{Kind: hexmap.Town}}, Paths: []hexmap.Path{sea(hexmap.N(0), hexmap.E(0)), hexmap.P(hexmap.N(0), hexmap.E(5))}}},
		{ID: "B4", Tile: &hexmap.Tile{Nodes: []hexmap.Node{{Kind: hexmap.Junction}}, Paths: []hexmap.Path{sea(hexmap.E(3), hexmap.N(0)), sea(hexmap.N(0), hexmap.E(0))}}},
		{ID: "B6", Tile: &hexmap.Tile{Nodes: []hexmap.Node{{Kind: hexmap.City, Slots: 2}}, Paths: []hexmap.Path{sea(hexmap.E(3), hexmap.N(0))}}},
		{ID: "C3", Tile: &hexmap.Tile{Paths: []hexmap.Path{hexmap.P(hexmap.E(2), hexmap.E(5))}}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var sb SkeletonBoard
	b := sb.Cut(NewSkeleton(MapTrack(m, "map ", hexmap.Sea)), nil, 0)
	want := []Hex{
		{ID: "B2", Neighbors: [6]string{0: "B4", 5: "C3"}, Nodes: []Node{{Kind: Town}}, Paths: []Path{{A: NodeEnd(0), B: EdgeEnd(0)}}},
		{ID: "B4", Neighbors: [6]string{0: "B6", 3: "B2", 4: "C3"}, Paths: []Path{{A: EdgeEnd(0), B: EdgeEnd(3)}}},
		{ID: "B6", Neighbors: [6]string{3: "B4"}, Nodes: []Node{{Kind: City, Slots: 2}}, Paths: []Path{{A: NodeEnd(0), B: EdgeEnd(3)}}},
	}
	if !reflect.DeepEqual(b.Hexes, want) {
		t.Errorf("hexes\n%+v\nwant\n%+v", b.Hexes, want)
	}
}
