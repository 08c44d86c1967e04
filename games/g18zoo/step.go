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
// (waitsFor; default: the round's entity; nonBlocking: never blocks),
// what skipping it does (skip;
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
	nonBlocking  interface{ nonBlocking() } // a step that never blocks
	asideStep    interface{ aside() }
)

// stepDef is a step's value with its optional hooks, resolved once (nil:
// the default).
type stepDef struct {
	step
	active   activeStep
	blocks   blockingStep
	waitsFor waitingStep
	skip     skippingStep
	never    bool // it never blocks
	aside    bool
}

var steps [numStepKinds]stepDef

func defineStep(k stepKind, st step) {
	if steps[k].step != nil {
		panic(fmt.Sprintf("18ZOO: step %d defined twice", k))
	}
	d := stepDef{step: st}
	d.active, _ = st.(activeStep)
	d.blocks, _ = st.(blockingStep)
	d.waitsFor, _ = st.(waitingStep)
	d.skip, _ = st.(skippingStep)
	_, d.never = st.(nonBlocking)
	_, d.aside = st.(asideStep)
	steps[k] = d
}

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
	if h := steps[s.Kind].active; h != nil {
		return h.active(g)
	}
	return true
}

func (g *Game) stepBlocks(k stepKind) bool {
	if steps[k].never {
		return false
	}
	if h := steps[k].blocks; h != nil {
		return h.blocks(g)
	}
	return true
}

// stepEntity is the entity a step waits for.
func (g *Game) stepEntity(s *stepState) entity {
	if h := steps[s.Kind].waitsFor; h != nil {
		if e, ok := h.waitsFor(g); ok {
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
	if h := steps[s.Kind].skip; h != nil {
		h.skip(g, s)
		return
	}
	s.Passed = true
}
