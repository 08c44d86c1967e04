package depot

import (
	"slices"
	"testing"
)

// A type obsolete in phase 2 that never rusts, under a rule where an
// obsolete train neither counts nor trades and runs once more.
var withObsolete = Depot[string]{
	Types: []Type{
		{Name: "2", Price: 80, Starts: None, Rusts: None, Obsolete: 2},
		{Name: "3", Price: 180, Starts: 1, Rusts: None},
		{Name: "4", Price: 300, Starts: 2, Rusts: None},
	},
	Phases:       []Phase{{Name: "2", Limit: 2}, {Name: "3", Limit: 2}, {Name: "4", Limit: 2}},
	Obsolescence: Obsolescence{LastRun: true},
}

func TestObsoleting(t *testing.T) {
	gone := Unit[string]{Type: 0, Place: Gone}
	f := fleet{held(0, "A"), obsolete(0, "B"), pooled(0, 0), gone, held(1, "A"), depotUnit(0)}
	cases := []struct {
		name  string
		phase int
		want  []int
	}{
		{"a phase that obsoletes nothing", 1, nil},
		{"its phase: held, pooled and unsold trains of the type, not those obsolete already or gone", 2, []int{0, 2, 5}},
		{"phase 0 is never an obsolescence phase", 0, nil},
	}
	for _, c := range cases {
		if got := withObsolete.Obsoleting(&f, c.phase); !slices.Equal(got, c.want) {
			t.Errorf("%s: Obsoleting = %v, want %v", c.name, got, c.want)
		}
	}
	if withObsolete.Obsoletes(1, 0) || plain.Obsoletes(0, 0) {
		t.Error("a type without an obsolescence phase becomes obsolete in phase 0")
	}
}

func TestObsolescenceRule(t *testing.T) {
	f := fleet{held(1, "A"), obsolete(0, "A"), obsolete(0, "A")}
	if n := withObsolete.Count(&f, "A", 0); n != 1 {
		t.Errorf("obsolete trains that do not count: Count = %d, want 1", n)
	}
	if s := withObsolete.Stock(&f); s.Count("A", 0) != 1 {
		t.Errorf("obsolete trains that do not count: Stock.Count = %d, want 1", s.Count("A", 0))
	}
	if !withObsolete.Room(&f, "A", 0, 2) {
		t.Error("obsolete trains that do not count leave room under the limit")
	}
	if withObsolete.Tradable(f[1]) || !withObsolete.Tradable(f[0]) {
		t.Error("an obsolete train is not tradable by this rule, a current one is")
	}
	counting := withObsolete
	counting.Obsolescence = Obsolescence{Counts: true, Tradable: true}
	if n := counting.Count(&f, "A", 0); n != 3 {
		t.Errorf("obsolete trains that count: Count = %d, want 3", n)
	}
	if s := counting.Stock(&f); s.Count("A", 0) != 3 {
		t.Errorf("obsolete trains that count: Stock.Count = %d, want 3", s.Count("A", 0))
	}
	if got := counting.Excess(&f, "A", 0, 2, func(a, b int) bool { return a < b }); !slices.Equal(got, []int{1}) {
		t.Errorf("obsolete trains that count: Excess = %v, want [1]", got)
	}
	if !counting.Tradable(f[1]) {
		t.Error("an obsolete train is tradable by this rule")
	}
}
