package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
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

// Legal lists every legal action of the acting entity: the engine's
// builder (rounds.Legal.List) asks the round's open steps for their lists,
// each candidate judged by its step's own check (Judge), what its Process
// would answer, so that the list and the rules cannot disagree. Once the
// game is over nobody acts (acting), so nothing is listed.
func (g *Game) Legal() []engine.Action { return legal.List(roundMachine, g.st, nil) }

// legal builds the legal lists from the round's steps (roundsteps.go);
// every step that lists candidates judges them, so it never tries one on
// a copy of the state (no Try).
var legal = &rounds.Legal[*state]{Types: allTypes, Pass: opPass,
	Base: func(s *state, e rounds.Entity) engine.Action {
		return engine.Action{Entity: s.entityName(e), EntityType: e.Kind.String()}
	}}

func corpAction(c *corp, typ string) engine.Action {
	return engine.Action{Type: typ, Entity: c.Sym, EntityType: "corporation"}
}
