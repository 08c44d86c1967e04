package registry_test

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

// TestRandomGamesEveryTitle plays the shared random-play and invariant
// harness over every registered title, every player count, a few seeds
// each, with players named in every testkit style: the audit after each
// action, the replay at the end, and every listed action against Apply
// every few actions. A title is covered by registering it.
func TestRandomGamesEveryTitle(t *testing.T) {
	seeds, every := 3, 5
	if testing.Short() {
		seeds, every = 1, 40
	}
	names := registry.Names()
	if len(names) == 0 {
		t.Fatal("the registry holds no title")
	}
	style, games := 0, 0
	for _, name := range names {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := title.Players()
		for n := lo; n <= hi; n++ {
			for s := 0; s < seeds; s++ {
				style++
				seed := int64(9100 + 10*n + s)
				cfg := engine.Config{Title: name, Seed: seed, Players: playcheck.Players(n, style)}
				rng := rand.New(rand.NewPCG(uint64(seed), uint64(style)))
				p, err := playcheck.RandomGame(title, cfg, rng, 5000, playcheck.Checks{NoClone: true, EveryLegal: every})
				if err != nil {
					t.Fatalf("%s, %d players, seed %d: %v", name, n, seed, err)
				}
				if p.Failure != nil {
					t.Fatalf("%s, %d players, seed %d, names style %d: %v", name, n, seed, style, p.Failure)
				}
				games++
				if !p.Game.Finished() {
					t.Fatalf("%s, %d players, seed %d: not over after %d actions", name, n, seed, len(p.Log))
				}
			}
		}
	}
	t.Logf("%d titles, %d games", len(names), games)
}
