package rounds

import "ferro/engine"

// StepKind names a kind of step: an index into a Machine's definitions.
type StepKind int

// State is a step's place in the current round: its kind, whether it has
// passed (it takes no part until the steps are unpassed), and whether it
// has taken an action.
type State struct {
	Kind   StepKind
	Passed bool
	Acted  bool
}

// Step is one step of a round, defined for a title's game type G: which
// action types it offers an entity now, and how it takes one of them.
type Step[G any] interface {
	Actions(g G, e Entity) Set
	Process(g G, s *State, e Entity, a engine.Action) error
}

// The hooks a step may add where it differs from the defaults.
type (
	// Activer: whether the step takes part now (default: until passed).
	Activer[G any] interface{ Active(g G) bool }
	// Blocker: whether the step blocks (default: yes).
	Blocker[G any] interface{ Blocks(g G) bool }
	// Waiter: whom the step waits for; ok false: the round's entity (the
	// default).
	Waiter[G any] interface {
		WaitsFor(g G) (e Entity, ok bool)
	}
	// Skipper: what skipping the step does (default: it is passed).
	Skipper[G any] interface{ Skip(g G, s *State) }
	// Busy: whether the entity the step waits for has something to do
	// there, where that is cheaper to tell than its Actions (a stock
	// round's step: whether any move is legal), or means more.
	Busy[G any] interface{ HasAction(g G, e Entity) bool }
	// Claimer: the action types the step takes from the entity it waits
	// for even when it does not offer them now, so that its own checks say
	// which rule a refused one breaks.
	Claimer interface{ Claims(typ string) bool }
	// NonBlocking: the step never blocks (a power used beside the turn).
	NonBlocking interface{ NonBlocking() }
	// Aside: the step is beside the turn (a power, table talk): WaitsIn
	// passes over it.
	Aside interface{ Aside() }
	// Judger: what Process would answer to an action the step lists
	// (Lister), without taking it (the legal list's check): the step's own
	// rules, checked without changing the game.
	Judger[G any] interface {
		Judge(g G, e Entity, a engine.Action) error
	}
)

// def is a step's value with its optional hooks, resolved once (nil: the
// default).
type def[G any] struct {
	Step[G]
	active   Activer[G]
	blocks   Blocker[G]
	waitsFor Waiter[G]
	skip     Skipper[G]
	busy     Busy[G]
	claims   Claimer
	never    bool
	aside    bool
}

func newDef[G any](st Step[G]) def[G] {
	d := def[G]{Step: st}
	d.active, _ = st.(Activer[G])
	d.blocks, _ = st.(Blocker[G])
	d.waitsFor, _ = st.(Waiter[G])
	d.skip, _ = st.(Skipper[G])
	d.busy, _ = st.(Busy[G])
	d.claims, _ = st.(Claimer)
	_, d.never = st.(NonBlocking)
	_, d.aside = st.(Aside)
	return d
}
