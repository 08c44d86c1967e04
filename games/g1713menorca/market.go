package g1713menorca

import mk "ferro/engine/market"

// Market movements. Each returns nothing and sets the company bankrupt
// (ending the game after the current operating round) when it reaches a
// bankruptcy cell.

func (s *state) cellOf(c *corp) cell { return market[c.Row][c.Col] }

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

// The moves are the market grid's (marketGrid): right, from the right
// column one cell up; left, from the left column one cell down; up and
// down within a column; nothing past the top or the bottom.
func (s *state) moveRight(c *corp) { s.moveTo(c, marketGrid.Right(posOf(c))) }
func (s *state) moveLeft(c *corp)  { s.moveTo(c, marketGrid.Left(posOf(c))) }
func (s *state) moveUp(c *corp)    { s.moveTo(c, marketGrid.Up(posOf(c))) }
func (s *state) moveDown(c *corp)  { s.moveTo(c, marketGrid.Down(posOf(c))) }

func (s *state) moveTo(c *corp, p mk.Pos) {
	c.Row, c.Col = p.Row, p.Col
	s.moved(c)
}

func posOf(c *corp) mk.Pos { return mk.Pos{Row: c.Row, Col: c.Col} }

// moved follows every market move: a bankruptcy cell makes the company
// bankrupt; holdings the move took over a limit are recorded (limits.go).
func (s *state) moved(c *corp) {
	s.checkBankrupt(c)
	s.noteOverLimits()
}

func (s *state) checkBankrupt(c *corp) {
	if market[c.Row][c.Col].Bankrupt && !c.Bankrupt {
		s.bankrupt(c)
	}
}

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
