package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
)

// Place a port or a factory, or pass.
type tokenStep struct{ offers }

func (r tokenStep) HasAction(s *state, e rounds.Entity) bool {
	return !s.Op.Token && legal.Has(s, r, e)
}

// List: every city with a free place the company has no station in.
func (r tokenStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	c := corpOf(s, e)
	if c.def().Kind == small {
		return out
	}
	for i, h := range hexDefs {
		if h.Kind == kindCity && !slices.Contains(c.Stations, h.ID) && s.freeSlots(i) > 0 {
			a := base
			a.Hex = h.ID
			out = append(out, a)
		}
	}
	return out
}

// Process checks and places a port or factory.
func (r tokenStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if err := r.Judge(s, e, a); err != nil {
		return err
	}
	c.Cash -= stationPrice
	s.Bank += stationPrice
	s.placeStation(c, a.Hex)
	s.Op.Token = true
	s.Op.Step = stepBuy
	return nil
}

// Judge is every rule placing a port or factory must meet (it changes
// nothing).
func (r tokenStep) Judge(s *state, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if s.Op.Token {
		return illegal("one port or factory per turn", "%s placed one this turn", c.Sym)
	}
	kind := c.def().Kind
	if kind == small {
		return illegal("ports and factories", "the small companies place no ports or factories")
	}
	if len(c.Stations) >= c.def().Stations {
		return illegal("ports and factories", "%s has no %s left", c.Sym, stationWord(c))
	}
	i, ok := geo.index[a.Hex]
	if !ok || hexDefs[i].Kind != kindCity {
		return illegal("ports and factories", "%q is not a city", a.Hex)
	}
	if kind == maritime && !hexDefs[i].Harbour {
		return illegal("ports belong in harbours", "%s is not a harbour", a.Hex)
	}
	if kind == merged {
		if hexDefs[i].Harbour {
			return illegal("factories inland", "factories are built in inland cities, not in %s", a.Hex)
		}
		if !s.Board.network(c)[i] {
			return illegal("connected to the network", "%s is not on RADM's network", a.Hex)
		}
	}
	if slices.Contains(c.Stations, a.Hex) {
		return illegal("ports and factories", "%s already has one in %s", c.Sym, a.Hex)
	}
	if s.freeSlots(i) <= 0 {
		return illegal("route places", "%s has no free place", a.Hex)
	}
	if c.Cash < stationPrice {
		return illegal("cash", "a %s costs %d; %s has %d", stationWord(c), stationPrice, c.Sym, c.Cash)
	}
	return nil
}
