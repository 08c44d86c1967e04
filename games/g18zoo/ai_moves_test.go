package g18zoo

import (
	"math/rand/v2"

	"ferro/engine"
)

// playable is g's legal list without its messages.
func playable(g *Game) []engine.Action {
	var out []engine.Action
	for _, a := range g.Legal() {
		if a.Type != "message" {
			out = append(out, a)
		}
	}
	return out
}

// randomMove is one of g's playable actions drawn by rng, a run drawn
// without routes given the best run; ok is false when that run is none.
func randomMove(g *Game, rng *rand.Rand) (a engine.Action, ok bool) {
	real := playable(g)
	a = real[rng.IntN(len(real))]
	if a.Type == "run_routes" && len(a.Extras().Routes) == 0 {
		return g.AutoAction(a)
	}
	return a, true
}
