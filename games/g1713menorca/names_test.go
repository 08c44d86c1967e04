package g1713menorca

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
)

// TestRandomGamesPlayerNames plays random games with players named in every
// testkit style (repeated names, case, unicode, a player named after
// another's id) and checks every listed action against Apply every few
// actions: players are told apart by id, whatever their names.
func TestRandomGamesPlayerNames(t *testing.T) {
	for style := 0; style < playcheck.NameStyles; style++ {
		players := 2 + style%2
		seed := int64(500 + style)
		cfg := engine.Config{Title: Name, Seed: seed, Players: playcheck.Players(players, style)}
		rng := rand.New(rand.NewPCG(uint64(seed), 0))
		p, err := playcheck.RandomGame(Title(), cfg, rng, 1500, playcheck.Checks{ReplayEvery: 0, NoClone: true, EveryLegal: 5})
		if err != nil {
			t.Fatal(err)
		}
		if p.Failure != nil {
			t.Fatalf("names %v, seed %d: %v", cfg.Players, seed, p.Failure)
		}
	}
}
