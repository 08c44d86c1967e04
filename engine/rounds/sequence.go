package rounds

import "ferro/engine"

// Sequence drives a turn whose steps are taken one after another, as a
// company's operating turn is in many 18xx titles (lay track, place a
// station, buy, run, pay): a cursor, kept in the title's state, says which
// step the game is in. A step that passes (sets State.Passed in Process or
// Skip), or that has nothing to do when Settle asks, moves the cursor to
// the next; a step may also set the cursor itself (a run of nothing skips
// the dividend). The cursor at the number of steps: the turn is over.
//
// A Sequence's steps use the same Step interface and hooks as a Machine's
// (Actions, Process; HasAction, Skip, Claims); their State is the call's
// own (its Kind the step's index).
type Sequence[G any] struct {
	types  *Types
	cursor func(g G) *int
	steps  []def[G]
	// Pass, when set, is the pass: an action of that type the step at the
	// cursor offers passes the step (the cursor moves to the next) without
	// its Process being asked, so that steps need not take their pass.
	Pass Set
	// Has, when set, is whether the entity has something to do in a step
	// without a HasAction hook (a title's Legal.Has: a legal action other
	// than the pass in the step's list), in place of its Actions.
	Has func(g G, st Step[G], e Entity) bool
}

// NewSequence is the turn of these steps, in order, whose cursor is where
// cursor points in a game.
func NewSequence[G any](types *Types, cursor func(g G) *int, steps ...Step[G]) *Sequence[G] {
	q := &Sequence[G]{types: types, cursor: cursor}
	for _, st := range steps {
		q.steps = append(q.steps, newDef(st))
	}
	return q
}

// Process has the step at the cursor take action a by e when it offers
// (or claims) its type; taken is false when it does not, or when the turn
// is over, for the title to refuse the action naming its rule.
func (q *Sequence[G]) Process(g G, e Entity, a engine.Action) (taken bool, err error) {
	c := q.cursor(g)
	i := *c
	if i < 0 || i >= len(q.steps) {
		return false, nil
	}
	d := &q.steps[i]
	acts := d.Actions(g, e)
	if !q.types.Has(acts, a.Type) && (d.claims == nil || !d.claims.Claims(a.Type)) {
		return false, nil
	}
	st := State{Kind: StepKind(i)}
	if q.types.Has(q.Pass&acts, a.Type) {
		st.Passed = true
	} else if err := d.Process(g, &st, e, a); err != nil {
		return true, err
	}
	if st.Passed && *c == i {
		*c = i + 1
	}
	return true, nil
}

// Settle skips the step at the cursor when e, whom it waits for, has
// nothing to do there (its HasAction hook, else Has, else an empty
// Actions), as its Skip hook says (default: it passes). It reports whether
// it skipped.
func (q *Sequence[G]) Settle(g G, e Entity) bool {
	c := q.cursor(g)
	i := *c
	if i < 0 || i >= len(q.steps) {
		return false
	}
	d := &q.steps[i]
	switch {
	case d.busy != nil:
		if d.busy.HasAction(g, e) {
			return false
		}
	case q.Has != nil:
		if q.Has(g, d.Step, e) {
			return false
		}
	case d.Actions(g, e) != 0:
		return false
	}
	st := State{Kind: StepKind(i)}
	if d.skip != nil {
		d.skip.Skip(g, &st)
	} else {
		st.Passed = true
	}
	if st.Passed && *c == i {
		*c = i + 1
	}
	return true
}
