package g18zoo

import "ferro/engine"

// The opening draft step: each player from last to first buys one power
// on offer or passes (draft.go).
type draftStep struct{}

func init() { defineStep(stDraft, draftStep{}) }

func (draftStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if a.Type == "bid" {
		return g.draftBid(e.Idx, a)
	}
	g.draftNext()
	return nil
}

func (draftStep) actions(g *Game, e entity) actSet {
	if e != g.stepEntity(g.round.step(stDraft)) {
		return 0
	}
	return actBid | actPass
}
