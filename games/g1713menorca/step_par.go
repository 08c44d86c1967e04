package g1713menorca

import (
	"cmp"
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Found a company: the founder takes its first certificate (the Trust
// Family's 20% for RNC, RCC and CCM), chooses a grey Initial Market Value
// and pays the certificate's price (twice the value for 20%) into the
// company, which is founded at once. A small company's first sale also
// places a goods token in a harbour.
type parStep struct{ offers }

func (r parStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	seat := e.Idx
	c := s.corp(a.Corporation)
	pos, _ := greyCell(*a.Price)
	k := &c.Certs[0]
	cost := parCost(c, *a.Price)
	c.Floated, c.Row, c.Col = true, pos[0], pos[1]
	s.Players[seat].Cash -= cost
	c.Cash += cost
	s.placeFirstSaleToken(c, k, a.Hex)
	k.Owner = shares.Player(seat)
	s.placeStation(c, c.def().Home)
	c.updateDirector(len(s.Players))
	s.Stock.acquired(seat, c.Sym)
	return nil
}

// Judge is every rule founding a company must meet (it changes
// nothing).
func (r parStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	seat := e.Idx
	c := s.corp(a.Corporation)
	if c == nil {
		return illegal("company", "unknown company %q", a.Corporation)
	}
	if err := cmp.Or(r.ruleFoundable(s, c), s.Stock.ruleOneCertificatePerTurn()); err != nil {
		return err
	}
	if a.Price == nil {
		return illegal("initial market value", "par needs a price")
	}
	if _, ok := greyCell(*a.Price); !ok {
		return illegal("initial market value", "%d is not an allowed initial market value", *a.Price)
	}
	k := &c.Certs[0]
	if cost := parCost(c, *a.Price); cost > s.Players[seat].Cash {
		return illegal("cash", "%s has %d, founding %s at %d costs %d", s.Players[seat].ID, s.Players[seat].Cash, c.Sym, *a.Price, cost)
	}
	return cmp.Or(s.ruleCertificateLimit(c, seat), c.checkFirstSaleToken(k, a.Hex))
}

// List: every foundable company at every grey value the player can pay,
// with each token destination its first sale offers; candidates that
// would be refused for the company or the price are left out early (by
// the same rules), check judges the rest.
func (r parStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	seat := e.Idx
	cash := s.Players[seat].Cash
	for i := range s.Corps {
		c := &s.Corps[i]
		if !c.InGame || c.Floated || c.def().Kind == merged || r.ruleFoundable(s, c) != nil {
			continue
		}
		for _, p := range greyPositions {
			if parCost(c, market[p[0]][p[1]].Value) > cash {
				continue
			}
			for _, hex := range c.tokenChoices(&c.Certs[0]) {
				a := base
				a.Corporation, a.Price, a.Hex = c.Sym, engine.Int(market[p[0]][p[1]].Value), hex
				out = append(out, a)
			}
		}
	}
	return out
}

// ruleFoundable: RNC, RCC and the small companies in play from the start,
// CCM from era 3; RADM is never founded by the players.
func (parStep) ruleFoundable(s *state, c *corp) error {
	d := c.def()
	switch {
	case d.Kind == merged:
		return illegal("RADM formation", "RADM is only formed by the merger of the small companies")
	case !c.InGame:
		return illegal("company availability", "%s is not in this game", c.Sym)
	case c.Floated:
		return illegal("company availability", "%s is already founded", c.Sym)
	case s.Era < d.Era:
		return illegal("company availability", "%s becomes available in era %d", c.Sym, d.Era)
	}
	return nil
}

// parCost is what founding c at an initial value costs: its first
// certificate at that value (twice it for 20%).
func parCost(c *corp, value int) int { return value * c.Certs[0].Pct / 10 }

// greyPositions are the market's grey cells (greyCells), found once.
var greyPositions = greyCells()

func greyCell(value int) ([2]int, bool) {
	i := slices.IndexFunc(greyPositions, func(p [2]int) bool { return market[p[0]][p[1]].Value == value })
	if i < 0 {
		return [2]int{}, false
	}
	return greyPositions[i], true
}
