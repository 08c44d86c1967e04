package route

// For the tests of package route_test (recorded_test.go), which read
// positions through the registered titles.
var (
	SameChains      = sameChains
	ReachSameAsFull = reachSameAsFull
)
