package rounds

import (
	"slices"
	"testing"

	"ferro/engine"
)

func TestFind(t *testing.T) {
	names := map[Kind][]string{Player: {"1", "2"}, Corporation: {"PRR", "2"}, Company: {"SV", "PRR"}}
	index := func(k Kind, name string) int { return slices.Index(names[k], name) }
	for _, tc := range []struct {
		typ, name string
		want      Entity
		ok        bool
	}{
		{"player", "2", Of(Player, 1), true},
		{"corporation", "2", Of(Corporation, 1), true}, // the type decides, not the order
		{"company", "PRR", Of(Company, 1), true},
		{"", "2", Of(Player, 1), true},        // no type: players first
		{"", "PRR", Of(Corporation, 0), true}, // then corporations
		{"", "SV", Of(Company, 0), true},      // then companies
		{"player", "PRR", None, false},        // a named type looks no further
		{"corporation", "SV", None, false},
		{"", "nobody", None, false},
		{"bank", "1", None, false}, // a type no entity has
	} {
		e, ok := Find(engine.Action{EntityType: tc.typ, Entity: tc.name}, index)
		if e != tc.want || ok != tc.ok {
			t.Errorf("Find(%q %q) = %v %v, want %v %v", tc.typ, tc.name, e, ok, tc.want, tc.ok)
		}
	}
}
