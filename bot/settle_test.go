package bot

import (
	"testing"
	"time"

	"ferro/engine"
)

// TestSettled: a search stops early only when the simulations its time
// still holds could not change its choice.
func TestSettled(t *testing.T) {
	acts := []engine.Action{{Type: "pass"}, {Type: "buy_train", Train: "2S-0"}, {Type: "buy_train", Train: "3S-0"}}
	root := func(v ...int) *node {
		r := &node{}
		for i, n := range v {
			r.children = append(r.children, &node{action: acts[i], visits: n})
		}
		return r
	}
	t0 := time.Unix(1000, 0)
	ms := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }
	for _, c := range []struct {
		name string
		r    *node
		heur int
		done int
		now  int // ms since the search began; it ends at 1000
		want bool
	}{
		{"lead 290, 2,880 simulations left", root(300, 10, 10), 0, 320, 100, false},
		{"lead 290, 16.8 left", root(300, 10, 10), 0, 320, 950, true},
		{"under settleMin", root(40, 0, 0), 0, 40, 990, false},
		{"close race, lead 10, 35.6 left", root(160, 150, 10), 0, 320, 900, false},
		{"close race, lead 10, 3.2 left", root(160, 150, 10), 0, 320, 990, true},
		{"the heuristic's choice may still reach half the leader's visits: 100 < 2 × (60 + 17.8)", root(100, 60, 0), 1, 160, 900, false},
		{"the heuristic's choice out of reach: 300 ≥ 2 × (20 + 16.8)", root(300, 20, 0), 1, 320, 950, true},
	} {
		if got := settled(c.r, acts, c.heur, 2, c.done, t0, ms(c.now), ms(1000)); got != c.want {
			t.Errorf("%s: settled %v, want %v", c.name, got, c.want)
		}
	}
	if settled(root(300, 0, 0), acts, 0, 2, 300, t0, ms(500), time.Time{}) {
		t.Error("a search with no time budget stopped early")
	}
}
