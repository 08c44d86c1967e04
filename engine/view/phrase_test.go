package view

import (
	"reflect"
	"testing"
)

// TestJoin: a list built one phrase at a time starts with its first
// phrase alone, then pairs what it has with the next.
func TestJoin(t *testing.T) {
	a, b, c := Say("x.a"), Say("x.b"), Say("x.c")
	got := Join(Join(Join(Phrase{}, a), b), c)
	want := Say("list.pair", "a", Say("list.pair", "a", a, "b", b), "b", c)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%+v, want %+v", got, want)
	}
}
