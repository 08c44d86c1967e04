package bot

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
)

// TestPickByType: with 50 tile lays and one pass listed, the pass is drawn
// about half the time (uniform play would draw it 1 time in 51).
func TestPickByType(t *testing.T) {
	var acts []engine.Action
	for i := 0; i < 50; i++ {
		acts = append(acts, engine.Action{Type: "lay_tile", Hex: string(rune('A' + i))})
	}
	acts = append(acts, engine.Action{Type: "pass"})
	rng := rand.New(rand.NewPCG(1, 2))
	passes := 0
	for i := 0; i < 2000; i++ {
		if acts[pickByType(acts, rng)].Type == "pass" {
			passes++
		}
	}
	if passes < 900 || passes > 1100 {
		t.Fatalf("pass drawn %d times in 2000, want about 1000", passes)
	}
}

// TestSame: actions that differ in a field that says what they do are not
// the same; id and routes do not count.
func TestSame(t *testing.T) {
	a := engine.Action{Type: "lay_tile", Entity: "GI", Hex: "B4", Tile: "7", Rotation: engine.Int(1)}
	b := a
	b.ID = 9
	b = b.With(engine.Extra{Routes: []engine.Route{{Train: "2S-0"}}})
	if !Same(&a, &b) {
		t.Fatal("id or routes made actions differ")
	}
	c := a
	c.Rotation = engine.Int(2)
	d := a.With(engine.Extra{Kind: "payout"})
	if Same(&a, &c) || Same(&a, &d) {
		t.Fatal("different rotation or kind counted as the same action")
	}
}

// undoStub is a game whose rules let a player take back a purchase
// (engine.Revisiter): every buy_shares undoes.
type undoStub struct{ engine.Game }

func (undoStub) Undoes(a engine.Action) bool { return a.Type == "buy_shares" }

// TestKeepMoves: in a Revisiter the random bots leave out the actions that
// take back a move, unless nothing else is left; elsewhere nothing is left
// out.
func TestKeepMoves(t *testing.T) {
	acts := []engine.Action{{Type: "buy_shares"}, {Type: "sell_shares"}, {Type: "pass"}}
	if got := keepMoves(undoStub{}, acts); len(got) != 2 || got[0].Type != "sell_shares" || got[1].Type != "pass" {
		t.Fatalf("kept %v", got)
	}
	if got := keepMoves(undoStub{}, acts[:1]); len(got) != 1 {
		t.Fatalf("with only an undoing action left, kept %v", got)
	}
	var plain struct{ engine.Game }
	if got := keepMoves(plain, acts); len(got) != 3 {
		t.Fatalf("a game without Revisiter: kept %v", got)
	}
}
