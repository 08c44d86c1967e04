package g18zoo

import (
	"strings"

	"ferro/engine"
)

// Rusting and the Patch. When a train type rusts, the holder of the Patch
// (a player, for the trains of the families they preside, or the family
// owning it) may save one of them: it becomes the 1S, and the saved train
// waits aside until the patch is removed.

// rustTrainsOn marks trains obsolete and rusts them when a train named
// trigger is first bought.
func (g *Game) rustTrainsOn(trigger string) {
	for i := range g.trains {
		t := &g.trains[i]
		if !t.Obsolete && trainTypes[t.Type].ObsoleteOn == trigger && t.Owner != holderNone {
			t.Obsolete = true
		}
	}
	for i := range g.trains {
		t := &g.trains[i]
		if t.Rusted || t.Owner == holderNone || t.Owner == holderPatched {
			continue
		}
		if g.shouldRust(i, trigger) {
			g.rustTrain(i)
		}
	}
}

// shouldRust is 18ZOO's rule for whether a train rusts now (trigger "" for
// an obsolete train at the end of its run); a train the Patch holder may
// save is set aside for the Train protection step instead.
func (g *Game) shouldRust(ti int, trigger string) bool {
	t := &g.trains[ti]
	if trigger != "" {
		base := t.RustsOn == trigger || (trainTypes[t.Type].ObsoleteOn == trigger && t.Owner == holderDiscard)
		if !base {
			return false
		}
	}
	if t.Owner == holderDiscard || t.Owner < famBase {
		return true
	}
	r := g.round
	if contains(r.TrainsForPatch, ti) {
		return true
	}
	patch := g.powerOf(pwPatch)
	if patch == nil || patch.Closed {
		return true
	}
	f := t.Owner - famBase
	pres := g.fams[f].President
	if patch.Owner >= 0 && patch.Owner < famBase && patch.Owner == pres && len(g.companiesOf(famBase+f)) >= 3 {
		return true
	}
	if patch.Owner >= 0 && patch.Owner < famBase && patch.Owner == pres {
		r.EntityWithPatch = pres
	}
	if patch.Owner == famBase+f && !g.fams[f].Marks.has(markPatch) {
		r.EntityWithPatch = famBase + f
	}
	if r.EntityWithPatch == holderNone || (r.EntityWithPatch != t.Owner && r.EntityWithPatch != pres) {
		return true
	}
	r.TrainsForPatch = append(r.TrainsForPatch, ti)
	return false
}

func (g *Game) rustTrain(t int) {
	g.trains[t].Owner = holderNone
	g.trains[t].Rusted = true
}

// rustObsolete: obsolete trains run one last time, then rust (a train
// kept out of the run while the 1S ran does not).
func (g *Game) rustObsolete(f int) {
	for _, t := range g.famTrains(f) {
		tr := &g.trains[t]
		if !tr.Obsolete {
			continue
		}
		tr.RustsOn = "2S"
		if contains(g.round.TrainsInRoute, "1S-0") && !contains(g.round.TrainsInRoute, tr.ID) {
			continue
		}
		if g.shouldRust(t, "") {
			g.rustTrain(t)
		}
	}
}

func (g *Game) patchTrain() int { return g.trainByID("1S-0") }

// assignPatch turns a train into the 1S.
func (g *Game) assignPatch(ti int) {
	t := &g.trains[ti]
	f := t.Owner - famBase
	g.fams[f].Marks.set(markPatch)
	g.trainWithPatch = ti
	one := &g.trains[g.patchTrain()]
	one.Owner = famBase + f
	g.seq++
	one.Seq = g.seq
	t.Owner = holderPatched
	if t.RustsOn != "" {
		t.RustsOn = "block-" + t.RustsOn
	}
	if c := g.powerIdx(pwPatch); g.companies[c].Owner >= 0 && g.companies[c].Owner < famBase {
		g.companies[c].Owner = famBase + f
		g.seq++
		g.companies[c].Seq = g.seq
	}
}

// removePatch gives the saved train back; it rusts at once if its time has come.
func (g *Game) removePatch(f int) {
	ti := g.trainWithPatch
	t := &g.trains[ti]
	g.fams[f].Marks.clear(markPatch)
	g.closeCompany(g.powerIdx(pwPatch))
	one := &g.trains[g.patchTrain()]
	one.Owner = holderNone
	t.Owner = famBase + f
	g.seq++
	t.Seq = g.seq
	g.trainWithPatch = -1
	if t.RustsOn != "" {
		t.RustsOn = strings.TrimPrefix(t.RustsOn, "block-")
		if g.phaseReached(t.RustsOn) {
			g.rustTrainsOn(t.RustsOn)
		}
	}
	if len(g.famTrains(f)) == 0 {
		if s := g.round.step(stBuyTrain); s != nil {
			s.Passed = false
		}
	}
}

func (g *Game) phaseReached(name string) bool {
	for i, p := range phases {
		if p.Name == name {
			return g.phase >= i
		}
	}
	return false
}

// --- Train protection step ----------------------------------------------

func (g *Game) protectionActions() actSet {
	if g.round.EntityWithPatch == holderNone {
		return 0
	}
	return actChoose | actPass
}

func (g *Game) processProtection(a engine.Action) error {
	r := g.round
	if len(r.TrainsForPatch) == 0 {
		r.EntityWithPatch, r.TrainsForPatch = holderNone, nil
		return nil
	}
	if a.Type == "pass" {
		trigger := g.trains[r.TrainsForPatch[0]].RustsOn
		g.rustTrainsOn(trigger)
		r.EntityWithPatch, r.TrainsForPatch = holderNone, nil
		return nil
	}
	ti := g.trainByID(a.ChoiceString())
	if ti < 0 || !contains(r.TrainsForPatch, ti) {
		return engine.Illegal("patch", "choose one of the trains about to rust")
	}
	trigger := g.trains[ti].RustsOn
	g.assignPatch(ti)
	r.TrainsForPatch = remove(r.TrainsForPatch, ti)
	if trigger != "" {
		g.rustTrainsOn(trigger)
	}
	r.EntityWithPatch, r.TrainsForPatch = holderNone, nil
	return nil
}

// --- the Patch used as a power in operating rounds ----------------------

// canUsePatch is whether the family operating (or its president) may put
// on or take off the Patch now.
func (g *Game) canUsePatch(f int) bool {
	if g.round.EntityWithPatch != holderNone {
		return false
	}
	patch := g.powerOf(pwPatch)
	if patch == nil || patch.Closed {
		return false
	}
	if g.fams[f].Marks.has(markPatch) {
		return true
	}
	if patch.Owner >= 0 && patch.Owner < famBase && len(g.companiesOf(famBase+f)) >= 3 {
		return false
	}
	return len(g.famTrains(f)) > 0 && (patch.Owner == famBase+f || patch.Owner == g.fams[f].President)
}

func (g *Game) patchChoices(f int) []map[string]any {
	if g.fams[f].Marks.has(markPatch) {
		return []map[string]any{{"type": "remove_bandage", "corporation": g.fams[f].Sym}}
	}
	var out []map[string]any
	seen := map[string]bool{}
	for _, t := range g.famTrains(f) {
		if seen[g.trains[t].Name] {
			continue
		}
		seen[g.trains[t].Name] = true
		out = append(out, map[string]any{"type": "patch", "train_id": g.trains[t].ID})
	}
	return out
}
