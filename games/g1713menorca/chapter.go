package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/view"
)

var _ engine.Chapterer = (*Game)(nil)

// Chapter: the round and era, the phase and the vehicles that leave the
// game at its start, the cash of players and companies (the log's headers
// and notes).
func (g *Game) Chapter() engine.Chapter {
	s := g.st
	var round view.Phrase
	switch s.Round {
	case roundAuction:
		round = view.Say("menorca.round.auction")
	case roundStock:
		round = view.Say("menorca.round.stock", "n", s.Stock.Num)
	case roundOp:
		round = view.Say("menorca.round.operating", "n", s.Op.Num, "of", s.Op.Of, "set", s.Op.Set)
	case roundOver:
		round = view.Say("menorca.round.over")
	}
	if s.Round != roundOver {
		round = view.Say("log.round_turn", "round", round, "turn", view.Say("menorca.era", "n", s.Era))
	}
	c := engine.Chapter{Round: round, Currency: "%s R", Cash: make(map[string]int, len(s.Players)+len(s.Corps))}
	if s.Phase >= 0 && s.Phase < len(phases) {
		c.Phase = phases[s.Phase].Name
		for _, t := range vehicleTypes {
			if t.Rust == s.Phase {
				c.PhaseSay = view.Join(c.PhaseSay, view.Say("menorca.phase.leaves", "vehicle", t.Name))
			}
		}
	}
	for _, p := range s.Players {
		c.Cash[p.ID] = p.Cash
	}
	for i := range s.Corps {
		if cp := &s.Corps[i]; cp.InGame {
			c.Cash[cp.Sym] = cp.Cash
		}
	}
	return c
}
