package rounds

import (
	"math/bits"
	"sync"

	"ferro/engine"
)

// The legal list. Every title builds it here, from the steps open now
// (Machine.Listing), in the step table's order: for each action type an
// open step offers the entity (in the order of the title's Types), the
// first open step offering it lists its concrete actions of that type
// (Lister). A step lists only legal actions, or lists candidates that its
// own check judges (Judger, what its Process would answer). The pass is
// listed here, not by the steps: a step offers it only where passing is
// legal.
type (
	// Lister: the step's concrete actions of type base.Type, which it
	// offers e, appended to out (base: e's action of that type).
	Lister[G any] interface {
		List(g G, e Entity, base engine.Action, out []engine.Action) []engine.Action
	}
	// Nested: a step of a Machine that holds steps of its own (a round
	// that is one step of the Machine, with its turn's steps): the legal
	// list asks the steps open inside it now (appended to out) in its
	// place.
	Nested[G any] interface {
		Open(g G, out []Step[G]) []Step[G]
	}
)

// Legal builds a title's legal lists.
type Legal[G any] struct {
	Types *Types // the title's action types, in the list's order
	// Pass is the pass: listed as the entity's action (Base) wherever an
	// open step offers it, never asked of a step.
	Pass Set
	// Base is e's action with no type: its Entity and EntityType.
	Base func(g G, e Entity) engine.Action
}

// Collect is a legal list built by build (with Add) in a pooled scratch
// list, copied out at its exact length: a list is asked for often, and
// its length is known only once built.
func Collect(build func(out []engine.Action) []engine.Action) []engine.Action {
	scratch := scratchLists.Get().(*[]engine.Action)
	out := build((*scratch)[:0])
	res := append(make([]engine.Action, 0, len(out)), out...)
	*scratch = out[:0] // not cleared: the pool drops its lists, and what they hold, at the next collections
	scratchLists.Put(scratch)
	return res
}

// scratchLists holds the lists Collect builds in, made large enough for
// most lists at once.
var scratchLists = sync.Pool{New: func() any { s := make([]engine.Action, 0, 256); return &s }}

// Add appends to out e's legal actions of the types in only that the
// open steps offer, in the order of the types, each type listed by the
// first open step offering it.
func (l *Legal[G]) Add(g G, open []Step[G], e Entity, only Set, out []engine.Action) []engine.Action {
	if !e.Valid() {
		return out
	}
	var perBuf [16]Set
	per := perBuf[:]
	if len(open) > len(per) {
		per = make([]Set, len(open))
	}
	var offered Set
	for i, st := range open {
		per[i] = st.Actions(g, e)
		offered |= per[i]
	}
	offered &= only
	if offered == 0 {
		return out
	}
	base := l.Base(g, e)
	for m := offered; m != 0; m &= m - 1 {
		bit := Set(1) << bits.TrailingZeros64(uint64(m))
		i := 0
		for per[i]&bit == 0 {
			i++
		}
		base.Type = l.Types.name(bit)
		if bit&l.Pass != 0 {
			out = append(out, base)
			continue
		}
		out = l.list(g, open[i], e, base, out)
	}
	return out
}

// list appends to out step st's legal actions of type base.Type: those it
// lists, each judged where the step judges.
func (l *Legal[G]) list(g G, st Step[G], e Entity, base engine.Action, out []engine.Action) []engine.Action {
	ls, ok := st.(Lister[G])
	if !ok {
		return out // table talk and automation: not moves
	}
	n := len(out)
	out = ls.List(g, e, base, out)
	j, ok := st.(Judger[G])
	if !ok {
		return out
	}
	kept := n
	for _, a := range out[n:] {
		if j.Judge(g, e, a) == nil {
			out[kept] = a
			kept++
		}
	}
	clear(out[kept:])
	return out[:kept]
}

// Check is what the legal list says of action a by e of a type step st
// offers: nil where it would list a (the pass, what a step without a
// Judger lists), else its step's judgement.
func (l *Legal[G]) Check(g G, st Step[G], e Entity, a engine.Action) error {
	j, ok := st.(Judger[G])
	if !ok || l.Pass&l.Types.Of(a.Type) != 0 {
		return nil
	}
	return j.Judge(g, e, a)
}

// Has reports whether step st has a legal action for e other than the
// pass (a step's HasAction where its list tells), judging its list only
// up to the first legal action.
func (l *Legal[G]) Has(g G, st Step[G], e Entity) bool {
	offered := st.Actions(g, e) &^ l.Pass
	ls, ok := st.(Lister[G])
	if offered == 0 || !ok || !e.Valid() {
		return false
	}
	j, judges := st.(Judger[G])
	var cands []engine.Action
	base := l.Base(g, e)
	for m := offered; m != 0; m &= m - 1 {
		base.Type = l.Types.name(Set(1) << bits.TrailingZeros64(uint64(m)))
		cands = ls.List(g, e, base, cands[:0])
		for _, a := range cands {
			if !judges || j.Judge(g, e, a) == nil {
				return true
			}
		}
	}
	return false
}

// Listing appends to out the values of the steps open now (Open), a
// Nested step's open steps in its place, and returns the step where the
// game waits (nil: nowhere).
func (m *Machine[G]) Listing(g G, out []Step[G]) ([]Step[G], *State) {
	steps := m.Steps(g)
	for i := range steps {
		s := &steps[i]
		if !m.Active(g, s) {
			continue
		}
		st := m.defs[s.Kind].Step
		if n, ok := st.(Nested[G]); ok {
			out = n.Open(g, out)
		} else {
			out = append(out, st)
		}
		if m.Blocking(g, s) {
			return out, s
		}
	}
	return out, nil
}

// Open is the step at the cursor (nil when the turn is over), for a Nested
// step's Open.
func (q *Sequence[G]) Open(g G) Step[G] {
	if i := *q.cursor(g); i >= 0 && i < len(q.steps) {
		return q.steps[i].Step
	}
	return nil
}
