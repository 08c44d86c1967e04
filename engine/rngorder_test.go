package engine

import (
	"slices"
	"testing"
)

// TestRandOrder: the order sorts the indices by one draw each, in the
// order drawn (the draws of a second generator on the same seed).
func TestRandOrder(t *testing.T) {
	const n = 20
	got := NewRand(42).Order(n)
	same := NewRand(42)
	keys := make([]int64, n)
	for i := range keys {
		keys[i] = same.Next()
	}
	if len(got) != n {
		t.Fatalf("Order(%d) has %d indices", n, len(got))
	}
	for k := 1; k < n; k++ {
		if keys[got[k-1]] > keys[got[k]] {
			t.Errorf("index %d (draw %d) comes before index %d (draw %d)", got[k-1], keys[got[k-1]], got[k], keys[got[k]])
		}
	}
	sorted := slices.Clone(got)
	slices.Sort(sorted)
	for i, v := range sorted {
		if v != i {
			t.Fatalf("Order(%d) = %v is not a permutation", n, got)
		}
	}
	if slices.Equal(got, NewRand(43).Order(n)) {
		t.Errorf("seeds 42 and 43 give the same order %v", got)
	}
}
