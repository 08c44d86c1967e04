package g18zoo

import (
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Operating-round powers that act on the map, used by the power itself
// (the action's entity is the company) while its family operates: the
// assign, special track and special token steps. What each power does is
// its own (power_*.go: assignPower, trackPower, stationPower).

// ownerOperating reports whether a power belongs to the family operating now.
func (g *Game) ownerOperating(c int) bool {
	f := g.operator()
	cp := &g.companies[c]
	return f >= 0 && !cp.Closed && cp.Owner == shares.Corp(f)
}

// waitingPower is the power the step of kind k waits for, or -1.
func (g *Game) waitingPower(k rounds.StepKind) int {
	for _, p := range hooks.waits[k] {
		if c := g.powerIdx(p.k); p.h.waitsIn(g, c, k) {
			return c
		}
	}
	return -1
}

// --- Special track -----------------------------------------------------------

// trackUses is how many tiles power c lays in all (0: none).
func (g *Game) trackUses(c int) int {
	if h := g.hooksOf(c).track; h != nil {
		return h.trackUses()
	}
	return 0
}
