package bot_test

import (
	"testing"

	"ferro/bot"
)

// TestBotsPlayLegalGames: every bot kind plays whole games of both titles
// (each seat a different kind), every action it picks accepted.
func TestBotsPlayLegalGames(t *testing.T) {
	for _, title := range []string{"18ZOO - Map A", "18ZOO - Map D", "1713 Menorca"} {
		n := 4
		if title == "1713 Menorca" {
			n = 3
		}
		for seed := int64(1); seed <= 2; seed++ {
			bots := []bot.Bot{bot.NewHeuristic(uint64(seed)), bot.NewRandomByType(uint64(seed)), bot.NewRandom(uint64(seed)), bot.NewHeuristic(uint64(seed + 5))}[:n]
			p := play(t, title, bots, seed, bot.Budget{})
			t.Logf("%s seed %d: %d actions, scores %v (%s)", title, seed, len(p.Log), bot.Scores(p.Game), p.Game.EndReason())
		}
	}
}
