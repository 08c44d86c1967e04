package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

type liveMsg struct {
	Type    string   `json:"type"`
	Status  string   `json:"status"`
	Game    int64    `json:"game"`
	Version int      `json:"version"`
	Acting  []string `json:"acting"`
	Action  *struct {
		Type  string `json:"type"`
		Price int    `json:"price"`
	} `json:"action"`
}

// watch opens a viewer of game id on the server at base.
func watch(t *testing.T, base string, id int64) (next func() liveMsg) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+fmt.Sprintf("/api/games/%d/live", id), nil)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.CloseNow(); cancel() })
	return func() liveMsg {
		t.Helper()
		rctx, rcancel := context.WithTimeout(ctx, time.Second) // "within the same second"
		defer rcancel()
		_, b, err := conn.Read(rctx)
		if err != nil {
			t.Fatalf("viewer of game %d: %v", id, err)
		}
		var m liveMsg
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
}

func TestLiveUpdates(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann := e.signup("ann")
			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true}, http.StatusCreated, &g)
			next := watch(t, e.url, g.ID)
			if m := next(); m.Type != "hello" || m.Version != 0 || len(m.Acting) != 1 {
				t.Fatalf("first message %+v", m)
			}
			for v := 0; v < 3; v++ {
				st := ann.state(g.ID)
				ann.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(v, st.Legal[2]), http.StatusOK, nil)
				m := next()
				if m.Type != "action" || m.Version != v+1 || m.Action == nil || m.Action.Price != 3 {
					t.Fatalf("after action %d: %+v", v+1, m)
				}
			}
			ann.must("POST", fmt.Sprintf("/api/games/%d/undo", g.ID), map[string]int{"version": 3}, http.StatusOK, nil)
			if m := next(); m.Type != "action" || m.Version != 4 || m.Action.Type != "undo" {
				t.Fatalf("after undo: %+v", m)
			}
		})
	}
}

// TestTwoServersOnePostgres: an action submitted to one server reaches a
// WebSocket viewer of another sharing the database, and the other server
// accepts the next action against the new version.
func TestTwoServersOnePostgres(t *testing.T) {
	db := storetest.Postgres(t)
	a := startEnv(t, db, nil)
	b := startEnv(t, db, nil)
	ann := a.signup("ann")
	bob := a.signup("bob")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "seed": 1}, http.StatusCreated, &g)
	id := g.ID
	nextB := watch(t, b.url, id)
	if m := nextB(); m.Type != "hello" || m.Version != 0 || m.Status != "open" {
		t.Fatalf("hello from b: %+v", m)
	}
	// Seats and the start, on a, reach b's viewer too.
	bob.must("POST", fmt.Sprintf("/api/games/%d/join", id), nil, http.StatusOK, nil)
	if m := nextB(); m.Type != "game" || m.Status != "open" {
		t.Fatalf("after join, b's viewer got %+v", m)
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", id), nil, http.StatusOK, nil)
	if m := nextB(); m.Type != "game" || m.Status != "active" || len(m.Acting) != 1 {
		t.Fatalf("after start, b's viewer got %+v", m)
	}
	annB := &client{t: t, base: b.url, hc: ann.hc, csrf: ann.csrf, id: ann.id, name: "ann"}
	bobB := &client{t: t, base: b.url, hc: bob.hc, csrf: bob.csrf, id: bob.id, name: "bob"}
	byPlayer := map[string][2]*client{}
	byPlayer[seatOf(ann, ann.state(id))] = [2]*client{ann, annB}
	byPlayer[seatOf(bob, bob.state(id))] = [2]*client{bob, bobB}
	nextA := watch(t, a.url, id)
	nextA()
	for v := 0; v < 6; v++ {
		// Alternate the server the action goes to.
		st := ann.state(id)
		c := byPlayer[st.Acting[0]][v%2]
		c.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(v, st.Legal[0]), http.StatusOK, nil)
		for _, next := range []func() liveMsg{nextA, nextB} {
			if m := next(); m.Type != "action" || m.Version != v+1 {
				t.Fatalf("action %d: viewer got %+v", v+1, m)
			}
		}
	}
	// A stale submission to the server that did not store the last action.
	st := annB.state(id)
	c := byPlayer[st.Acting[0]][1]
	code, body := c.do("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(5, st.Legal[0]))
	if code != http.StatusConflict {
		t.Fatalf("stale on b: %d %s", code, body)
	}
}

func TestWebhooks(t *testing.T) {
	var mu sync.Mutex
	var got []map[string]any
	fails := 2
	hook := make(chan struct{}, 10)
	recv := newHookServer(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if fails > 0 {
			fails--
			http.Error(w, "try later", http.StatusServiceUnavailable)
			return
		}
		var m map[string]any
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &m)
		got = append(got, m)
		hook <- struct{}{}
	})
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	bob.must("PUT", "/api/me/webhook", map[string]string{"url": "ftp://x"}, http.StatusBadRequest, nil)
	bob.must("PUT", "/api/me/webhook", map[string]string{"url": recv, "kind": "nope"}, http.StatusBadRequest, nil)
	bob.must("PUT", "/api/me/webhook", map[string]string{"url": recv, "kind": "discord"}, http.StatusOK, nil)
	id := twoPlayerGame(e, ann, bob)
	st := ann.state(id)
	if st.Acting[0] == seatOf(ann, st) {
		ann.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(0, st.Legal[0]), http.StatusOK, nil)
	}
	select {
	case <-hook:
	case <-time.After(5 * time.Second):
		t.Fatal("no webhook delivered after retries")
	}
	mu.Lock()
	defer mu.Unlock()
	if c, _ := got[0]["content"].(string); !strings.Contains(c, "Your turn") || !strings.Contains(c, fmt.Sprint(id)) {
		t.Fatalf("webhook body %v", got[0])
	}
}
