package depot

// Obsolescence: a type may become obsolete in a phase (Type.Obsolete),
// before it rusts or instead. An obsolete train still runs; what else it
// may do is the title's rule, given as data (Depot.Obsolescence). The
// title marks its trains (Unit.Obsolete) when the phase starts, as
// Obsoleting lists them.

// Obsolescence is what an obsolete train may still do, by a title's rule.
// The zero value: it runs until it rusts, counts against no limit and is
// not sold between companies.
type Obsolescence struct {
	Counts   bool // it still counts against the train limit
	Tradable bool // companies may still sell it to one another
	LastRun  bool // it rusts once it has run again
}

// Obsoletes says whether the trains of type ti become obsolete when
// phase starts.
func (d *Depot[H]) Obsoletes(ti, phase int) bool {
	o := d.Types[ti].Obsolete
	return o > 0 && o == phase
}

// Obsoleting lists the trains that become obsolete when phase starts:
// those of a type obsolete from then, not obsolete yet, wherever they are
// but gone.
func (d *Depot[H]) Obsoleting(f Fleet[H], phase int) []int {
	var out []int
	for i, l := 0, f.Len(); i < l; i++ {
		if u := f.Unit(i); !u.Obsolete && u.Place != Gone && d.Obsoletes(u.Type, phase) {
			out = append(out, i)
		}
	}
	return out
}

// counts says whether train u counts against its holder's limit.
func (d *Depot[H]) counts(u Unit[H]) bool { return !u.Obsolete || d.Obsolescence.Counts }

// Tradable says whether train u may be sold between companies as far as
// obsolescence goes.
func (d *Depot[H]) Tradable(u Unit[H]) bool { return !u.Obsolete || d.Obsolescence.Tradable }
