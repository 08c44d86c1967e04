package g18zoo

import "ferro/engine/shares"

// Too much responsibility: the player who buys it gets 3$N at once, and
// the power closes.
type tooMuchResponsibility struct{}

func init() { registerPower("TOO_MUCH_RESPONSIBILITY", tooMuchResponsibility{}) }

func (tooMuchResponsibility) bought(g *Game, c int) {
	cp := &g.companies[c]
	g.pay(shares.InBank, cp.Owner, 3)
	cp.Closed = true
	cp.Owner = shares.None
}
