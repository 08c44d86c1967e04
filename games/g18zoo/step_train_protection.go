package g18zoo

import (
	"encoding/json"

	"ferro/engine"
	"ferro/engine/depot"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The Train protection step: when a power has set trains about to rust
// aside (round.TrainsForPatch, see the Patch), their holder chooses one to
// save, or passes and they rust.
type protectionStep struct{}

func (protectionStep) Active(g *Game) bool { return g.round.EntityWithPatch != shares.None }

func (protectionStep) WaitsFor(g *Game) (rounds.Entity, bool) {
	return holderEntity(g.round.EntityWithPatch), true
}

func (protectionStep) Actions(g *Game, e rounds.Entity) rounds.Set { // 18xx.games takes this answer from anyone
	if g.round.EntityWithPatch == shares.None {
		return 0
	}
	return actChoose | actPass
}

// List: each train set aside to save.
func (protectionStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, ti := range g.round.TrainsForPatch {
		b, _ := json.Marshal(g.trains[ti].ID)
		out = add(out, base, func(a *engine.Action) { a.Edit().Choice = b })
	}
	return out
}

func (protectionStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	r := g.round
	if len(r.TrainsForPatch) == 0 {
		r.EntityWithPatch, r.TrainsForPatch = shares.None, nil
		return nil
	}
	if a.Type == "pass" {
		trigger := g.trains[r.TrainsForPatch[0]].RustsIn
		g.rustTrainsOn(trigger)
		r.EntityWithPatch, r.TrainsForPatch = shares.None, nil
		return nil
	}
	ti := g.trains.byID(a.ChoiceString())
	if ti < 0 || !contains(r.TrainsForPatch, ti) {
		return engine.Illegal("patch", "choose one of the trains about to rust")
	}
	trigger := g.trains[ti].RustsIn
	patch{}.put(g, ti)
	r.TrainsForPatch = remove(r.TrainsForPatch, ti)
	if trigger != depot.None {
		g.rustTrainsOn(trigger)
	}
	r.EntityWithPatch, r.TrainsForPatch = shares.None, nil
	return nil
}
