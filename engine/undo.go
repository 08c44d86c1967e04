package engine

import "fmt"

// Undo is how every title leaves its game untouched by a refused action.
// The title applies an action to its state in place, with no copy, and
// keeps each accepted one in its Journal; when an action is refused (or
// its rules panic, a defect reported as an error) the state, which the
// action may have half changed, is rebuilt from the game's definition by
// replaying the journal. Replays, random games and computer players apply
// legal actions only, and pay nothing for the undo; a refused action pays a
// replay (measured against copying the state before each action, and
// copying it into a spare: docs/architecture.md).
//
// G is the title's game type; the functions are its hooks.
type Undo[G any] struct {
	// Journal is the game's journal.
	Journal func(g *G) *Journal
	// Step applies a to g in place and returns the action to keep (as the
	// title settled it, see Settler); on error g may be half changed.
	Step func(g *G, a Action) (Action, error)
	// Fresh is a new game of g's definition, before its first action.
	Fresh func(g *G) *G
}

// Apply applies a to g; on error g is as it was.
func (u Undo[G]) Apply(g *G, a Action) error {
	kept, err := u.step(g, a)
	if err == nil {
		u.Journal(g).Add(kept)
		return nil
	}
	j := *u.Journal(g)
	r := u.Fresh(g)
	for b := range j.All() {
		if _, e := u.step(r, b); e != nil {
			panic(fmt.Sprintf("action %d (%s by %s), accepted before, no longer replays: %v", b.ID, b.Type, b.Entity, e))
		}
	}
	*u.Journal(r) = j
	*g = *r
	return err
}

// step is Step with a panic of the rules returned as an error.
func (u Undo[G]) step(g *G, a Action) (kept Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error applying %s by %s (a defect in Ferro, not in the action): %v", a.Type, a.Entity, r)
		}
	}()
	return u.Step(g, a)
}

// ReplayLog applies log[eff[0]], log[eff[1]], … to g, a game before its
// first action, with the same checks as Apply, and keeps log in g's
// journal as it is (not a copy: do not change its actions afterwards,
// appending is fine). On error it returns the position in eff of the
// action refused, and g must be thrown away (LogReplayer).
func (u Undo[G]) ReplayLog(g *G, log []Action, eff []int) (failed int, err error) {
	j := u.Journal(g)
	if len(j.eff)+len(j.chunks) > 0 {
		panic("engine: ReplayLog on a game that has applied actions")
	}
	k := 0
	defer func() {
		if r := recover(); r != nil {
			failed, err = k, fmt.Errorf("internal error applying %s by %s (a defect in Ferro, not in the action): %v", log[eff[k]].Type, log[eff[k]].Entity, r)
		}
	}()
	for ; k < len(eff); k++ {
		if _, err := u.Step(g, log[eff[k]]); err != nil {
			return k, err
		}
	}
	j.log, j.eff = log, eff
	return 0, nil
}
