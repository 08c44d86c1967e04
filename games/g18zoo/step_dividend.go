package g18zoo

import "ferro/engine"

// The dividend step: the family operating pays out or withholds its run's
// revenue (skipped: it withholds).
type dividendStep struct{}

func init() { defineStep(stDividend, dividendStep{}) }

func (dividendStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	return g.processDividend(e.Idx, a)
}

func (dividendStep) skip(g *Game, s *stepState) {
	g.dividendSkip()
	s.Passed = true
}

func (dividendStep) actions(g *Game, e entity) actSet {
	f := g.operator()
	if e != fam(f) || g.totalRevenue() == 0 {
		return 0
	}
	return actDividend
}
