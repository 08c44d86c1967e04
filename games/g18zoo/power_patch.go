package g18zoo

import (
	"ferro/engine"
	"ferro/engine/depot"
	"ferro/engine/shares"
)

// Patch: when a train type rusts, the holder of the Patch (a player, for
// the trains of the families they preside, or the family owning it) may
// save one of them in the Train protection step: the saved train waits
// aside (shares.SetAside) and the family runs the 1S instead, until the
// patch is removed (choose_ability), which closes the power and gives the
// train back (it rusts at once if its time has come). While it has the 1S
// a family buys no train.
type patch struct{}

var pwPatch = mustPower("PATCH")

// patchState: the families whose train is behind the patch (marked) and
// that train's index + 1 (0: none).
type patchState struct {
	marked famSet
	train1 int
}

var patchSlot = newPowerSlot[patchState]()

// patched reports whether family f has a train behind the patch.
func patched(g *Game, f int) bool { return patchSlot.get(g).marked.has(f) }

// patchLocal names the 1S, route's local train, in run errors.
const patchLocal = "Patch"

func init() {
	registerPower("PATCH", patch{})
	registerChoice(orChoices, "patch", patch{}.choosePatch)
	registerChoice(orChoices, "remove_bandage", patch{}.chooseRemove)
}

// savesFromRust sets train ti aside for the Train protection step when the
// Patch's holder may save it.
func (patch) savesFromRust(g *Game, c, ti int) bool {
	t := &g.trains[ti]
	r := g.round
	if contains(r.TrainsForPatch, ti) {
		return false
	}
	patch := &g.companies[c]
	if patch.Closed {
		return false
	}
	f := int(t.Owner.Index)
	pres := g.fams[f].President
	if patch.Owner.IsPlayer(pres) && powersOf(g.companies, shares.Corp(f)) >= 3 {
		return false
	}
	if patch.Owner.IsPlayer(pres) {
		r.EntityWithPatch = shares.Player(pres)
	}
	if patch.Owner == shares.Corp(f) && !patched(g, f) {
		r.EntityWithPatch = shares.Corp(f)
	}
	if r.EntityWithPatch == shares.None || (r.EntityWithPatch != t.Owner && r.EntityWithPatch != shares.Player(pres)) {
		return false
	}
	r.TrainsForPatch = append(r.TrainsForPatch, ti)
	return true
}

// sparesAfterRun: an obsolete train kept out of the run while the 1S ran
// does not rust after it.
func (patch) sparesAfterRun(g *Game, c, ti int) bool {
	return contains(g.round.TrainsInRoute, the1S) && !contains(g.round.TrainsInRoute, g.trains[ti].ID)
}

// setAsideOwner: the train behind the patch counts as its family's.
func (patch) setAsideOwner(g *Game, c, ti int) shares.Holder {
	if f, ok := patchSlot.get(g).marked.first(); ok {
		return shares.Corp(f)
	}
	return shares.None
}

// buysNoTrain: a family with the 1S only passes in the train step.
func (patch) buysNoTrain(g *Game, c, f int) bool {
	return anyOf(len(g.trains), func(i int) bool { return g.trains[i].Owner == shares.Corp(f) && g.trains[i].Name == "1S" })
}

// the1S is the train a family runs while the patch is on.
const the1S = "1S-0"

// put turns a train into the 1S.
func (patch) put(g *Game, ti int) {
	t := &g.trains[ti]
	f := int(t.Owner.Index)
	s := patchSlot.get(g)
	s.marked, s.train1 = s.marked.with(f), ti+1
	patchSlot.set(g, s)
	one := g.trains.byID(the1S)
	g.moveTrain(one, shares.Corp(f))
	g.moveTrain(ti, shares.SetAside)
	if c := g.powerIdx(pwPatch); g.companies[c].Owner.Kind == shares.Seat {
		g.companies[c].Owner = shares.Corp(f)
		g.seq++
		g.companies[c].Seq = g.seq
	}
}

// remove gives family f's saved train back; it rusts at once if its time has come.
func (patch) remove(g *Game, f int) {
	s := patchSlot.get(g)
	ti := s.train1 - 1
	t := &g.trains[ti]
	s.marked = s.marked.without(f)
	g.closeCompany(g.powerIdx(pwPatch))
	g.moveTrain(g.trains.byID(the1S), shares.None)
	g.moveTrain(ti, shares.Corp(f))
	s.train1 = 0
	patchSlot.set(g, s)
	if t.RustsIn != depot.None && g.phase >= t.RustsIn {
		g.rustTrainsOn(t.RustsIn)
	}
	if len(g.trains.of(f)) == 0 {
		if s := g.round.step(stBuyTrain); s != nil {
			s.Passed = false
		}
	}
}

// --- the Patch used as a power in operating rounds ----------------------

// usableOR is whether the family operating (or its president) may put
// on or take off the Patch now.
func (patch) usableOR(g *Game, c, f int) bool {
	if g.round.EntityWithPatch != shares.None {
		return false
	}
	patch := &g.companies[c]
	if patch.Closed {
		return false
	}
	if patched(g, f) {
		return true
	}
	if patch.Owner.Kind == shares.Seat && powersOf(g.companies, shares.Corp(f)) >= 3 {
		return false
	}
	return len(g.trains.of(f)) > 0 && (patch.Owner == shares.Corp(f) || patch.Owner.IsPlayer(g.fams[f].President))
}

func (p patch) offersTo(g *Game, c, f int) bool { return p.usableOR(g, c, f) }

func (patch) choicesOR(g *Game, c, f int) []map[string]any {
	if patched(g, f) {
		return []map[string]any{{"type": "remove_bandage", "corporation": g.fams[f].Sym}}
	}
	var out []map[string]any
	seen := map[string]bool{}
	for _, t := range g.trains.of(f) {
		if seen[g.trains[t].Name] {
			continue
		}
		seen[g.trains[t].Name] = true
		out = append(out, map[string]any{"type": "patch", "train_id": g.trains[t].ID})
	}
	return out
}

func (patch) choosePatch(g *Game, c int, ch choice) error {
	f := g.operator()
	ti := g.trains.byID(ch.TrainID)
	if _, ok := g.companies[c].rules().(patch); !ok || ti < 0 || g.trains[ti].Owner != shares.Corp(f) || patched(g, f) {
		return engine.Illegal("patch", "the Patch goes on one of %s's trains", g.fams[f].Sym)
	}
	patch{}.put(g, ti)
	return nil
}

func (patch) chooseRemove(g *Game, c int, ch choice) error {
	f := g.operator()
	if _, ok := g.companies[c].rules().(patch); !ok || !patched(g, f) {
		return engine.Illegal("patch", "%s has no Patch to remove", g.fams[f].Sym)
	}
	patch{}.remove(g, f)
	return nil
}

func (patch) familyMark(g *Game, c, f int) string {
	if patched(g, f) {
		return "Patch"
	}
	return ""
}

func (patch) markRank() int { return 3 }
