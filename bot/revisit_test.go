package bot_test

import (
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

// TestTakeBacksOnlyRandomBotsSkip: in 1713 Menorca (engine.Revisiter) a
// player may buy back in a later turn of the stock round a company he sold
// in it. bot.Actions lists those take-backs for every bot; the random bots
// (and the mcts bot's choice) leave them out, else they go round a loop. The
// heuristic, whose evaluation and remembered positions (repeats) end its
// games, plays some of them, and its games still end; the random-by-type
// bot plays none.
func TestTakeBacksOnlyRandomBotsSkip(t *testing.T) {
	const title = "1713 Menorca"
	tt, err := registry.Lookup(title)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		bots     func(seed uint64) []bot.Bot
		wantSome bool
	}{
		{"heuristic", func(s uint64) []bot.Bot { return []bot.Bot{bot.NewHeuristic(s), bot.NewHeuristic(s + 7)} }, true},
		{"random-by-type", func(s uint64) []bot.Bot { return []bot.Bot{bot.NewRandomByType(s), bot.NewRandomByType(s + 7)} }, false},
		{"random", func(s uint64) []bot.Bot { return []bot.Bot{bot.NewRandom(s), bot.NewRandom(s + 7)} }, false},
	} {
		takeBacks, listed := 0, 0
		for seed := int64(1); seed <= 2; seed++ {
			p := play(t, title, tc.bots(uint64(seed)), seed, bot.Budget{})
			g, err := tt.New(config(title, 2, seed))
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range p.Log {
				rv := g.(engine.Revisiter)
				for _, l := range bot.Actions(g) {
					if rv.Undoes(l) {
						listed++
						break
					}
				}
				if rv.Undoes(a) {
					takeBacks++
				}
				if err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%s: %d take-backs played, %d positions listing one", tc.name, takeBacks, listed)
		if listed == 0 {
			t.Fatalf("%s: bot.Actions never listed a take-back", tc.name)
		}
		if tc.wantSome != (takeBacks > 0) {
			t.Fatalf("%s: %d take-backs played, want some: %v", tc.name, takeBacks, tc.wantSome)
		}
	}
}
