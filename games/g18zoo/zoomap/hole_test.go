package zoomap_test

import (
	"testing"

	"ferro/engine/hexmap"
	"ferro/games/g18zoo"
	"ferro/games/g18zoo/zoomap"
)

// TestHole: every pair of R areas the Hole can join gets through track
// from one to the other.
func TestHole(t *testing.T) {
	for _, letter := range zoomap.Maps() {
		areas, err := zoomap.TunnelAreas(letter)
		if err != nil {
			t.Fatal(err)
		}
		if len(areas) < 3 {
			t.Errorf("map %s: hole areas %v", letter, areas)
		}
		for i, a := range areas {
			for _, c := range areas[i+1:] {
				b, _ := zoomap.NewBoard(letter)
				if err := g18zoo.ApplyHole(b, letter, c, a); err != nil {
					t.Errorf("map %s hole %s-%s: %v", letter, a, c, err)
					continue
				}
				if !trackJoins(b, a, c) {
					t.Errorf("map %s hole %s-%s: no through track joins them", letter, a, c)
				}
			}
		}
	}
	if _, err := zoomap.TunnelTiles("A", "C17", "K9"); err == nil {
		t.Error("hole to a city accepted")
	}
}

// trackJoins walks track edge to edge (lane-blind) from hex a to hex c
// through hexes that are neither.
func trackJoins(b *hexmap.Board, a, c string) bool {
	m := b.Map()
	start, _ := b.Hex(a)
	goal, _ := b.Hex(c)
	seen := map[int]bool{start: true}
	queue := []int{start}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for e := 0; e < 6; e++ {
			if b.Exits(h)&(1<<e) == 0 || !b.Passable(h, e) {
				continue
			}
			n := m.Neighbor(h, e)
			if n == goal {
				return true
			}
			if seen[n] || b.Exits(n)&(1<<hexmap.Invert(e)) == 0 || b.Color(n) != hexmap.Red {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	return false
}
