package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// The discard step: a family over the train limit discards a train.
type discardStep struct{}

func init() { defineStep(stDiscardTrain, discardStep{}) }

func (discardStep) actions(g *Game, e entity) actSet {
	if c := g.trains.crowded(g.phase, len(g.fams)); c >= 0 && e == fam(c) {
		return actDiscardTrain
	}
	return 0
}

func (discardStep) active(g *Game) bool { return g.trains.crowded(g.phase, len(g.fams)) >= 0 }

func (discardStep) waitsFor(g *Game) (entity, bool) {
	if c := g.trains.crowded(g.phase, len(g.fams)); c >= 0 {
		return fam(c), true
	}
	return noEntity, true
}

func (discardStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	return discardStep{}.discard(g, e.Idx, a)
}

func (discardStep) discard(g *Game, f int, a engine.Action) error {
	ti := g.trains.byID(a.Train)
	if ti < 0 || g.trains[ti].Owner != shares.Corp(f) {
		return engine.Illegal("discard train", "%s does not own %s", g.fams[f].Sym, a.Train)
	}
	g.trains[ti].Owner = shares.InDiscard
	return nil
}
