package g18zoo_test

import (
	"context"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/g18zoo"
)

// TestDeterminizeSharesRunMemo: a determinized copy of a determinized copy
// keeps the memo of best runs (the runs do not depend on the powers'
// order), so a search that deals every simulation again from one copy
// does not run the route optimizer anew for a board it has seen: the
// features of such a copy cost a fraction of a fresh copy's.
func TestDeterminizeSharesRunMemo(t *testing.T) {
	title := g18zoo.Titles()[0]
	g, err := title.New(zooConfig(title, 4, 5))
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandomByType(3)
	running := func() bool {
		ft := g.(engine.Featurer)
		for s := range 4 {
			if ft.Features(s).Income > 0 {
				return true
			}
		}
		return false
	}
	for step := 0; !g.Finished() && (step < 150 || !running()); step++ {
		a, err := b.Act(context.Background(), bot.Position{Game: g, Seat: bot.Mover(g)}, bot.Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !running() {
		t.Skip("no family runs in this game")
	}
	features := func(d engine.Game) {
		for s := range 4 {
			d.(engine.Featurer).Features(s)
		}
	}
	first := g.(engine.Determinizer).Determinize(0, 1)
	features(first)
	deal := testing.AllocsPerRun(5, func() { g.(engine.Determinizer).Determinize(0, 2) })
	fresh := testing.AllocsPerRun(5, func() { features(g.(engine.Determinizer).Determinize(0, 2)) }) - deal
	again := testing.AllocsPerRun(5, func() { features(first.(engine.Determinizer).Determinize(0, 2)) }) - deal
	t.Logf("allocations of the features: %.0f on a copy of the game, %.0f on a copy of a determinized copy", fresh, again)
	if again > 0.75*fresh {
		t.Errorf("features of a copy of a determinized copy allocate %.0f times, a fresh copy's %.0f: the run memo is not shared", again, fresh)
	}
}
