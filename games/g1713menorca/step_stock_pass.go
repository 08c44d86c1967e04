package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// End the turn (done): a pass for the round when the player did nothing
// this turn (stockState.endTurn). It is always legal (the legal list gives
// it: rounds.Legal.Pass).
type stockPassStep struct{ offers }

func (stockPassStep) Process(s *state, _ *rounds.State, e rounds.Entity, _ engine.Action) error {
	seat := e.Idx
	s.Stock.endTurn(seat, len(s.Players), !s.Stock.Bought && len(s.Stock.Sold) == 0)
	return nil
}
