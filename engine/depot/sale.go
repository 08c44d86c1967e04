package depot

// OnSale appends to out what the depot sells now: the offer of each type
// in type order, then one pooled train of each type and variant, in
// fleet order.
func (d *Depot[H]) OnSale(f Fleet[H], phase int, out []int) []int {
	s := d.Stock(f)
	return s.OnSale(f, phase, out)
}

// OnSale is Depot.OnSale of the fleet f the Stock was taken of (as it
// still is).
func (s *Stock[H]) OnSale(f Fleet[H], phase int, out []int) []int {
	for ti := range s.d.Types {
		if i := s.Offer(ti, phase); i >= 0 {
			out = append(out, i)
		}
	}
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
