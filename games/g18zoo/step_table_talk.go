package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// The two steps of every round beside the turn: anyone at the table may
// end the game, and players may program their stock-round moves (recorded
// only: the actions a program triggers are in the log).
type endGameStep struct{}
type programStep struct{}

func (endGameStep) Actions(g *Game, e rounds.Entity) rounds.Set { return actEndGame }
func (endGameStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	g.endGame("manually_ended")
	return nil
}
func (endGameStep) NonBlocking() {}
func (endGameStep) Aside()       {}

func (programStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e.Kind == rounds.Player && g.round.Kind == rStock {
		return actProgramSharePass | actProgramBuyShares | actProgramDisable
	}
	return 0
}
func (programStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return nil
}
func (programStep) NonBlocking() {}
func (programStep) Aside()       {}
