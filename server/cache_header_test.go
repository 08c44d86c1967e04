package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/store/storetest"
)

// TestAnswersAreNotCached: a game's JSON answers change with every action,
// so each says no-cache (a browser or proxy asks again instead of showing
// an old state), and none may be sniffed as another type.
func TestAnswersAreNotCached(t *testing.T) {
	b := storetest.Backends()[0]
	e := newEnv(t, b, nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	id := twoPlayerGame(e, ann, bob)
	for _, path := range []string{
		fmt.Sprintf("/api/games/%d/state", id),
		fmt.Sprintf("/api/games/%d/actions", id),
		fmt.Sprintf("/api/games/%d/view", id),
		"/api/games",
		"/api/nowhere",
	} {
		req, _ := http.NewRequest("GET", ann.base+path, nil)
		resp, err := ann.hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if got := resp.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s (%d): Cache-Control %q, want no-cache", path, resp.StatusCode, got)
		}
		if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("GET %s: X-Content-Type-Options %q, want nosniff", path, got)
		}
	}
}
