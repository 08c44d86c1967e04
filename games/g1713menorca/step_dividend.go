package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Pay out or withhold the run's revenue: paying out moves the price one
// cell right only when the revenue is at least the market value;
// withholding moves it one cell left. Every 10% earns a tenth of the
// revenue (rounded down), certificates in the company's treasury for the
// company, those in the Open Market for nobody.
type dividendStep struct{ offers }

// List: pay out and withhold.
func (dividendStep) List(s *state, _ rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, k := range []string{"payout", "withhold"} {
		a := base
		a.Edit().Kind = k
		out = append(out, a)
	}
	return out
}

func (r dividendStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	rev := s.Op.Revenue
	switch a.Extras().Kind {
	case "payout":
		per10 := rev / 10
		for _, k := range c.Certs {
			amount := per10 * k.Pct / 10
			switch k.Owner.Kind {
			case shares.Seat:
				s.Players[k.Owner.Index].Cash += amount
			case shares.Treasury:
				c.Cash += amount
			default:
				continue
			}
			s.Bank -= amount
		}
		if rev >= s.price(c) {
			s.move(c, marketGrid.Right)
		}
	case "withhold":
		c.Cash += rev
		s.Bank -= rev
		s.move(c, marketGrid.Left)
	}
	s.Op.Step = stepSell
	return nil
}

// Judge: the revenue is paid out or withheld.
func (dividendStep) Judge(_ *state, _ rounds.Entity, a engine.Action) error {
	if kind := a.Extras().Kind; kind != "payout" && kind != "withhold" {
		return illegal("dividend", "kind must be payout or withhold, not %q", kind)
	}
	return nil
}
