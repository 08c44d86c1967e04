package g1713menorca

import (
	"bytes"
	"sync"

	"ferro/engine"
)

// Best-run revenues for computer players. A bot's search values a company's
// run in many copies of a position that differ in nothing the run depends
// on (a share bought, a bid made), so the revenue is remembered by
// everything it depends on (bestKey): a key names one board, fleet and era,
// whatever game it came from, so the memo is shared by all games (and safe
// for the goroutines of a parallel search). It only saves searches: what
// it answers is what the search would.

// runMemoMax bounds the memo; when full it starts again empty.
const runMemoMax = 8192

var runMemo = struct {
	sync.Mutex
	m map[string]int
}{m: map[string]int{}}

// runRevenue is what company c's best run earns now: the run the run step
// kept in the state when it is still c's (no search at all), else the
// memo's, else a new search (remembered).
func (s *state) runRevenue(c *corp) int {
	key := s.bestKey(c)
	if m := s.best; m != nil && bytes.Equal(m.key, key) {
		return routesRevenue(m.routes)
	}
	runMemo.Lock()
	v, ok := runMemo.m[string(key)]
	runMemo.Unlock()
	if ok {
		return v
	}
	v = routesRevenue(s.bestRoutes(c))
	runMemo.Lock()
	if len(runMemo.m) >= runMemoMax {
		clear(runMemo.m)
	}
	runMemo.m[string(key)] = v
	runMemo.Unlock()
	return v
}

// routesRevenue is the revenue of a run.
func routesRevenue(routes []engine.Route) int {
	v := 0
	for _, r := range routes {
		v += r.Revenue
	}
	return v
}
