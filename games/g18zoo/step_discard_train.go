package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The discard step: a family over the train limit discards a train.
type discardStep struct{}

func (discardStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if c := g.fleetView().crowded(); c >= 0 && e == fam(c) {
		return actDiscardTrain
	}
	return 0
}

// List: each of the family's trains.
func (discardStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, t := range g.trains.of(e.Idx) {
		out = add(out, base, func(a *engine.Action) { a.Train = g.trains[t].ID })
	}
	return out
}

func (discardStep) Active(g *Game) bool { return g.fleetView().crowded() >= 0 }

func (discardStep) WaitsFor(g *Game) (rounds.Entity, bool) {
	if c := g.fleetView().crowded(); c >= 0 {
		return fam(c), true
	}
	return rounds.None, true
}

func (discardStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return discardStep{}.discard(g, e.Idx, a)
}

func (discardStep) discard(g *Game, f int, a engine.Action) error {
	ti := g.trains.byID(a.Train)
	if ti < 0 || g.trains[ti].Owner != shares.Corp(f) {
		return engine.Illegal("discard train", "%s does not own %s", g.fams[f].Sym, a.Train)
	}
	g.moveTrain(ti, shares.InDiscard)
	return nil
}
