package rounds

import (
	"slices"
	"testing"
)

func TestTypes(t *testing.T) {
	cases := []struct {
		set  Set
		want []string
	}{
		{0, []string{}},
		{tLay, []string{"lay_tile"}},
		{tPass | tLay | tUse, []string{"use", "lay_tile", "pass"}},
	}
	for _, c := range cases {
		if got := testTypes.Names(c.set); !slices.Equal(got, c.want) {
			t.Errorf("Names(%b) = %v, want %v", c.set, got, c.want)
		}
	}
	if testTypes.Of("dividend") != tDividend || testTypes.Of("nothing") != 0 {
		t.Error("Of")
	}
	if !testTypes.Has(tRun|tPass, "pass") || testTypes.Has(tRun, "pass") {
		t.Error("Has")
	}
}

func TestKinds(t *testing.T) {
	cases := []struct {
		k    Kind
		want string
	}{{Nobody, ""}, {Player, "player"}, {Corporation, "corporation"}, {Company, "company"}}
	for _, c := range cases {
		if c.k.String() != c.want {
			t.Errorf("%d: %q, want %q", c.k, c.k.String(), c.want)
		}
	}
	if None.Valid() || !Of(Player, 0).Valid() {
		t.Error("Valid")
	}
}
