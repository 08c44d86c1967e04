package engine

// ResultOf is a game's Result from its seats' scores (Scorer's Scores, the
// final score rule): each seat's score by its player's id, seats in the
// configuration's order.
func ResultOf(cfg Config, scores []int) map[string]int {
	out := make(map[string]int, len(scores))
	for seat, v := range scores {
		out[cfg.Players[seat].ID] = v
	}
	return out
}

// ScoresOf is every seat's score (Scorer's Scores), seats 0 to seats-1,
// by the title's score rule for one seat.
func ScoresOf(seats int, score func(seat int) int) []int {
	out := make([]int, seats)
	for seat := range out {
		out[seat] = score(seat)
	}
	return out
}
