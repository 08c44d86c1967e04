package g18zoo

import (
	"slices"
	"sort"
)

// neighbours is the neighbour rule (with fewer than five players): the
// families in name order form a ring; the first family opened offers the
// next one either way round, the second fixes the direction, and from
// then on only the next family not yet open that way may open.
type neighbours struct {
	on        bool
	open      []nearChoice // the families that may open now (all at the start)
	direction string       // "next" or "reverse", once fixed
}

// allows: family f may open now.
func (nb *neighbours) allows(f int) bool {
	return !nb.on || slices.ContainsFunc(nb.open, func(c nearChoice) bool { return c.Fam == f })
}

// opened moves the rule on after family f opened.
func (nb *neighbours) opened(fams families, f int) {
	if !nb.on {
		return
	}
	ring := make([]int, len(fams))
	for i := range ring {
		ring[i] = i
	}
	sort.SliceStable(ring, func(a, b int) bool { return fams[ring[a]].Name < fams[ring[b]].Name })
	n, at := len(ring), slices.Index(ring, f)
	find := func(step int) int {
		for k := 1; k <= n; k++ {
			if c := ring[((at+step*k)%n+n)%n]; !fams[c].IPOed {
				return c
			}
		}
		return -1
	}
	ipoed := 0
	for _, fm := range fams {
		if fm.IPOed {
			ipoed++
		}
	}
	if ipoed == 1 {
		nb.open = []nearChoice{{Direction: "next", Fam: find(1)}, {Direction: "reverse", Fam: find(-1)}}
		return
	}
	if ipoed == 2 {
		for _, c := range nb.open {
			if c.Fam == f {
				nb.direction = c.Direction
			}
		}
	}
	step := 1
	if nb.direction == "reverse" {
		step = -1
	}
	if next := find(step); next >= 0 {
		nb.open = []nearChoice{{Fam: next}}
	}
}
