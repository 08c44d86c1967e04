package g18zoo

import (
	"ferro/engine/depot"
	"ferro/engine/shares"
)

// Rusting and obsolescence are by phase, as engine/depot keys them: the
// first purchase of a type starts its phase; then the trains of a type
// obsolete in that phase become obsolete, and those due to rust in it
// leave the game, unless a power sets one aside first (rustHook: the
// Patch). A train is due in its type's rust phase, or sooner by a rule
// (the first 4J, the last run of an obsolete train: phase 0, at once).

// rustTrainsOn marks obsolete the trains of a type obsolete in phase p
// and rusts the trains due in p (p depot.None: none).
func (g *Game) rustTrainsOn(p int) {
	if p == depot.None {
		return
	}
	for _, i := range trainDepot.Obsoleting(&g.trains, p) {
		g.trains[i].Obsolete = true
		g.sale = nil // an obsolete train no longer counts against the limit
	}
	for i := range g.trains {
		t := &g.trains[i]
		if t.Rusted || t.Owner == shares.None || t.Owner == shares.SetAside {
			continue
		}
		if t.RustsIn == p || trainDepot.Obsoletes(t.Type, p) && t.Owner == shares.InDiscard {
			if !g.savedFromRust(i) {
				g.moveTrain(i, shares.None)
				t.Rusted = true
			}
		}
	}
}

// savedFromRust is 18ZOO's rule for a train about to rust: a family's
// train a power saves is set aside for the Train protection step instead.
func (g *Game) savedFromRust(ti int) bool {
	if o := g.trains[ti].Owner; o == shares.InDiscard || o.Kind != shares.Treasury {
		return false
	}
	return anyOf(len(hooks.rust), func(i int) bool { return hooks.rust[i].H.savesFromRust(g, g.powerIdx(hooks.rust[i].K), ti) })
}

// lastRun: family f's obsolete trains ran one last time and rust now
// (unless a power kept one out of that run, or saves it).
func (dividendStep) lastRun(g *Game, f int) {
	if !trainDepot.Obsolescence.LastRun {
		return
	}
	for _, t := range g.trains.of(f) {
		tr := &g.trains[t]
		if !tr.Obsolete {
			continue
		}
		tr.RustsIn = 0
		spared := false
		for _, p := range hooks.lastRun {
			spared = spared || p.H.sparesAfterRun(g, g.powerIdx(p.K), t)
		}
		if !spared && !g.savedFromRust(t) {
			g.moveTrain(t, shares.None)
			tr.Rusted = true
		}
	}
}

// phaseNamed is the index of the phase of that name (depot.None: none).
func phaseNamed(name string) int {
	for i, p := range phases {
		if p.Name == name {
			return i
		}
	}
	return depot.None
}
