package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestCacheBoundedByMemory: the game cache keeps its estimated memory
// under CacheBytes by dropping the least recently used games, sparing
// watched ones; dropped games come back by replay.
func TestCacheBoundedByMemory(t *testing.T) {
	const budget = 10 * 24 << 10 // ten new games
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.CacheBytes = budget })
	ann := e.signup("ann")
	newGame := func() int64 {
		var g gameView
		ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "seed": 1}, http.StatusCreated, &g)
		return g.ID
	}
	watched := newGame()
	next := watch(t, e.url, watched)
	next() // hello
	hot := newGame()
	var ids []int64
	for i := 0; i < 30; i++ {
		ids = append(ids, newGame())
		ann.must("GET", fmt.Sprintf("/api/games/%d", hot), nil, http.StatusOK, nil)
		if n, bytes := e.srv.CacheStats(); bytes > budget {
			t.Fatalf("after %d games: %d cached, %d bytes > budget %d", i+1, n, bytes, budget)
		}
	}
	n, bytes := e.srv.CacheStats()
	t.Logf("%d games cached, %d estimated bytes", n, bytes)
	if n > 10 || n < 5 {
		t.Errorf("%d games cached with room for 10", n)
	}
	if !e.srv.Cached(watched) || !e.srv.Cached(hot) || !e.srv.Cached(ids[len(ids)-1]) {
		t.Errorf("watched %v, recently used %v, newest %v: want all cached", e.srv.Cached(watched), e.srv.Cached(hot), e.srv.Cached(ids[len(ids)-1]))
	}
	if e.srv.Cached(ids[0]) {
		t.Errorf("the least recently used game is still cached")
	}
	// A dropped game is rebuilt when used.
	st := ann.state(ids[0])
	ann.must("POST", fmt.Sprintf("/api/games/%d/actions", ids[0]), submitBody(0, st.Legal[0]), http.StatusOK, nil)
	if got := ann.state(ids[0]); got.Version != 1 {
		t.Errorf("dropped game after an action: version %d", got.Version)
	}
	// A longer log counts for more.
	for v := 1; v < 30; v++ {
		st := ann.state(hot)
		if st.Status != "active" {
			break
		}
		ann.must("POST", fmt.Sprintf("/api/games/%d/actions", hot), submitBody(st.Version, st.Legal[0]), http.StatusOK, nil)
	}
	if n2, bytes := e.srv.CacheStats(); n2 >= n || bytes > budget {
		t.Errorf("after a longer log: %d games cached (was %d), %d bytes", n2, n, bytes)
	}
}
