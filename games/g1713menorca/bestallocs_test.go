package g1713menorca

import "testing"

// maxBestAllocs bounds the allocations of one best-run search of the
// fleet position (two ships, two carts): little beyond the answer itself
// (each kind's routes, their strings and stop values), the boards, graphs
// and search memory being reused.
const maxBestAllocs = 18

func TestBestRoutesAllocations(t *testing.T) {
	s := fleetPosition(t).st
	c := s.corp("RNC")
	s.bestRoutes(c) // fills the caches
	if n := testing.AllocsPerRun(200, func() { s.bestRoutes(c) }); n > maxBestAllocs {
		t.Fatalf("a best-run search allocates %.1f times, at most %d expected", n, maxBestAllocs)
	}
}
