package g1713menorca

import (
	"bytes"

	"ferro/engine"
	"ferro/route"
)

// Best-run revenues for computer players. A bot's search values a company's
// run in many copies of a position that differ in nothing the run depends
// on (a share bought, a bid made), so the revenue is remembered by the
// digest of everything it depends on (bestKey: the company, its fleet and
// market tokens, the era and every hex), in the best-run memo of the route
// package (route.RunMemo): one for every game and search in the process,
// bounded, safe for the goroutines of a parallel search. It only saves
// searches: what it answers is what the search would.
var runMemo = route.NewRunMemo(runMemoSize)

// runMemoSize bounds runMemo: about 50 bytes a key.
const runMemoSize = 1 << 15

// runRevenue is what company c's best run earns now: the run the run step
// kept in the state when it is still c's (no search at all), else the
// memo's, else a new search (remembered).
func (s *state) runRevenue(c *corp) int {
	key := s.bestKey(c)
	if m := s.best; m != nil && bytes.Equal(m.key, key) {
		return routesRevenue(m.routes)
	}
	return runMemo.Value(route.SumBytes(key), func() int { return routesRevenue(s.bestRoutes(c)) })
}

// routesRevenue is the revenue of a run.
func routesRevenue(routes []engine.Route) int {
	v := 0
	for _, r := range routes {
		v += r.Revenue
	}
	return v
}
