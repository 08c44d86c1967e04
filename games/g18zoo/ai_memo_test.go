package g18zoo

import (
	"fmt"
	"testing"

	"ferro/engine"
)

// TestDeterminizeSharesRunMemo: a determinized copy of a determinized copy
// keeps the memo of best runs (the runs do not depend on the powers'
// order), so a search that deals every simulation again from one copy
// does not run the route optimizer anew for a board it has seen; a copy of
// the game itself gets a memo of its own.
func TestDeterminizeSharesRunMemo(t *testing.T) {
	title := Titles()[0]
	cfg := engine.Config{Title: title.Name(), Seed: 5}
	for i := 1; i <= 4; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("Player ", i)})
	}
	eg, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
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
