package g18zoo

import "ferro/engine/shares"

// Leprechaun pot of gold: the player who buys it gets 2$N at once, and
// again at the start of each stock round while a player holds it.
type leprechaun struct{}

func init() { registerPower("LEPRECHAUN_POT_OF_GOLD", leprechaun{}) }

func (leprechaun) bought(g *Game, c int) { g.pay(shares.InBank, g.companies[c].Owner, 2) }

func (leprechaun) stockRoundStarts(g *Game, c int) {
	if lp := &g.companies[c]; !lp.Closed && lp.Owner.Kind == shares.Seat {
		g.pay(shares.InBank, lp.Owner, 2)
	}
}
