package bot

// preferHeuristic moves the heuristic's first choice (heur, an index into
// the root's actions) to the front of ranked (the root's actions by
// visits, most first) when the search did not separate them: the most
// visited has fewer than sep times the visits of the heuristic's choice.
// A few hundred simulations split their visits between near-equal moves
// by noise; the one-ply order is then the better tie-break. sep <= 1:
// ranked as it is.
func preferHeuristic(ranked, visits []int, heur int, sep float64) []int {
	if sep <= 1 || len(ranked) < 2 || heur < 0 || ranked[0] == heur {
		return ranked
	}
	if float64(visits[ranked[0]]) >= sep*float64(visits[heur]) {
		return ranked
	}
	out := make([]int, 0, len(ranked))
	out = append(out, heur)
	for _, i := range ranked {
		if i != heur {
			out = append(out, i)
		}
	}
	return out
}
