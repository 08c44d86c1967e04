package bot

import (
	"slices"
	"testing"
)

// TestPreferHeuristic: the heuristic's choice is played unless the most
// visited move has sep times its visits.
func TestPreferHeuristic(t *testing.T) {
	for _, c := range []struct {
		visits []int
		heur   int
		sep    float64
		want   []int
	}{
		{[]int{50, 40, 10}, 1, 2, []int{1, 0, 2}},   // 50 < 2×40: not separated
		{[]int{90, 40, 10}, 1, 2, []int{0, 1, 2}},   // 90 ≥ 2×40
		{[]int{50, 40, 10}, 0, 2, []int{0, 1, 2}},   // the heuristic's is the most visited
		{[]int{50, 40, 10}, 2, 0, []int{0, 1, 2}},   // off
		{[]int{50, 0, 10}, 1, 2, []int{0, 2, 1}},    // never visited: 50 ≥ 0
		{[]int{12, 40, 50}, 1, 1.5, []int{1, 2, 0}}, // ranked 2, 1, 0: 50 < 60
	} {
		ranked := []int{0, 1, 2}
		slices.SortStableFunc(ranked, func(a, b int) int { return c.visits[b] - c.visits[a] })
		if got := preferHeuristic(ranked, c.visits, c.heur, c.sep); !slices.Equal(got, c.want) {
			t.Errorf("visits %v, heuristic %d, sep %v: %v; want %v", c.visits, c.heur, c.sep, got, c.want)
		}
	}
}
