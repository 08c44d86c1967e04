package g1713menorca

import (
	"slices"

	"ferro/engine"
)

// Undoes is engine.Revisiter. Under the summary's rule a player may sell a
// company in one turn and buy it back in a later turn of the same stock
// round, so play can return to a position already seen in the round.
// Undoes reports whether a takes back the player's own move of this stock
// round: buying a company he sold in it, or selling one he acquired in it.
// Random players leave such actions alone, so that their games end.
func (g *Game) Undoes(a engine.Action) bool {
	s := g.st
	if s.Round != roundStock || len(a.Shares) == 0 || (a.Type != "buy_shares" && a.Type != "sell_shares") {
		return false
	}
	seat := s.seatOf(a.Entity)
	c, _ := s.certOwnerCorp(a.Shares[0])
	if seat < 0 || c == nil {
		return false
	}
	took := sale{Seat: seat, Sym: c.Sym}
	if a.Type == "buy_shares" {
		return slices.Contains(s.Stock.SoldInRound, took)
	}
	return slices.Contains(s.Stock.BoughtInRound, took)
}
