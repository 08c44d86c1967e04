package g1713menorca

import (
	"sync"

	"ferro/engine"
)

// apply checks one action against the rules and carries it out: the
// round's step takes it (roundsteps.go).
func (s *state) apply(a engine.Action) error {
	if s.Round == roundOver {
		return illegal("game over", "the game has ended (%s)", s.EndReason)
	}
	if err := s.ruleTurnOrder(a); err != nil {
		return err
	}
	_, err := roundMachine.Process(s, s.acting(), a)
	return err
}

// ruleTurnOrder: only the acting entity may act.
func (s *state) ruleTurnOrder(a engine.Action) error {
	want := s.entityName(s.acting())
	if a.Entity != want {
		return illegal("turn order", "%q cannot act now; %s must act", a.Entity, want)
	}
	return nil
}

// candidates are the actions the round's step may take, before each is
// judged: a fresh slice of this call's own (nil when no round is on).
func (s *state) candidates() []engine.Action {
	if r := s.round(); r != nil {
		return r.candidates(s)
	}
	return nil
}

// legal lists every legal action of the acting entity, each judged by
// apply's own checks (verdict) so that the list and the rules cannot
// disagree.
func (g *Game) Legal() []engine.Action {
	s := g.st
	cands := s.candidates()
	if cands == nil {
		return nil
	}
	out := cands[:0] // kept in place: cands is this call's own
	scratch := getScratch()
	defer scratches.Put(scratch)
	for _, a := range cands {
		if a.Type == "run_routes" || a.Type == "lay_tile" || s.verdict(scratch, a) == nil { // tile lays and the best run come checked
			out = append(out, a)
		}
	}
	return out
}

// scratches keeps the scratch states of earlier checks: copyInto reuses
// their storage, so trying a candidate allocates nothing once warm.
var scratches = sync.Pool{New: func() any { return &state{} }}

// getScratch is a scratch state for copyInto; it remembers no source (a
// state may have changed since it was last copied).
func getScratch() *state {
	d := scratches.Get().(*state)
	d.copyOf = nil
	return d
}

// tryOn applies an action to scratch, a copy of s, and reports its error.
func (s *state) tryOn(scratch *state, a engine.Action) error {
	s.copyInto(scratch)
	return scratch.apply(a)
}

func playerAction(s *state, seat int, typ string) engine.Action {
	return engine.Action{Type: typ, Entity: s.Players[seat].ID, EntityType: "player"}
}

func corpAction(c *corp, typ string) engine.Action {
	return engine.Action{Type: typ, Entity: c.Sym, EntityType: "corporation"}
}
