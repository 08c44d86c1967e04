package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Sell certificates of one company to the Open Market (not in the first
// stock round, nor of the company acquired this turn), all at the current
// value; then the price drops one cell per certificate sold. The rules
// are the player's sale's (playerSell, stock.go), which the emergency
// sale of a forced purchase shares.
type sellCertsStep struct{}

// Actions: the step is closed in the first stock round (checkPlayerSell
// names the rule a sale then breaks).
func (sellCertsStep) Actions(s *state, _ rounds.Entity) rounds.Set {
	if s.Stock.Num == 1 {
		return 0
	}
	return sellCertsTypes
}

func (sellCertsStep) Claims(typ string) bool { return typ == "sell_shares" }

func (sellCertsStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	_, err := s.checkPlayerSell(e.Idx, a, true)
	return err
}

func (sellCertsStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	return s.playerSell(e.Idx, a, true)
}

// List: one certificate of each kind (certClasses) of every company the
// player holds; the Trust Family certificate is never sold.
func (sellCertsStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for i := range s.Corps {
		out = certActions(out, base, &s.Corps[i], shares.Player(e.Idx), false)
	}
	return out
}
