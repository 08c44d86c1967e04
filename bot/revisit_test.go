package bot_test

import (
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

// TestBotsTakeNothingBack: in 1713 Menorca (engine.Revisiter) a player may
// buy back in a later turn of the stock round a company he sold in it.
// bot.Actions leaves those take-backs out for every bot while another
// action is legal (keepMoves): left to the heuristic and mcts, they went
// round sell-and-buy-back loops past 5,000 actions (see keepMoves). The
// rules still offer them (the legal list holds some), and no bot plays one.
func TestBotsTakeNothingBack(t *testing.T) {
	const title = "1713 Menorca"
	tt, err := registry.Lookup(title)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		bots func(seed uint64) []bot.Bot
	}{
		{"heuristic", func(s uint64) []bot.Bot { return []bot.Bot{bot.NewHeuristic(s), bot.NewHeuristic(s + 7)} }},
		{"random-by-type", func(s uint64) []bot.Bot { return []bot.Bot{bot.NewRandomByType(s), bot.NewRandomByType(s + 7)} }},
	} {
		takeBacks, offered := 0, 0
		for seed := int64(1); seed <= 2; seed++ {
			p := play(t, title, tc.bots(uint64(seed)), seed, bot.Budget{})
			g, err := tt.New(config(title, 2, seed))
			if err != nil {
				t.Fatal(err)
			}
			rv := g.(engine.Revisiter)
			for _, a := range p.Log {
				for _, l := range g.Legal() {
					if rv.Undoes(l) {
						offered++
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
		t.Logf("%s: %d take-backs played, %d positions whose legal list holds one", tc.name, takeBacks, offered)
		if offered == 0 {
			t.Fatalf("%s: the legal list never held a take-back", tc.name)
		}
		if takeBacks > 0 {
			t.Fatalf("%s: %d take-backs played, want none", tc.name, takeBacks)
		}
	}
}
