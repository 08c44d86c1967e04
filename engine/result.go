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
