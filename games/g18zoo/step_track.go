package g18zoo

import "ferro/engine"

// The track step: the family operating lays two yellow tiles, or one
// yellow and one upgrade (processLayTile, or_steps.go).
type trackStep struct{}

func init() { defineStep(stTrack, trackStep{}) }

func (trackStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	if err := g.processLayTile(e.Idx, a, false); err != nil {
		return err
	}
	if g.round.NumLaidTrack >= 2 {
		s.Passed = true
	}
	return nil
}

func (trackStep) actions(g *Game, e entity) actSet {
	f := g.operator()
	if e != fam(f) {
		return 0
	}
	if g.round.NumLaidTrack >= 2 {
		return 0
	}
	return actLayTile | actPass
}
