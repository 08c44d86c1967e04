package g18zoo

import "ferro/engine"

// The two steps of every round beside the turn: anyone at the table may
// end the game, and players may program their stock-round moves (process
// takes both before asking a step).
type endGameStep struct{}
type programStep struct{}

func init() {
	defineStep(stEndGame, endGameStep{})
	defineStep(stProgram, programStep{})
}

func (endGameStep) actions(g *Game, e entity) actSet { return actEndGame }
func (endGameStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	return notHere(a)
}
func (endGameStep) nonBlocking() {}
func (endGameStep) aside()       {}

func (programStep) actions(g *Game, e entity) actSet {
	if e.Kind == 'p' && g.round.Kind == rStock {
		return actProgramSharePass | actProgramBuyShares | actProgramDisable
	}
	return 0
}
func (programStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	return notHere(a)
}
func (programStep) nonBlocking() {}
func (programStep) aside()       {}
