package g18zoo_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/playcheck"
)

func zooConfig(title engine.Title, players int, seed int64) engine.Config {
	cfg := engine.Config{Title: title.Name(), Seed: seed}
	for i := 1; i <= players; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("Player %d", i)})
	}
	return cfg
}

// replayEvery: how often random games check the live state against a
// replay of the whole log (1: after every action).
var replayEvery = 1

// TestRandomGames plays seeded random games on every map with every
// player count, choosing only among the legal actions, and checks the
// invariants after every action: money conserved, every share somewhere,
// a clone equal to the game, and a replay of the log equal to the game.
func TestRandomGames(t *testing.T) {
	perCombo := 9 // 6 maps × 4 player counts × 9 = 216 games
	if testing.Short() {
		perCombo = 1
	}
	ends := map[string]int{}
	games := 0
	for _, title := range g18zoo.Titles() {
		for players := 2; players <= 5; players++ {
			for s := 0; s < perCombo; s++ {
				seed := int64(1000*players + s)
				cfg := zooConfig(title, players, seed)
				rng := rand.New(rand.NewPCG(uint64(seed), 0))
				p, err := playcheck.RandomGame(title, cfg, rng, 5000, playcheck.Checks{ReplayEvery: replayEvery})
				if err != nil {
					t.Fatal(err)
				}
				if p.Failure != nil {
					t.Fatalf("%s, %d players, seed %d: %v", title.Name(), players, seed, p.Failure)
				}
				if !p.Game.Finished() {
					t.Fatalf("%s, %d players, seed %d: not over after %d actions", title.Name(), players, seed, len(p.Log))
				}
				ends[p.Game.EndReason()]++
				games++
			}
		}
	}
	t.Logf("%d games, ends %v", games, ends)
}

// BenchmarkRandomGame plays one seeded random game for 3 players per
// iteration, on each map: "play" is the game alone, driven by Legal (with
// the audit after every action, which is cheap); "checked" adds what the
// random-game test checks at the end, a replay of the whole log compared
// with the live game.
func BenchmarkRandomGame(b *testing.B) {
	for _, checked := range []bool{false, true} {
		checks := playcheck.Checks{NoClone: true, ReplayEvery: -1}
		mode := "play"
		if checked {
			checks.ReplayEvery, mode = 0, "checked"
		}
		for _, title := range g18zoo.Titles() {
			b.Run(mode+"/"+strings.TrimPrefix(title.Name(), "18ZOO - "), func(b *testing.B) {
				for i := 0; b.Loop(); i++ {
					cfg := zooConfig(title, 3, int64(i))
					rng := rand.New(rand.NewPCG(uint64(i), 0))
					p, err := playcheck.RandomGame(title, cfg, rng, 5000, checks)
					if err != nil || p.Failure != nil {
						b.Fatal(err, p.Failure)
					}
				}
			})
		}
	}
}

// TestEveryListedActionIsAccepted: at every position of random games,
// every action Legal lists (completed as automatic play completes it) is
// accepted when applied to a copy of the game, and none is listed twice. The random games only try
// the action they pick; this tries them all.
func TestEveryListedActionIsAccepted(t *testing.T) {
	// seed 3008 on Map E reaches a token step that waits because the
	// president's tickets could pay for a station the family's cash cannot
	seeds := 2
	if testing.Short() {
		seeds = 1
	}
	for _, title := range g18zoo.Titles() {
		for s := range seeds {
			seed := int64(3008 - s)
			cfg := zooConfig(title, 3, seed)
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(seed), 0))
			for n := 0; n < 5000 && !g.Finished(); n++ {
				legal := g.Legal()
				if len(legal) == 0 {
					t.Fatalf("%s seed %d: no legal action after %d actions", title.Name(), seed, n)
				}
				seen := map[string]bool{}
				for _, a := range legal {
					key, _ := json.Marshal(a)
					if seen[string(key)] {
						t.Fatalf("%s seed %d, after %d actions: %s listed twice", title.Name(), seed, n, key)
					}
					seen[string(key)] = true
					if err := g.Clone().Apply(a); err != nil {
						t.Fatalf("%s seed %d, after %d actions: listed %s by %s refused: %v", title.Name(), seed, n, a.Type, a.Entity, err)
					}
				}
				a := legal[rng.IntN(len(legal))]
				if err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
