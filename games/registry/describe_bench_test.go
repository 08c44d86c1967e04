package registry_test

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

// BenchmarkDescribe: the log line of every legal action (the page's
// buttons) at every 10th position of a seeded random game of each title.
func BenchmarkDescribe(b *testing.B) {
	for _, name := range []string{"18ZOO - Map C", "1713 Menorca"} {
		title, err := registry.Lookup(name)
		if err != nil {
			b.Fatal(err)
		}
		type position struct {
			g     engine.Describer
			legal []engine.Action
		}
		var ps []position
		n := 0
		cfg := engine.Config{Title: name, Seed: 42, Players: playcheck.Players(3, 0)}
		rng := rand.New(rand.NewPCG(42, 1))
		if _, err := playcheck.RandomGame(title, cfg, rng, 1500, playcheck.Checks{NoClone: true, ReplayEvery: -1, NoAudit: true,
			Choose: func(g engine.Game, legal []engine.Action) int {
				if n++; n%10 == 0 {
					ps = append(ps, position{g.Clone().(engine.Describer), legal})
				}
				return rng.IntN(len(legal))
			}}); err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, p := range ps {
					for _, a := range p.legal {
						p.g.Describe(a)
					}
				}
			}
		})
	}
}
