package depot

// InStock is how many trains of type ti the depot holds.
func (d *Depot[H]) InStock(f Fleet[H], ti int) int {
	n := 0
	for i, l := 0, f.Len(); i < l; i++ {
		if u := f.Unit(i); u.Type == ti && u.Place == InDepot {
			n++
		}
	}
	return n
}

// Sells says whether the depot sells type ti in phase (whether or not
// it has one left).
func (d *Depot[H]) Sells(f Fleet[H], ti, phase int) bool {
	t := &d.Types[ti]
	switch t.Sale {
	case InOrder:
		return d.soldOutBefore(f, ti, InOrder)
	case FromPhase:
		if t.Rusts != None && phase >= t.Rusts {
			return false
		}
		return phase >= t.Phase || t.Early && phase+1 == t.Phase && d.soldOutBefore(f, ti, FromPhase)
	}
	return false
}

// soldOutBefore: the depot holds no train of an earlier type of ti's
// class sold the same way.
func (d *Depot[H]) soldOutBefore(f Fleet[H], ti int, how Sale) bool {
	class := d.Types[ti].Class
	for i, l := 0, f.Len(); i < l; i++ {
		u := f.Unit(i)
		if u.Place != InDepot || u.Type >= ti {
			continue
		}
		if t := &d.Types[u.Type]; t.Class == class && t.Sale == how {
			return false
		}
	}
	return true
}

// Offer is the train of type ti the depot sells now (its first in the
// fleet), or -1.
func (d *Depot[H]) Offer(f Fleet[H], ti, phase int) int {
	if !d.Sells(f, ti, phase) {
		return -1
	}
	for i, l := 0, f.Len(); i < l; i++ {
		if u := f.Unit(i); u.Type == ti && u.Place == InDepot {
			return i
		}
	}
	return -1
}

// OnSale appends to out what the depot sells now: the offer of each type
// in type order, then one pooled train of each type and variant, in
// fleet order.
func (d *Depot[H]) OnSale(f Fleet[H], phase int, out []int) []int {
	out = d.offers(f, phase, out)
	first := len(out)
	for i, l := 0, f.Len(); i < l; i++ {
		u := f.Unit(i)
		if u.Place != InPool {
			continue
		}
		dup := false
		for _, j := range out[first:] {
			if v := f.Unit(j); v.Type == u.Type && v.Variant == u.Variant {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, i)
		}
	}
	return out
}

// Sizes up to which offers reads the fleet once.
const (
	maxTypes   = 32
	maxClasses = 4
)

// offers appends the offer of each type, in type order (Offer for each,
// in one pass over the fleet).
func (d *Depot[H]) offers(f Fleet[H], phase int, out []int) []int {
	if len(d.Types) > maxTypes {
		for ti := range d.Types {
			if i := d.Offer(f, ti, phase); i >= 0 {
				out = append(out, i)
			}
		}
		return out
	}
	var first [maxTypes]int // each type's first train in the depot, +1
	for i, l := 0, f.Len(); i < l; i++ {
		if u := f.Unit(i); u.Place == InDepot && first[u.Type] == 0 {
			first[u.Type] = i + 1
		}
	}
	var stocked [maxClasses][Never]bool // an earlier type of the class sold that way is in stock
	for ti := range d.Types {
		t := &d.Types[ti]
		if t.Class >= maxClasses {
			if i := d.Offer(f, ti, phase); i >= 0 {
				out = append(out, i)
			}
			continue
		}
		sells := false
		switch t.Sale {
		case InOrder:
			sells = !stocked[t.Class][InOrder]
		case FromPhase:
			sells = (t.Rusts == None || phase < t.Rusts) &&
				(phase >= t.Phase || t.Early && phase+1 == t.Phase && !stocked[t.Class][FromPhase])
		}
		if first[ti] == 0 {
			continue
		}
		if sells {
			out = append(out, first[ti]-1)
		}
		if t.Sale != Never {
			stocked[t.Class][t.Sale] = true
		}
	}
	return out
}

// FirstOfType says whether train i is the first of its type to leave the
// depot: no other train of its type is anywhere but in the depot.
func (d *Depot[H]) FirstOfType(f Fleet[H], i int) bool {
	ti := f.Unit(i).Type
	for j, l := 0, f.Len(); j < l; j++ {
		if u := f.Unit(j); j != i && u.Type == ti && u.Place != InDepot {
			return false
		}
	}
	return true
}

// Starts is the phase a purchase of a train of type ti from the depot
// moves the game to from phase (phase itself when it starts none): the
// phase the type starts, if the game has not reached it.
func (d *Depot[H]) Starts(ti, phase int) int {
	if s := d.Types[ti].Starts; s != None && s > phase {
		return s
	}
	return phase
}

// Rusting lists the trains that leave the game when phase starts: those
// of a type that rusts by then, wherever they are but gone.
func (d *Depot[H]) Rusting(f Fleet[H], phase int) []int {
	var out []int
	for i, l := 0, f.Len(); i < l; i++ {
		u := f.Unit(i)
		if r := d.Types[u.Type].Rusts; r != None && r <= phase && u.Place != Gone {
			out = append(out, i)
		}
	}
	return out
}
