package engine

import "testing"

func TestIntOr(t *testing.T) {
	if got := IntOr(nil, 7); got != 7 {
		t.Errorf("IntOr(nil, 7) = %d, want the default 7", got)
	}
	if got := IntOr(Int(0), 7); got != 0 {
		t.Errorf("IntOr(&0, 7) = %d, want the field's 0", got)
	}
	if got := IntOr(Int(-3), 0); got != -3 {
		t.Errorf("IntOr(&-3, 0) = %d, want the field's -3", got)
	}
}
