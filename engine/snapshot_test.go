package engine

import "testing"

// SnapshotOf marshals plain data and panics on what has no JSON.
func TestSnapshotOf(t *testing.T) {
	if got := string(SnapshotOf(map[string]int{"bank": 10})); got != `{"bank":10}` {
		t.Errorf("SnapshotOf = %s", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("a value without JSON did not panic")
		}
	}()
	SnapshotOf(func() {})
}
