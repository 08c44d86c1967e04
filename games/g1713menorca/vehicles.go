package g1713menorca

import (
	"cmp"
	"slices"

	"ferro/engine"
)

// Ships and carts. Bought from the bank or from another company
// (vehicletrade.go); per
// phase a company may own up to the limit of ships and, apart, of carts.
// At its ship limit a company may still buy a new ship from the bank by
// first handing in one of its own, which leaves the game unpaid.

// canOwn: ships belong to the maritime companies; carts to everyone.
func canOwn(c *corp, t vehicleType) bool {
	return !t.Ship || c.def().Kind == maritime
}

// bankOffer is the first vehicle of a type the bank sells now, nil if none:
// ships in order (the next type when the previous is sold out); carts
// from their phase until they rust, and those of the next phase already
// once the bank has sold every earlier cart (its first purchase then
// starts that phase, as a ship's does).
func (s *state) bankOffer(ti int) *vehicle {
	return ptrAt(s.Vehicles, s.fleetStock().Offer(ti, s.Phase))
}

// buy checks and carries out a buy_train. Train names the vehicle;
// Target names an own ship handed in at the ship limit. In the forced
// purchase the Trust Family pays what the company lacks.
func (r buyStep) buy(s *state, c *corp, a engine.Action, forced bool) error {
	v, err := r.check(s, c, a, forced)
	if err != nil {
		return err
	}
	if v.Owner != "" {
		r.buyFromCompany(s, c, v, a)
		return nil
	}
	t := v.def()
	r.pay(s, c, t.Price)
	if target := a.Extras().Target; target != "" {
		s.moveVehicle(s.Vehicles.byID(target), "-")
	}
	s.Bank += t.Price
	s.moveVehicle(v, c.Sym)
	s.Op.BuyCount++
	if next := vehicleDepot.Starts(v.Type, s.Phase); next > s.Phase { // the first vehicle of the next step, ship or cart
		s.changePhase(next)
	}
	if forced {
		s.Op.Step = stepDone
	}
	return nil
}

// check is every rule a buy_train must meet (it changes
// nothing); it returns the vehicle.
func (r buyStep) check(s *state, c *corp, a engine.Action, forced bool) (*vehicle, error) {
	v := s.Vehicles.byID(a.Train)
	if v == nil || v.Owner == "-" || v.Owner == c.Sym {
		return nil, illegal("vehicle", "no vehicle %q for sale", a.Train)
	}
	t := v.def()
	if !canOwn(c, t) {
		return nil, illegal("ships for maritime companies", "%s cannot own ships", c.Sym)
	}
	if v.Owner != "" {
		return v, r.checkFromCompany(s, c, v, a, forced)
	}
	if a.Price == nil || *a.Price != t.Price {
		return nil, illegal("vehicle price", "%s costs %d", t.Name, t.Price)
	}
	if s.bankOffer(v.Type) != v {
		return nil, illegal("vehicle availability", "the bank does not sell %s now", v.ID)
	}
	return v, cmp.Or(r.ruleLimit(s, c, v, a.Extras().Target), r.checkPay(s, c, t.Price, forced))
}

// ruleLimit: the phase's limit, ships and carts counted apart; a
// ship handed in makes room for a new ship from the bank.
func (r buyStep) ruleLimit(s *state, c *corp, v *vehicle, handIn string) error {
	t := v.def()
	have := s.fleetStock().Count(c.Sym, vehicleClass(t.Ship))
	if handIn != "" {
		h := s.Vehicles.byID(handIn)
		if h == nil || h.Owner != c.Sym || !h.def().Ship || !t.Ship || v.Owner != "" {
			return illegal("hand in a ship", "only an own ship can be handed in, for a new ship from the bank")
		}
		if have < s.phase().Limit {
			return illegal("hand in a ship", "%s is below its ship limit", c.Sym)
		}
		return nil
	}
	if have >= s.phase().Limit {
		return illegal("vehicle limit", "%s has %d of at most %d %s", c.Sym, have, s.phase().Limit, classWords[vehicleClass(t.Ship)])
	}
	return nil
}

// pay: the company pays; in the forced purchase its Trust Family
// pays what it lacks, but only for the cheapest vehicle.
// (checkPayVehicle has said it can).
func (r buyStep) pay(s *state, c *corp, price int) {
	if price <= c.Cash {
		c.Cash -= price
		return
	}
	p := &s.Players[c.Director]
	p.Cash -= price - c.Cash
	c.Cash = 0
}

// checkPay: the company can pay, or in the forced purchase it and
// its Trust Family can pay for the cheapest vehicle.
func (r buyStep) checkPay(s *state, c *corp, price int, forced bool) error {
	if price <= c.Cash {
		return nil
	}
	if !forced {
		return illegal("cash", "%s has %d", c.Sym, c.Cash)
	}
	if cheapest := (forcedStep{}).cheapest(s, c); cheapest == nil || price != cheapest.def().Price {
		return illegal("forced purchase", "with the Trust Family's help only the cheapest vehicle may be bought")
	}
	if p := &s.Players[c.Director]; c.Cash+p.Cash < price {
		return illegal("forced purchase", "%s and its Trust Family have %d", c.Sym, c.Cash+p.Cash)
	}
	return nil
}

// cheapest is the cheapest vehicle the bank offers the company.
func (r forcedStep) cheapest(s *state, c *corp) *vehicle {
	var best *vehicle
	for ti, t := range vehicleTypes {
		if v := s.bankOffer(ti); v != nil && canOwn(c, t) && (best == nil || t.Price < best.def().Price) {
			best = v
		}
	}
	return best
}

// changePhase starts a new phase: vehicles of rusting types leave the game,
// new tile colours are available at once, a new era reveals its event, and
// the companies over the new limit hand vehicles back.
func (s *state) changePhase(k int) {
	oldEra := s.Era
	s.Phase = k
	for _, i := range vehicleDepot.Rusting(&s.Vehicles, k) {
		s.moveVehicle(&s.Vehicles[i], "-")
	}
	for e := oldEra + 1; e <= phases[k].Era; e++ {
		s.startEra(e)
	}
	for i := range s.Corps {
		s.enforceLimit(&s.Corps[i])
	}
}

// enforceLimit: over the limit, the company loses its shortest-range
// vehicles (provisional).
func (s *state) enforceLimit(c *corp) {
	for _, class := range []int{classShips, classCarts} {
		for _, i := range vehicleDepot.Excess(&s.Vehicles, c.Sym, class, s.Phase, shorterRange) {
			s.moveVehicle(&s.Vehicles[i], "-")
		}
	}
}

func shorterRange(a, b int) bool { return vehicleTypes[a].Range < vehicleTypes[b].Range }

// purchases appends to out the company's purchases of type base.Type to
// check: those the price, the limit or a directorless seller would refuse
// are left out early.
func (r buyStep) purchases(s *state, c *corp, base engine.Action, out []engine.Action) []engine.Action {
	if base.Type == "buy_company" {
		for _, h := range s.Heritages {
			if h.OwnerSeat >= 0 && h.OwnerSeat == c.Director && !h.Closed && s.Phase >= heritageSalePhase && c.Cash >= h.def().Price {
				a := base
				a.Company, a.Price = h.ID, engine.Int(h.def().Price)
				out = append(out, a)
			}
		}
		return out
	}
	limit := s.phase().Limit
	ships, carts := s.fleetStock().Count(c.Sym, classShips), s.fleetStock().Count(c.Sym, classCarts)
	for ti, t := range vehicleTypes {
		v := s.bankOffer(ti)
		if v == nil || !canOwn(c, t) || t.Price > c.Cash {
			continue
		}
		a := base
		a.Train, a.Price = v.ID, engine.Int(t.Price)
		switch {
		case t.Ship && ships >= limit: // one purchase per own ship it may hand in
			for _, own := range s.Vehicles {
				if own.Owner == c.Sym && own.def().Ship {
					b := a
					e := b.Edit()
					e.Target, e.TargetType = own.ID, "train"
					out = append(out, b)
				}
			}
		case t.Ship || carts < limit:
			out = append(out, a)
		}
	}
	for i := range s.Vehicles {
		v := &s.Vehicles[i]
		if v.Owner == "" || v.Owner == "-" || v.Owner == c.Sym || !canOwn(c, v.def()) {
			continue
		}
		if seller := s.corp(v.Owner); seller == nil || seller.Director < 0 || slices.Contains(s.Op.Offered, v.ID) {
			continue
		}
		if v.def().Ship && ships >= limit || !v.def().Ship && carts >= limit || c.Cash < vehicleDepot.TradeMin {
			continue
		}
		for _, price := range slices.Compact([]int{vehicleDepot.TradeMin, c.Cash}) { // the ends of the free price, once when they meet
			a := base
			a.Train, a.Price = v.ID, engine.Int(price)
			out = append(out, a)
		}
	}
	return out
}

// buyHeritage: from phase 5H a company may buy a heritage from its
// director at the heritage's printed price (provisional).
func (r buyStep) buyHeritage(s *state, c *corp, a engine.Action) error {
	h, err := r.checkHeritageSale(s, c, a)
	if err != nil {
		return err
	}
	c.Cash -= h.def().Price
	s.Players[h.OwnerSeat].Cash += h.def().Price
	h.OwnerSeat, h.OwnerCorp = -1, c.Sym
	return nil
}

// checkHeritageSale is every rule a company's purchase of a heritage must
// meet (it changes nothing); it returns the heritage.
func (r buyStep) checkHeritageSale(s *state, c *corp, a engine.Action) (*heritage, error) {
	h := s.Heritages.byID(a.Company)
	if h == nil || h.OwnerSeat < 0 || h.OwnerSeat != c.Director {
		return nil, illegal("heritage sale", "%s's director does not own heritage %q", c.Sym, a.Company)
	}
	if h.Closed {
		return nil, illegal("heritage sale", "%s is closed", h.ID)
	}
	if s.Phase < heritageSalePhase {
		return nil, illegal("heritage sale", "heritages are sold to companies from phase %s", phases[heritageSalePhase].Name)
	}
	if a.Price == nil || *a.Price != h.def().Price {
		return nil, illegal("heritage sale", "%s sells for %d", h.ID, h.def().Price)
	}
	if c.Cash < h.def().Price {
		return nil, illegal("cash", "%s has %d", c.Sym, c.Cash)
	}
	return h, nil
}

// The forced purchase: a company ending its turn without a vehicle must
// buy one from the bank; if it cannot afford any, its Trust Family pays
// the difference for the cheapest, selling certificates if it must. When
// even that cannot raise the price, the company goes bankrupt.

func (r forcedStep) due(s *state, c *corp) bool {
	st := s.fleetStock()
	return st.Count(c.Sym, classShips)+st.Count(c.Sym, classCarts) == 0 && r.cheapest(s, c) != nil
}

// needsEmergencySale: the company and its Trust Family together cannot pay
// for the cheapest vehicle.
func (r forcedStep) needsEmergencySale(s *state, c *corp) bool {
	if c == nil || c.Director < 0 || !r.due(s, c) {
		return false
	}
	v := r.cheapest(s, c)
	return c.Cash+s.Players[c.Director].Cash < v.def().Price
}

// sell: the Trust Family sells certificates to raise the price of
// the forced purchase.
//
// The company itself acts here only when its Trust Family need not help;
// its own certificates it sells in its sell step, not now.
func (r forcedStep) sell(s *state, c *corp, a engine.Action) error {
	if err := r.checkSell(s, c, a); err != nil {
		return err
	}
	return s.playerSell(c.Director, a, false)
}

// checkSell is every rule the emergency sale must meet (it changes
// nothing).
func (r forcedStep) checkSell(s *state, c *corp, a engine.Action) error {
	if !r.needsEmergencySale(s, c) {
		if err := ruleOpenMarketLimit(c, len(a.Shares)); err != nil {
			return err
		}
		return illegal("operating step", "%s sells its own certificates in the %s step; no emergency sale is needed", c.Sym, stepNames[stepSell])
	}
	_, err := s.checkPlayerSell(c.Director, a, false)
	return err
}
