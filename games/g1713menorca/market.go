package g1713menorca

import mk "ferro/engine/market"

// Market movements. Each returns nothing and sets the company bankrupt
// (ending the game after the current operating round) when it reaches a
// bankruptcy cell.

// cell is the company's market cell.
func (c *corp) cell() cell { return market[c.Row][c.Col] }

// price is the company's current market value per 10%.
func (s *state) price(c *corp) int {
	if !c.Floated || c.Bankrupt {
		return 0
	}
	return market[c.Row][c.Col].Value
}

// certValue is what a certificate is worth at market: a 20% certificate
// counts twice the listed 10% value.
func (s *state) certValue(c *corp, k cert) int { return s.price(c) * k.Pct / 10 }

// move moves the company one cell by one of the market grid's
// (marketGrid) moves: Right, from the right column one cell up; Left,
// from the left column one cell down; Up and Down within a column;
// nothing past the top or the bottom. A bankruptcy cell makes the company
// bankrupt; holdings the move took over a limit are recorded (limits.go).
func (s *state) move(c *corp, by func(mk.Pos) mk.Pos) {
	p := by(posOf(c))
	c.Row, c.Col = p.Row, p.Col
	if market[c.Row][c.Col].Bankrupt && !c.Bankrupt {
		s.bankrupt(c)
	}
	s.noteOverLimits()
}

func posOf(c *corp) mk.Pos { return mk.Pos{Row: c.Row, Col: c.Col} }

// bankrupt puts the company on a bankruptcy cell and ends the game after
// the current operating round.
func (s *state) bankrupt(c *corp) {
	c.Bankrupt = true
	if !market[c.Row][c.Col].Bankrupt {
		c.Row, c.Col = len(market)-1, 0
	}
	if s.EndPending == "" || s.EndPending == endConquest {
		s.EndPending = endBankruptcy
	}
}
