package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// The assign step: a power of the family operating marks a hex
// (assignPower); it blocks while a power waits there (waitHook).
type assignStep struct{}

func (assignStep) Blocks(g *Game) bool { return g.waitingPower(stAssign) >= 0 }

func (assignStep) WaitsFor(g *Game) (rounds.Entity, bool) {
	if c := g.waitingPower(stAssign); c >= 0 {
		return co(c), true
	}
	return rounds.None, false
}

func (assignStep) Aside() {}

func (assignStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e.Kind != rounds.Company || !g.companies[e.Idx].openOf(g.operator()) {
		return 0
	}
	if h := g.companies[e.Idx].hooks().assign; h != nil && h.assignable(g, e.Idx) {
		return actAssign
	}
	return 0
}

// List: each hex the marking power may choose.
func (assignStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	if e.Kind != rounds.Company {
		return out
	}
	h := g.companies[e.Idx].hooks().assign
	if h == nil {
		return out
	}
	for _, hex := range h.assignTargets(g, e.Idx, g.operator()) {
		a := base
		x := a.Edit()
		x.Target, x.TargetType = hex, "hex"
		out = append(out, a)
	}
	return out
}

func (assignStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	c := e.Idx
	h := g.companies[c].hooks().assign
	if h == nil {
		return engine.Illegal("assign", "%s does not mark hexes", g.companies[c].Sym)
	}
	return h.assign(g, c, g.operator(), a.Extras().Target)
}
