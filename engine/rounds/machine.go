package rounds

import (
	"encoding/json"
	"fmt"

	"ferro/engine"
)

// Config is what a Machine asks of its title.
type Config[G any] struct {
	Types *Types // the title's action types
	// Steps is the current round's steps, in the order the rules take
	// them.
	Steps func(g G) []State
	// Entity is whom a step waits for by default: the round's entity now
	// (the operating corporation, the player whose turn it is in seat or
	// priority order), None when the round has nobody left.
	Entity func(g G) Entity
	// Name is an entity's name in the errors of Process.
	Name func(g G, e Entity) string
	// Hold, when set and true, keeps SkipDone from skipping any step now
	// (an entity whose turn it is that can no longer act).
	Hold func(g G) bool
}

// Machine drives the rounds of a title's game type G: it holds the step
// definitions by kind and finds where the game waits, who acts, and which
// step takes an action.
type Machine[G any] struct {
	Config[G]
	defs []def[G]
}

// New is a machine for step kinds 0 to kinds-1, each to be defined.
func New[G any](kinds int, c Config[G]) *Machine[G] {
	return &Machine[G]{Config: c, defs: make([]def[G], kinds)}
}

// Define sets the step value of kind k (once).
func (m *Machine[G]) Define(k StepKind, st Step[G]) {
	if m.defs[k].Step != nil {
		panic(fmt.Sprintf("rounds: step %d defined twice", k))
	}
	m.defs[k] = newDef(st)
}

// Add defines the next step kind, with value st: a title that lists its
// steps in one table declares each kind as the variable Add gives it (the
// kinds are numbered in the order they are added, after New's).
func (m *Machine[G]) Add(st Step[G]) StepKind {
	m.defs = append(m.defs, newDef(st))
	return StepKind(len(m.defs) - 1)
}

// Kinds is the number of step kinds.
func (m *Machine[G]) Kinds() int { return len(m.defs) }

// Defined reports whether kind k has a value.
func (m *Machine[G]) Defined(k StepKind) bool { return m.defs[k].Step != nil }

// Actions is the set of action types step s offers e (none to no entity).
func (m *Machine[G]) Actions(g G, s *State, e Entity) Set {
	if !e.Valid() {
		return 0
	}
	return m.defs[s.Kind].Actions(g, e)
}

// Active reports whether step s takes part now.
func (m *Machine[G]) Active(g G, s *State) bool {
	if s.Passed {
		return false
	}
	if h := m.defs[s.Kind].active; h != nil {
		return h.Active(g)
	}
	return true
}

// Blocks reports whether a step of kind k blocks now.
func (m *Machine[G]) Blocks(g G, k StepKind) bool {
	d := &m.defs[k]
	if d.never {
		return false
	}
	if d.blocks != nil {
		return d.blocks.Blocks(g)
	}
	return true
}

// WaitsFor is the entity step s waits for.
func (m *Machine[G]) WaitsFor(g G, s *State) Entity {
	if h := m.defs[s.Kind].waitsFor; h != nil {
		if e, ok := h.WaitsFor(g); ok {
			return e
		}
	}
	return m.Entity(g)
}

// Blocking reports whether the game waits in step s: it blocks, and the
// entity it waits for has something to do there.
func (m *Machine[G]) Blocking(g G, s *State) bool {
	if !m.Blocks(g, s.Kind) {
		return false
	}
	e := m.WaitsFor(g, s)
	if h := m.defs[s.Kind].busy; h != nil {
		return h.HasAction(g, e)
	}
	return m.Actions(g, s, e) != 0
}

// Waiting is the step where the game waits (the first active blocking
// step), nil when the round has nothing left to do.
func (m *Machine[G]) Waiting(g G) *State {
	steps := m.Steps(g)
	for i := range steps {
		s := &steps[i]
		if m.Active(g, s) && m.Blocking(g, s) {
			return s
		}
	}
	return nil
}

// Acting is who must act now (None when nobody must).
func (m *Machine[G]) Acting(g G) Entity {
	s := m.Waiting(g)
	if s == nil {
		return None
	}
	return m.WaitsFor(g, s)
}

// SkipDone skips the active blocking steps before the one where the game
// waits that have nothing to do (each as its Skip hook says).
func (m *Machine[G]) SkipDone(g G) {
	steps := m.Steps(g)
	for i := range steps {
		s := &steps[i]
		if !m.Active(g, s) || !m.Blocks(g, s.Kind) {
			continue
		}
		if m.Hold != nil && m.Hold(g) {
			continue
		}
		if m.Blocking(g, s) {
			break
		}
		if h := m.defs[s.Kind].skip; h != nil {
			h.Skip(g, s)
		} else {
			s.Passed = true
		}
	}
}

// Unpass makes every step of the round take part again (a new turn).
func (m *Machine[G]) Unpass(g G) {
	steps := m.Steps(g)
	for i := range steps {
		steps[i].Passed = false
		steps[i].Acted = false
	}
}

// WaitsIn reports whether the game waits in a step of kind k, passing
// over the steps beside the turn (so that those may ask it).
func (m *Machine[G]) WaitsIn(g G, k StepKind) bool {
	steps := m.Steps(g)
	for i := range steps {
		s := &steps[i]
		if !m.Active(g, s) || !m.Blocks(g, s.Kind) {
			continue
		}
		if m.defs[s.Kind].aside {
			continue
		}
		if m.Actions(g, s, m.WaitsFor(g, s)) != 0 {
			return s.Kind == k
		}
	}
	return false
}

// Process finds the step that takes action a by e, as the rules order
// the steps, and has it take the action: the first active step that
// offers it (or claims it from the entity it waits for), unless a step
// before it blocks, which refuses it naming whom the game waits for. The
// step taken is marked as having acted and returned.
func (m *Machine[G]) Process(g G, e Entity, a engine.Action) (*State, error) {
	steps := m.Steps(g)
	typ := m.Types.Of(a.Type)
	var st *State
	for i := range steps {
		s := &steps[i]
		if !m.Active(g, s) {
			continue
		}
		d := &m.defs[s.Kind]
		waitsFor := m.WaitsFor(g, s)
		if d.claims != nil && e == waitsFor && d.claims.Claims(a.Type) {
			st = s
			break
		}
		acts := m.Actions(g, s, e)
		can := acts&typ != 0
		var block bool
		if e == waitsFor {
			block = m.Blocks(g, s.Kind) && acts != 0
		} else {
			block = m.Blocking(g, s)
		}
		if block && !can {
			return nil, engine.Illegal("turn order", "%s cannot %s now: the game waits for %s", a.Entity, a.Type, m.describeWait(g, s))
		}
		if block || can {
			st = s
			break
		}
	}
	if st == nil {
		return nil, engine.Illegal("turn order", "no step takes %s by %s now", a.Type, a.Entity)
	}
	if err := m.defs[st.Kind].Process(g, st, e, a); err != nil {
		return nil, err
	}
	st.Acted = true
	return st, nil
}

// describeWait names whom step s waits for and what it offers them.
func (m *Machine[G]) describeWait(g G, s *State) string {
	e := m.WaitsFor(g, s)
	b, _ := json.Marshal(m.Types.Names(m.Actions(g, s, e)))
	return m.Name(g, e) + " " + string(b)
}
