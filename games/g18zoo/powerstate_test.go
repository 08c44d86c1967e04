package g18zoo

import (
	"reflect"
	"testing"

	"ferro/engine"
)

// TestPowerStateIsValues: every power's state is a plain value (no
// slices, maps, pointers, channels, functions or interfaces in it), so a
// clone, which copies the slice of values, shares nothing mutable.
func TestPowerStateIsValues(t *testing.T) {
	if len(slotZeros) == 0 {
		t.Fatal("no power declares state")
	}
	for i, z := range slotZeros {
		if bad := sharedPart(reflect.TypeOf(z)); bad != "" {
			t.Errorf("power state slot %d (%T) holds %s: a clone would share it", i, z, bad)
		}
	}
}

// sharedPart names the first part of type typ a copy shares ("" none).
func sharedPart(typ reflect.Type) string {
	switch typ.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Chan, reflect.Func, reflect.Interface, reflect.UnsafePointer:
		return typ.String()
	case reflect.Array:
		return sharedPart(typ.Elem())
	case reflect.Struct:
		for i := 0; i < typ.NumField(); i++ {
			if bad := sharedPart(typ.Field(i).Type); bad != "" {
				return typ.Field(i).Name + " " + bad
			}
		}
	}
	return ""
}

// TestPowerStateClone: a clone's power state is its own, and a new game
// starts from every slot's zero value.
func TestPowerStateClone(t *testing.T) {
	title := Titles()[0]
	g, err := title.New(engine.Config{Title: title.Name(), Seed: 1, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}, {ID: "3", Name: "c"}}})
	if err != nil {
		t.Fatal(err)
	}
	a := g.(*Game)
	if len(a.powerState) != len(slotZeros) {
		t.Fatalf("a new game has %d power states, want %d", len(a.powerState), len(slotZeros))
	}
	if s := wheatSlot.get(a); s != (wheatState{}) {
		t.Fatalf("a new game's Wheat state is %+v", s)
	}
	b := a.clone()
	wheatSlot.set(b, wheatState{marked: famSet(0).with(2), hex: "I3"})
	holeSlot.set(b, holeAreas{"I19", ""})
	if wheatSlot.get(a) != (wheatState{}) || holeSlot.get(a) != (holeAreas{}) {
		t.Fatal("setting a clone's power state changed the original")
	}
	if !wheatSlot.get(b).marked.has(2) || wheatSlot.get(b).marked.has(1) || holeSlot.get(b).list()[0] != "I19" {
		t.Fatalf("the clone's state is not what was set: %+v %+v", wheatSlot.get(b), holeSlot.get(b))
	}
}

// TestFamSet: the family sets powers mark families with.
func TestFamSet(t *testing.T) {
	var s famSet
	if _, ok := s.first(); ok {
		t.Error("the empty set has a first family")
	}
	s = s.with(3).with(1).with(3)
	if !s.has(1) || !s.has(3) || s.has(0) || s.has(2) {
		t.Errorf("set %b", s)
	}
	if f, ok := s.first(); !ok || f != 1 {
		t.Errorf("first = %d, %v; want 1", f, ok)
	}
	if s = s.without(1); s.has(1) || !s.has(3) {
		t.Errorf("without(1): %b", s)
	}
}
