package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// The discard step: a family over the train limit discards a train.
type discardStep struct{}

func init() { steps.Define(stDiscardTrain, discardStep{}) }

func (discardStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if c := g.firstCrowded(); c >= 0 && e == fam(c) {
		return actDiscardTrain
	}
	return 0
}

func (discardStep) Active(g *Game) bool { return g.firstCrowded() >= 0 }

func (discardStep) WaitsFor(g *Game) (rounds.Entity, bool) {
	if c := g.firstCrowded(); c >= 0 {
		return fam(c), true
	}
	return rounds.None, true
}

func (discardStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return discardStep{}.discard(g, e.Idx, a)
}

func (discardStep) discard(g *Game, f int, a engine.Action) error {
	ti := g.trainByID(a.Train)
	if ti < 0 || g.trains[ti].Owner != famBase+f {
		return engine.Illegal("discard train", "%s does not own %s", g.fams[f].Sym, a.Train)
	}
	g.trains[ti].Owner = holderDiscard
	return nil
}
