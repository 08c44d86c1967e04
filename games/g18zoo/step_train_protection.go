package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// The Train protection step: when a power has set trains about to rust
// aside (round.TrainsForPatch, see the Patch), their holder chooses one to
// save, or passes and they rust.
type protectionStep struct{}

func init() { defineStep(stTrainProtection, protectionStep{}) }

func (protectionStep) active(g *Game) bool { return g.round.EntityWithPatch != shares.None }

func (protectionStep) waitsFor(g *Game) (entity, bool) {
	return g.holderEntity(g.round.EntityWithPatch), true
}

func (protectionStep) actions(g *Game, e entity) actSet { // 18xx.games takes this answer from anyone
	if g.round.EntityWithPatch == shares.None {
		return 0
	}
	return actChoose | actPass
}

func (protectionStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	r := g.round
	if len(r.TrainsForPatch) == 0 {
		r.EntityWithPatch, r.TrainsForPatch = shares.None, nil
		return nil
	}
	if a.Type == "pass" {
		trigger := g.trains[r.TrainsForPatch[0]].RustsOn
		g.rustTrainsOn(trigger)
		r.EntityWithPatch, r.TrainsForPatch = shares.None, nil
		return nil
	}
	ti := g.trains.byID(a.ChoiceString())
	if ti < 0 || !contains(r.TrainsForPatch, ti) {
		return engine.Illegal("patch", "choose one of the trains about to rust")
	}
	trigger := g.trains[ti].RustsOn
	patch{}.put(g, ti)
	r.TrainsForPatch = remove(r.TrainsForPatch, ti)
	if trigger != "" {
		g.rustTrainsOn(trigger)
	}
	r.EntityWithPatch, r.TrainsForPatch = shares.None, nil
	return nil
}
