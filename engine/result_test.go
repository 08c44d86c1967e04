package engine

import (
	"maps"
	"slices"
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

// ScoresOf asks the score rule of every seat, in seat order.
func TestScoresOf(t *testing.T) {
	if got := ScoresOf(3, func(seat int) int { return 10 * (seat + 1) }); !slices.Equal(got, []int{10, 20, 30}) {
		t.Errorf("ScoresOf = %v, want [10 20 30]", got)
	}
}
