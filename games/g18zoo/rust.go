package g18zoo

import "ferro/engine/shares"

// Rusting: when a train type rusts, its trains leave the game, unless a
// power sets one aside first (rustHook: the Patch).

// rustTrainsOn marks trains obsolete and rusts them when a train named
// trigger is first bought.
func (g *Game) rustTrainsOn(trigger string) {
	for i := range g.trains {
		t := &g.trains[i]
		if !t.Obsolete && trainTypes[t.Type].ObsoleteOn == trigger && t.Owner != shares.None {
			t.Obsolete = true
		}
	}
	for i := range g.trains {
		t := &g.trains[i]
		if t.Rusted || t.Owner == shares.None || t.Owner == shares.SetAside {
			continue
		}
		if g.shouldRust(i, trigger) {
			g.trains.rust(i)
		}
	}
}

// shouldRust is 18ZOO's rule for whether a train rusts now (trigger "" for
// an obsolete train at the end of its run); a family's train a power saves
// is set aside for the Train protection step instead.
func (g *Game) shouldRust(ti int, trigger string) bool {
	t := &g.trains[ti]
	if trigger != "" {
		base := t.RustsOn == trigger || (trainTypes[t.Type].ObsoleteOn == trigger && t.Owner == shares.InDiscard)
		if !base {
			return false
		}
	}
	if t.Owner == shares.InDiscard || t.Owner.Kind != shares.Treasury {
		return true
	}
	for _, p := range hooks.rust {
		if p.h.savesFromRust(g, g.powerIdx(p.k), ti) {
			return false
		}
	}
	return true
}

// rustObsolete: obsolete trains run one last time, then rust (unless a
// power kept one out of that run).
func (g *Game) rustObsolete(f int) {
	for _, t := range g.trains.of(f) {
		tr := &g.trains[t]
		if !tr.Obsolete {
			continue
		}
		tr.RustsOn = "2S"
		if g.sparedLastRun(t) {
			continue
		}
		if g.shouldRust(t, "") {
			g.trains.rust(t)
		}
	}
}

func (g *Game) sparedLastRun(ti int) bool {
	for _, p := range hooks.lastRun {
		if p.h.sparesAfterRun(g, g.powerIdx(p.k), ti) {
			return true
		}
	}
	return false
}

func (g *Game) phaseReached(name string) bool {
	for i, p := range phases {
		if p.Name == name {
			return g.phase >= i
		}
	}
	return false
}
