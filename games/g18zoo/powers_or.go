package g18zoo

import (
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Operating-round powers that act on the map, used by the power itself
// (the action's entity is the company) while its family operates: the
// assign, special track and special token steps. What each power does is
// its own (power_*.go: assignPower, trackPower, stationPower).

// openOf reports whether the company is open and family f's (f < 0: none).
func (cp *Company) openOf(f int) bool {
	return f >= 0 && !cp.Closed && cp.Owner == shares.Corp(f)
}

// waitingPower is the power the step of kind k waits for, or -1.
func (g *Game) waitingPower(k rounds.StepKind) int {
	for _, p := range hooks.waits[k] {
		if c := g.powerIdx(p.K); p.H.waitsIn(g, c, k) {
			return c
		}
	}
	return -1
}

// --- Special track -----------------------------------------------------------

// trackUses is how many tiles the power lays in all (0: none).
func (cp *Company) trackUses() int {
	if h := cp.hooks().track; h != nil {
		return h.trackUses()
	}
	return 0
}
