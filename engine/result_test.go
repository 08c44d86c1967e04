package engine

import (
	"maps"
	"testing"
)

// ResultOf keys each seat's score by the id of the player in that seat.
func TestResultOf(t *testing.T) {
	cfg := Config{Players: []Player{{ID: "7"}, {ID: "3"}, {ID: "5"}}}
	got := ResultOf(cfg, []int{120, 80, 95})
	if want := map[string]int{"7": 120, "3": 80, "5": 95}; !maps.Equal(got, want) {
		t.Errorf("ResultOf = %v, want %v", got, want)
	}
}
