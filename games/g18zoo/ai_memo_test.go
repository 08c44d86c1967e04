package g18zoo

import (
	"testing"
)

// TestDeterminizeSharesRunMemo: a determinized copy of a determinized copy
// keeps the memo of best runs (the runs do not depend on the powers'
// order), so a search that deals every simulation again from one copy
// does not run the route optimizer anew for a board it has seen; a copy of
// the game itself gets a memo of its own.
func TestDeterminizeSharesRunMemo(t *testing.T) {
	g := newMapAGame(t, 5)
	first := g.Determinize(0, 1).(*Game)
	again := first.Determinize(0, 2).(*Game)
	other := g.Determinize(0, 3).(*Game)
	if first.runMemo == nil || again.runMemo != first.runMemo {
		t.Fatalf("a copy of a determinized copy has memo %p, the copy %p: want the same", again.runMemo, first.runMemo)
	}
	if other.runMemo == first.runMemo || g.runMemo != nil {
		t.Fatalf("copies of the game share a memo (%p, %p) or the game has one (%p)", other.runMemo, first.runMemo, g.runMemo)
	}
}
