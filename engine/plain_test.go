package engine

import "testing"

// AsGiven settles an action as it is; HidesNothing hides nothing under
// any rules.
func TestPlainParts(t *testing.T) {
	var s Settler = AsGiven{}
	a := Action{Type: "buy_train", Entity: "RNC", Price: Int(80)}
	if got := s.Settled(a); got.Type != a.Type || got.Entity != a.Entity || got.Price != a.Price {
		t.Errorf("Settled = %+v, want %+v", got, a)
	}
	var h Hider = HidesNothing{}
	if h.Hides(nil) || h.Hides([]string{"any_rule"}) {
		t.Error("HidesNothing hides")
	}
}
