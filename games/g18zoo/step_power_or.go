package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// The operating round's power steps: before the family's own steps,
// powers and ZOOTickets may be used (choose_ability); at the end of its
// turn the step blocks while the family has one it can use, and passing
// ends it.
type powerORStep struct{ powerUse }
type powerORBlockingStep struct{ powerUse }

// powerUse is what the two share: they list and take the uses of powers
// and a pass.
type powerUse struct{}

func (st powerORStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e.Kind == rounds.Company && st.canChoose(g, e.Idx) {
		return actChooseAbility
	}
	return 0
}

func (powerORStep) NonBlocking() {}

func (st powerORBlockingStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if g.round.PresidentHelped {
		return 0
	}
	if e.Kind == rounds.Company && st.canChoose(g, e.Idx) {
		return actChooseAbility
	}
	if e == fam(g.operator()) && st.canChooseAny(g, e.Idx) {
		return actChooseAbility | actPass
	}
	if e.Kind != rounds.Company {
		// 18xx.games takes this pass from anyone, not only the family
		// operating; records rely on it, so Ferro accepts it too (the
		// legal-action list offers it to the operating family only).
		return actPass
	}
	return 0
}

// List: the power's uses now.
func (powerUse) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return listChoices(g, e, base, out)
}

func (powerUse) Aside() {}

// Process takes a pass or the use of a power.
func (u powerUse) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	return u.choose(g, e, a)
}

// canChoose: company c may be used while its family, or the family its
// ZOOTicket's player presides, operates.
func (powerUse) canChoose(g *Game, c int) bool {
	f := g.operator()
	if f < 0 {
		return false
	}
	cp := &g.companies[c]
	if cp.Closed {
		return false
	}
	if cp.Ticket {
		return cp.Owner.IsPlayer(g.fams[f].President)
	}
	if h := cp.hooks().or; h != nil {
		return h.usableOR(g, c, f)
	}
	return false
}

// canChooseAny: family f, operating, has a power or its president a
// ZOOTicket to use.
func (powerUse) canChooseAny(g *Game, f int) bool {
	p := g.fams[f].President
	for _, h := range hooks.offers {
		if h.H.offersTo(g, g.powerIdx(h.K), f) {
			return true
		}
	}
	return p >= 0 && hasTickets(g.companies, p)
}

// choose: a ZOOTicket sells for 1 to its value to the family operating
// (the bank pays its owner the rest); a power's use is its own.
func (u powerUse) choose(g *Game, e rounds.Entity, a engine.Action) error {
	if e.Kind != rounds.Company || !u.canChoose(g, e.Idx) {
		return engine.Illegal("power", "%s cannot be used now", a.Entity)
	}
	return useChoice(g, e.Idx, a, orChoices, func(cp *Company, ch choice) error {
		price := engine.IntOr(ch.Price, cp.Value)
		if price < 1 || price > cp.Value {
			return engine.Illegal("zooticket", "the family takes 1 to %d$N", cp.Value)
		}
		g.pay(shares.InBank, cp.Owner, cp.Value-price)
		g.pay(shares.InBank, shares.Corp(g.operator()), price)
		return nil
	})
}
