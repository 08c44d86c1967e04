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
