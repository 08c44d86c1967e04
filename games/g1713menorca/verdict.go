package g1713menorca

import "ferro/engine"

// verdict is what apply would answer to a, without carrying it out. The
// common actions are judged by the same check functions apply calls
// before it changes anything (checkBid, buyCertStep.check, buyStep.check…),
// which is cheaper than applying them to a copy of the state; the others
// are tried on scratch, a state the caller lends (tryOn).
//
// Each round's step judges as its Process takes (roundsteps.go);
// TestVerdictIsApplys compares the two at every position of random games.
func (s *state) verdict(scratch *state, a engine.Action) error {
	if s.Round == roundOver {
		return s.tryOn(scratch, a)
	}
	if err := s.ruleTurnOrder(a); err != nil {
		return err
	}
	if judged, err := s.round().verdict(s, a); judged {
		return err
	}
	return s.tryOn(scratch, a)
}
