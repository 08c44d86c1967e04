package g18zoo

import "ferro/engine"

// The assign step: a power of the family operating marks a hex
// (assignPower); it blocks while a power waits there (waitHook).
type assignStep struct{}

func init() { defineStep(stAssign, assignStep{}) }

func (assignStep) blocks(g *Game) bool { return g.waitingPower(stAssign) >= 0 }

func (assignStep) waitsFor(g *Game) (entity, bool) {
	if c := g.waitingPower(stAssign); c >= 0 {
		return co(c), true
	}
	return noEntity, false
}

func (assignStep) aside() {}

func (assignStep) actions(g *Game, e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	if h := g.hooksOf(e.Idx).assign; h != nil && h.assignable(g, e.Idx) {
		return actAssign
	}
	return 0
}

func (assignStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	c := e.Idx
	h := g.hooksOf(c).assign
	if h == nil {
		return engine.Illegal("assign", "%s does not mark hexes", g.companies[c].Sym)
	}
	return h.assign(g, c, g.operator(), a.Extras().Target)
}
