package rounds

import "ferro/engine"

// AnyOrder drives a turn whose steps are taken in any order, as a
// player's stock round turn is in many 18xx titles (found a company, buy,
// sell, end the turn): the step that claims an action's type (Claimer), or
// offers it now, takes it. The steps use the same Step interface and hooks
// as a Machine's; their State is the call's own (its Kind the step's
// index).
type AnyOrder[G any] struct {
	types *Types
	steps []def[G]
}

// NewAnyOrder is the turn of these steps, in the order the legal list
// takes them.
func NewAnyOrder[G any](types *Types, steps ...Step[G]) *AnyOrder[G] {
	o := &AnyOrder[G]{types: types}
	for _, st := range steps {
		o.steps = append(o.steps, newDef(st))
	}
	return o
}

// Process has the first step that claims or offers the type of action a
// by e take it; taken is false when none does, for the title to refuse the
// action naming its rule.
func (o *AnyOrder[G]) Process(g G, e Entity, a engine.Action) (taken bool, err error) {
	for i := range o.steps {
		d := &o.steps[i]
		if (d.claims == nil || !d.claims.Claims(a.Type)) && !o.types.Has(d.Actions(g, e), a.Type) {
			continue
		}
		st := State{Kind: StepKind(i)}
		return true, d.Process(g, &st, e, a)
	}
	return false, nil
}

// Open appends every step to out, for a Nested step's Open: each is open
// in any order.
func (o *AnyOrder[G]) Open(out []Step[G]) []Step[G] {
	for i := range o.steps {
		out = append(out, o.steps[i].Step)
	}
	return out
}
