package g1713menorca

import "testing"

// BenchmarkRandomGame plays one seeded random game per iteration.
func BenchmarkRandomGame(b *testing.B) {
	start := cpuTime()
	for i := 0; i < b.N; i++ {
		playRandom(b, 3, int64(i%20)+1, nil, false)
	}
	reportCPU(b, start)
}

// BenchmarkBestRoutes searches the best routes of a company with two
// ships and two carts.
func BenchmarkBestRoutes(b *testing.B) {
	s := fleetPosition(b).st
	b.ResetTimer()
	start := cpuTime()
	for i := 0; i < b.N; i++ {
		s.bestRoutes(s.corp("RNC"))
	}
	reportCPU(b, start)
}

// BenchmarkBestRoutesReference is the same search by the reference (the
// game's own route code before route.Best), for comparison.
func BenchmarkBestRoutesReference(b *testing.B) {
	s := fleetPosition(b).st
	b.ResetTimer()
	start := cpuTime()
	for i := 0; i < b.N; i++ {
		s.refBest(s.corp("RNC"))
	}
	reportCPU(b, start)
}

// BenchmarkLegal lists the legal actions at every 10th position of two
// seeded random games (positions of every round), each on a fresh clone
// (the clone included), as a bot asking at a new position.
func BenchmarkLegal(b *testing.B) {
	var positions []*Game
	for seed := int64(1); seed <= 2; seed++ {
		k := 0
		playRandom(b, 3, seed, func(g *Game) error {
			if k++; k%10 == 5 && !g.Finished() {
				positions = append(positions, g.Clone().(*Game))
			}
			return nil
		}, false)
	}
	b.ResetTimer()
	start := cpuTime()
	n := 0
	for i := 0; i < b.N; i++ {
		for _, p := range positions {
			n += len(p.Clone().Legal())
		}
	}
	reportCPU(b, start)
	b.ReportMetric(float64(len(positions)), "positions")
}
