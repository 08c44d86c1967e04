package ability

import (
	"slices"
	"testing"
)

type (
	starts  interface{ starts() string }
	pays    interface{ pays() int }
	both    struct{ name string }
	starter string
)

func (b both) starts() string    { return b.name }
func (b both) pays() int         { return len(b.name) }
func (s starter) starts() string { return string(s) }

func keys[H any](l List[H]) []int {
	var out []int
	for _, h := range l {
		out = append(out, h.K)
	}
	return out
}

// TestAddKeepsImplementersInKeyOrder: a list holds only the values that
// implement its hook, in the key's order whatever the order of adding,
// ties in the order added.
func TestAddKeepsImplementersInKeyOrder(t *testing.T) {
	var s List[starts]
	var p List[pays]
	vals := map[int]any{3: both{"c"}, 0: starter("a"), 2: 42, 1: both{"bb"}}
	for _, k := range []int{3, 0, 2, 1} {
		AddTo(k, vals[k], ByIndex, &s, &p)
	}
	if got := keys(s); !slices.Equal(got, []int{0, 1, 3}) {
		t.Errorf("starts list %v, want the implementers 0 1 3 in index order", got)
	}
	if got := keys(p); !slices.Equal(got, []int{1, 3}) {
		t.Errorf("pays list %v, want 1 3", got)
	}
	if s[1].H.starts() != "bb" || p[0].H.pays() != 2 {
		t.Errorf("the list holds the wrong values: %v %v", s, p)
	}
	var r List[starts]
	rank := map[int]int{5: 1, 6: 0, 7: 1}
	for _, k := range []int{5, 6, 7} {
		r.Add(k, starter("x"), func(k int) int { return rank[k] })
	}
	if got := keys(r); !slices.Equal(got, []int{6, 5, 7}) {
		t.Errorf("ranked list %v, want 6 (rank 0), then 5 and 7 (rank 1) in the order added", got)
	}
}
