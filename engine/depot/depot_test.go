package depot

import (
	"slices"
	"testing"
)

// fleet is a test fleet: one Unit per train, holders are company names.
type fleet []Unit[string]

func (f *fleet) Len() int                { return len(*f) }
func (f *fleet) Unit(i int) Unit[string] { return (*f)[i] }

// A one-class depot the common 18xx way: 2 (rusts in phase 2), 3 (starts
// phase 1), 4 (starts phase 2), a type only a title rule hands out.
var plain = Depot[string]{
	Types: []Type{
		{Name: "2", Price: 80, Starts: None, Rusts: 2},
		{Name: "3", Price: 180, Starts: 1, Rusts: None},
		{Name: "4", Price: 300, Starts: 2, Rusts: None},
		{Name: "P", Sale: Never, Starts: None, Rusts: None},
	},
	Phases:   []Phase{{Name: "2", Limit: 4}, {Name: "3", Limit: 4}, {Name: "4", Limit: 3}},
	TradeMin: 1,
}

// Two classes: ships sold in order, carts from their phase (one phase
// early once the earlier carts are sold out) until they rust.
var twoClass = Depot[string]{
	Types: []Type{
		{Name: "ship1", Class: 0, Sale: InOrder, Starts: 0, Rusts: 2},
		{Name: "ship2", Class: 0, Sale: InOrder, Starts: 1, Rusts: None},
		{Name: "cart1", Class: 1, Sale: FromPhase, Phase: 0, Early: true, Starts: 0, Rusts: 2},
		{Name: "cart2", Class: 1, Sale: FromPhase, Phase: 2, Early: true, Starts: 2, Rusts: None},
	},
	Phases: []Phase{{Name: "a", Limit: 2}, {Name: "b", Limit: 2}, {Name: "c", Limit: 1}},
}

func depotUnit(ti int) Unit[string]      { return Unit[string]{Type: ti, Place: InDepot} }
func held(ti int, h string) Unit[string] { return Unit[string]{Type: ti, Place: Held, Holder: h} }
func pooled(ti, variant int) Unit[string] {
	return Unit[string]{Type: ti, Variant: variant, Place: InPool}
}
func obsolete(ti int, h string) Unit[string] { u := held(ti, h); u.Obsolete = true; return u }

func TestOnSale(t *testing.T) {
	cases := []struct {
		name  string
		d     *Depot[string]
		f     fleet
		phase int
		want  []int
	}{
		{"the first type, its first train", &plain, fleet{depotUnit(0), depotUnit(0), depotUnit(1)}, 0, []int{0}},
		{"the next type when the previous is sold out", &plain, fleet{held(0, "A"), depotUnit(1), depotUnit(1)}, 0, []int{1}},
		{"a type the depot never sells is not offered", &plain, fleet{held(0, "A"), held(1, "A"), held(2, "B"), depotUnit(3)}, 2, nil},
		{"pooled trains are offered beside the next type", &plain, fleet{pooled(0, 0), depotUnit(1), pooled(0, 0)}, 1, []int{1, 0}},
		{"one pooled train of each type and variant", &plain, fleet{pooled(2, 1), pooled(2, 0), pooled(2, 1), depotUnit(2)}, 2, []int{3, 0, 1}},
		{"ships in order, carts of the phase beside them", &twoClass, fleet{depotUnit(0), depotUnit(1), depotUnit(2), depotUnit(3)}, 0, []int{0, 2}},
		{"next-phase carts once the earlier carts are sold out", &twoClass, fleet{depotUnit(1), held(2, "A"), depotUnit(3)}, 1, []int{0, 2}},
		{"not two phases early", &twoClass, fleet{depotUnit(1), held(2, "A"), depotUnit(3)}, 0, []int{0}},
		{"carts no longer sold once they rust", &twoClass, fleet{depotUnit(2), depotUnit(3)}, 2, []int{1}},
	}
	for _, c := range cases {
		got := c.d.OnSale(&c.f, c.phase, nil)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: on sale %v, want %v", c.name, got, c.want)
		}
	}
}

func TestPhaseStartsAndRust(t *testing.T) {
	f := fleet{held(0, "A"), held(0, "B"), depotUnit(1), depotUnit(1), depotUnit(2), pooled(0, 0), {Type: 0, Place: Gone}}
	if !plain.FirstOfType(&f, 2) || plain.FirstOfType(&f, 0) {
		t.Errorf("first of type: the first 3 leaves the depot, a 2 is not the first")
	}
	f[2] = held(1, "A")
	if plain.FirstOfType(&f, 3) {
		t.Errorf("the second 3 is not the first of its type")
	}
	if got := plain.Starts(1, 0); got != 1 {
		t.Errorf("the first 3 starts phase %d, want 1", got)
	}
	if got := plain.Starts(1, 2); got != 2 {
		t.Errorf("a 3 bought in phase 2 moves the game to %d, want to stay", got)
	}
	if got := plain.Starts(0, 0); got != 0 {
		t.Errorf("a 2 starts phase %d, want none", got)
	}
	if got, want := plain.Rusting(&f, 1), []int(nil); !slices.Equal(got, want) {
		t.Errorf("rusting in phase 1: %v, want %v", got, want)
	}
	if got, want := plain.Rusting(&f, 2), []int{0, 1, 5}; !slices.Equal(got, want) {
		t.Errorf("rusting in phase 2 (held and pooled 2s, not the gone one): %v, want %v", got, want)
	}
}

func TestLimits(t *testing.T) {
	f := fleet{held(0, "A"), held(1, "A"), obsolete(1, "A"), held(2, "A"), held(0, "B"), held(1, "B"), held(2, "B"), held(2, "B")}
	if got := plain.Count(&f, "A", 0); got != 3 {
		t.Errorf("A counts %d trains, want 3 (an obsolete train does not count)", got)
	}
	if !plain.Room(&f, "A", 0, 1) || plain.Room(&f, "A", 0, 2) {
		t.Errorf("room: A (3 trains) has room under 4, none under 3")
	}
	// Two classes are limited apart; the shortest (by the title's order) go first.
	g := fleet{held(1, "A"), held(0, "A"), held(0, "A"), held(2, "A"), held(3, "A")}
	byName := func(a, b int) bool { return twoClass.Types[a].Name < twoClass.Types[b].Name }
	if got, want := twoClass.Excess(&g, "A", 0, 2, byName), []int{1, 2}; !slices.Equal(got, want) {
		t.Errorf("ships over the limit of 1: %v, want %v", got, want)
	}
	if got, want := twoClass.Excess(&g, "A", 1, 2, byName), []int{3}; !slices.Equal(got, want) {
		t.Errorf("carts over the limit of 1: %v, want %v", got, want)
	}
	if got := twoClass.Excess(&g, "A", 1, 0, byName); got != nil {
		t.Errorf("carts under the limit of 2: %v, want none", got)
	}
}

func TestTradePrice(t *testing.T) {
	cases := []struct {
		price, cash int
		ok          bool
	}{{1, 10, true}, {10, 10, true}, {0, 10, false}, {11, 10, false}, {1, 0, false}}
	for _, c := range cases {
		if got := plain.TradePrice(c.price, c.cash); got != c.ok {
			t.Errorf("trade at %d with %d cash: %v, want %v", c.price, c.cash, got, c.ok)
		}
	}
}

// OnSale agrees with the Stock's Offer type by type.
func TestOnSaleAgreesWithOffer(t *testing.T) {
	places := []Place{InDepot, Held, Gone}
	for _, d := range []*Depot[string]{&plain, &twoClass} {
		n := len(d.Types)
		for code := 0; code < 729; code++ { // two trains of each type, every place
			var f fleet
			c := code
			for ti := 0; ti < n && len(f) < 6; ti++ {
				for k := 0; k < 2 && len(f) < 6; k++ {
					f = append(f, Unit[string]{Type: (ti + k) % n, Place: places[c%3], Holder: "A"})
					c /= 3
				}
			}
			for phase := range d.Phases {
				var want []int
				s := d.Stock(&f)
				for ti := range d.Types {
					if i := s.Offer(ti, phase); i >= 0 {
						want = append(want, i)
					}
				}
				if got := d.OnSale(&f, phase, nil); !slices.Equal(got, want) {
					t.Fatalf("%v in phase %d: on sale %v, offers %v", f, phase, got, want)
				}
			}
		}
	}
}
