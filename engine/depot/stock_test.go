package depot

import (
	"fmt"
	"testing"
)

// refOffer is the rule for the train of type ti on sale, read straight
// off the fleet: the first of its type in the depot, when no earlier type
// of its class sold the same way is still there (InOrder, and FromPhase
// one phase early) and, for FromPhase, the phase is its own and not yet
// its rust.
func refOffer(d *Depot[string], f fleet, ti, phase int) int {
	t := d.Types[ti]
	earlierInDepot := false
	for _, u := range f {
		if e := d.Types[u.Type]; u.Place == InDepot && u.Type < ti && e.Class == t.Class && e.Sale == t.Sale {
			earlierInDepot = true
		}
	}
	sells := false
	switch t.Sale {
	case InOrder:
		sells = !earlierInDepot
	case FromPhase:
		sells = (t.Rusts == None || phase < t.Rusts) && (phase >= t.Phase || t.Early && phase+1 == t.Phase && !earlierInDepot)
	}
	for i, u := range f {
		if sells && u.Type == ti && u.Place == InDepot {
			return i
		}
	}
	return -1
}

// A Stock's answers are those read off the fleet, for every placing of
// six trains over the depot, two holders, the pool and out of the game.
func TestStockReadsTheFleet(t *testing.T) {
	units := []func(ti int) Unit[string]{
		depotUnit,
		func(ti int) Unit[string] { return held(ti, "A") },
		func(ti int) Unit[string] { return held(ti, "B") },
		func(ti int) Unit[string] { return obsolete(ti, "A") },
		func(ti int) Unit[string] { return pooled(ti, 0) },
		func(ti int) Unit[string] { return Unit[string]{Type: ti, Place: Gone} },
	}
	for _, d := range []*Depot[string]{&plain, &twoClass} {
		n := len(d.Types)
		for code := 0; code < 6*6*6*6*6*6; code += 7 {
			var f fleet
			for k, c := 0, code; k < 6; k, c = k+1, c/6 {
				f = append(f, units[c%6]((k*5+code)%n))
			}
			s := d.Stock(&f)
			for ti := range d.Types {
				inDepot := 0
				for _, u := range f {
					if u.Type == ti && u.Place == InDepot {
						inDepot++
					}
				}
				if got := s.InStock(ti); got != inDepot {
					t.Fatalf("%v: %d of type %d in stock, want %d", f, got, ti, inDepot)
				}
				for phase := range d.Phases {
					if got, want := s.Offer(ti, phase), refOffer(d, f, ti, phase); got != want {
						t.Fatalf("%v, phase %d: offer of type %d %d, want %d", f, phase, ti, got, want)
					}
				}
			}
			for _, h := range []string{"A", "B", "C"} {
				for class := range 2 {
					if got, want := s.Count(h, class), d.Count(&f, h, class); got != want {
						t.Fatalf("%v: %s holds %d of class %d, want %d", f, h, got, class, want)
					}
				}
			}
		}
	}
}

// A Stock counts up to 16 holders; more is a title's data error.
func TestStockHolders(t *testing.T) {
	var f fleet
	for h := range 16 {
		f = append(f, held(0, fmt.Sprint(h)), held(1, fmt.Sprint(h)))
	}
	s := plain.Stock(&f)
	if s.Count("15", 0) != 2 || s.Count("16", 0) != 0 || !s.Room("3", 0, 2) {
		t.Errorf("16 holders of two trains each: counts %d and %d", s.Count("15", 0), s.Count("16", 0))
	}
	f = append(f, held(0, "16"))
	defer func() {
		if recover() == nil {
			t.Errorf("a 17th holder: no panic")
		}
	}()
	plain.Stock(&f)
}
