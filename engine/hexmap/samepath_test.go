package hexmap

import "testing"

func TestEdgeBetween(t *testing.T) {
	for _, c := range []struct {
		l    Layout
		a, z string
		want int
	}{
		{LayoutFlat, "B2", "B4", 0}, {LayoutFlat, "B4", "B2", 3}, {LayoutFlat, "B2", "C3", 5}, {LayoutFlat, "C3", "B2", 2},
		{LayoutFlat, "B2", "B6", -1}, {LayoutFlat, "B2", "B2", -1}, {LayoutFlat, "B2", "2B", -1},
		{LayoutPointy, "B2", "D2", 4}, {LayoutPointy, "D2", "B2", 1},
	} {
		if got := c.l.EdgeBetween(c.a, c.z); got != c.want {
			t.Errorf("layout %d, %s to %s: edge %d, want %d", c.l, c.a, c.z, got, c.want)
		}
	}
}

func TestPathSame(t *testing.T) {
	p := Path{A: E(1), B: N(0), Kind: Sea}
	for _, c := range []struct {
		q    Path
		want bool
	}{
		{Path{A: E(1), B: N(0), Kind: Sea}, true},
		{Path{A: N(0), B: E(1), Kind: Sea}, true},
		{Path{A: E(1), B: N(0), Kind: Road}, false},
		{Path{A: E(2), B: N(0), Kind: Sea}, false},
		{Path{A: E(1), B: N(0), Kind: Sea, ALane: Lane{Width: 2, Index: 1}}, false},
	} {
		if got := p.Same(c.q); got != c.want {
			t.Errorf("%+v same as %+v: %v, want %v", p, c.q, got, c.want)
		}
	}
}
