package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// End the turn (done): a pass for the round when the player did nothing
// this turn (stockState.endTurn). It is always legal.
type stockPassStep struct{}

func (stockPassStep) Actions(*state, rounds.Entity) rounds.Set { return stockPassTypes }

func (stockPassStep) Claims(typ string) bool { return typ == "pass" }

func (stockPassStep) Judge(*state, rounds.Entity, engine.Action) (bool, error) { return true, nil }

func (stockPassStep) Process(s *state, _ *rounds.State, e rounds.Entity, _ engine.Action) error {
	seat := e.Idx
	s.Stock.endTurn(seat, len(s.Players), !s.Stock.Bought && len(s.Stock.Sold) == 0)
	return nil
}

func (stockPassStep) list(s *state, seat int, out []engine.Action) []engine.Action {
	return append(out, playerAction(s, seat, "pass"))
}
