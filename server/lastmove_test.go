package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	"ferro/engine/view"
	"ferro/store/storetest"
)

// TestWebhookSaysLastMove: a turn notification caused by another
// player's action says that action as the game's log line does.
func TestWebhookSaysLastMove(t *testing.T) {
	var mu sync.Mutex
	hook := make(chan map[string]any, 10)
	recv := newHookServer(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		var m map[string]any
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &m)
		hook <- m
	})
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	for _, c := range []*client{ann, bob} {
		c.must("PUT", "/api/me/webhook", map[string]string{"url": recv, "kind": "json"}, http.StatusOK, nil)
	}
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "seed": 3,
		"optional_rules": []string{"power_visible"}}, http.StatusCreated, &g)
	bob.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, &g)
	select { // the first player's turn, at the start: no last move
	case m := <-hook:
		if _, ok := m["last_move"]; ok {
			t.Fatalf("the first notice names a last move: %v", m)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no webhook at the start")
	}
	st := ann.state(g.ID)
	actor := ann
	if st.Acting[0] != seatOf(ann, st) {
		actor = bob
	}
	actor.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(0, st.Legal[0]), http.StatusOK, nil)
	var v view.View
	ann.must("GET", fmt.Sprintf("/api/games/%d/view", g.ID), nil, http.StatusOK, &v)
	select {
	case m := <-hook:
		if got, want := m["last_move"], v.Log[0].Text; got != want || want == "" {
			t.Fatalf("the notice after %s's action says last move %q, the log %q", actor.name, got, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no webhook after the first action")
	}
}
