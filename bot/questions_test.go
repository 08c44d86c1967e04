package bot_test

import (
	"encoding/json"
	"testing"

	"ferro/bot"
)

// TestHeuristicAsksNoRefusedOffers: in 1713 Menorca a company's offer for
// another director's vehicle is answered by that director (choose accept
// or decline). Heuristic bots judge an offer by the answer the other
// side's judgement gives and do not make one it would decline: over two
// 2-player games they make at most a few offers, few declined (before,
// a refused offer tied with a pass, and the bots made some 40 offers a
// game, nearly all declined).
func TestHeuristicAsksNoRefusedOffers(t *testing.T) {
	offers, declined := 0, 0
	for seed := int64(1); seed <= 2; seed++ {
		p := play(t, "1713 Menorca", []bot.Bot{bot.NewHeuristic(uint64(seed)), bot.NewHeuristic(uint64(seed + 7))}, seed, bot.Budget{})
		for _, a := range p.Log {
			if a.Type != "choose" {
				continue
			}
			offers++
			var ans string
			if err := json.Unmarshal(a.Extras().Choice, &ans); err != nil {
				t.Fatal(err)
			}
			if ans == "decline" {
				declined++
			}
		}
	}
	t.Logf("2 games: %d offers answered, %d declined", offers, declined)
	if declined > 2 {
		t.Fatalf("%d offers declined in 2 games, want at most 2", declined)
	}
}
