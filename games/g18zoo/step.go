package g18zoo

import (
	"fmt"

	"ferro/engine"
)

// Each step of a round is a value of its own type (step_*.go), defined for
// its kind (round.go) in its file's init: what it offers an entity
// (actions) and how it takes an action (process), and where it differs
// from the defaults, whether it takes part now (active; default: until
// passed), whether it blocks (blocks; default: yes), whom it waits for
// (waitsFor; default: the round's entity), what skipping it does (skip;
// default: it is passed), and whether it is beside the turn (aside: the
// power and table-talk steps, which firstBlockingIs passes over).
type step interface {
	actions(g *Game, e entity) actSet
	process(g *Game, s *stepState, e entity, a engine.Action) error
}

type (
	activeStep   interface{ active(g *Game) bool }
	blockingStep interface{ blocks(g *Game) bool }
	waitingStep  interface {
		waitsFor(g *Game) (e entity, ok bool)
	}
	skippingStep interface{ skip(g *Game, s *stepState) }
	asideStep    interface{ aside() }
)

// stepDef is a step's hooks, resolved once (nil: the default).
type stepDef struct {
	actions  func(g *Game, e entity) actSet
	process  func(g *Game, s *stepState, e entity, a engine.Action) error
	active   func(g *Game) bool
	blocks   func(g *Game) bool
	waitsFor func(g *Game) (entity, bool)
	skip     func(g *Game, s *stepState)
	aside    bool
}

var steps [numStepKinds]stepDef

func defineStep(k stepKind, st step) {
	if steps[k].actions != nil {
		panic(fmt.Sprintf("18ZOO: step %d defined twice", k))
	}
	d := stepDef{actions: st.actions, process: st.process}
	if h, ok := st.(activeStep); ok {
		d.active = h.active
	}
	if h, ok := st.(blockingStep); ok {
		d.blocks = h.blocks
	}
	if h, ok := st.(waitingStep); ok {
		d.waitsFor = h.waitsFor
	}
	if h, ok := st.(skippingStep); ok {
		d.skip = h.skip
	}
	_, d.aside = st.(asideStep)
	steps[k] = d
}

// never is the blocks hook of a step that never blocks.
func never(*Game) bool { return false }

// notHere is the process of a step whose actions the caller takes.
func notHere(a engine.Action) error {
	return engine.Illegal("action", "%s is not handled in this step", a.Type)
}

// stepActions lists the action types a step offers an entity.
func (g *Game) stepActions(s *stepState, e entity) actSet {
	if !e.valid() {
		return 0
	}
	return steps[s.Kind].actions(g, e)
}

// stepActive reports whether a step is taking part now.
func (g *Game) stepActive(s *stepState) bool {
	if s.Passed {
		return false
	}
	if f := steps[s.Kind].active; f != nil {
		return f(g)
	}
	return true
}

func (g *Game) stepBlocks(k stepKind) bool {
	if f := steps[k].blocks; f != nil {
		return f(g)
	}
	return true
}

// stepEntity is the entity a step waits for.
func (g *Game) stepEntity(s *stepState) entity {
	if f := steps[s.Kind].waitsFor; f != nil {
		if e, ok := f(g); ok {
			return e
		}
	}
	r := g.round
	if r.Index >= len(r.Entities) {
		return noEntity
	}
	if r.Kind == rOperating {
		return fam(r.Entities[r.Index])
	}
	return pl(r.Entities[r.Index])
}

func (g *Game) skipStep(s *stepState) {
	if f := steps[s.Kind].skip; f != nil {
		f(g, s)
		return
	}
	s.Passed = true
}
