package g18zoo_test

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/testkit"
)

// TestRandomGamesPlayerNames plays random games on every map with players
// named in every testkit style (the same name for all, names differing in
// case, unicode, a player named after another's id, names that look like
// ticket references) and checks every listed action against Apply every
// few actions: ZOOTickets, named after their player's name in records,
// must stay apart when names repeat.
func TestRandomGamesPlayerNames(t *testing.T) {
	every := 3
	if testing.Short() {
		every = 25
	}
	for _, title := range g18zoo.Titles() {
		for style := 1; style < testkit.NameStyles; style++ {
			players := 2 + style%4
			seed := int64(7000 + 10*style + players)
			cfg := engine.Config{Title: title.Name(), Seed: seed, Players: testkit.Players(players, style)}
			rng := rand.New(rand.NewPCG(uint64(seed), 0))
			p, err := testkit.RandomGame(title, cfg, rng, 5000, testkit.Checks{ReplayEvery: 0, NoClone: true, EveryLegal: every})
			if err != nil {
				t.Fatal(err)
			}
			if p.Failure != nil {
				t.Fatalf("%s, names %q, seed %d: %v", title.Name(), names(cfg), seed, p.Failure)
			}
			if !p.Game.Finished() {
				t.Fatalf("%s, names %q, seed %d: not over after %d actions", title.Name(), names(cfg), seed, len(p.Log))
			}
		}
	}
}

func names(cfg engine.Config) []string {
	var out []string
	for _, p := range cfg.Players {
		out = append(out, p.Name)
	}
	return out
}
