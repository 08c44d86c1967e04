package server_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/store/storetest"
)

// waitFor polls the game's state until ok says it is what the test waits
// for, or fails after a while.
func waitFor(t *testing.T, c *client, id int64, what string, ok func(stateView) bool) stateView {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		st := c.state(id)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("game %d: no %s after 60s (version %d, status %s, acting %v)", id, what, st.Version, st.Status, st.Acting)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestBotsPlayAGame: a hotseat 1713 Menorca game whose three seats are
// bots (random by type, heuristic, mcts at its fast strength, held to the
// server's move cap) plays itself to the end in the background; every action is stored under the bot
// account that made it, and the stored log replays to the same result.
func TestBotsPlayAGame(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			// the move cap (15 ms) cuts mcts's fast strength (100 ms)
			e := newEnv(t, b, func(c *server.Config) { c.BotWorkers = 1; c.BotMoveCap = 15 * time.Millisecond })
			ann := e.signup("ann")
			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "hotseat": true, "seed": 42,
				"bots": []map[string]string{{"kind": "random-by-type"}, {"kind": "heuristic"}, {"kind": "mcts", "strength": "fast"}}}, http.StatusCreated, &g)
			st := waitFor(t, ann, g.ID, "end", func(st stateView) bool { return st.Status == "finished" })
			log := ann.actions(g.ID)
			if len(log) != st.Version || len(log) < 20 {
				t.Fatalf("%d actions stored, version %d", len(log), st.Version)
			}
			users := map[int]bool{}
			for _, a := range log {
				users[a.Extras().User] = true
			}
			if len(users) != 3 || users[int(ann.id)] {
				t.Fatalf("actions stored under users %v (ann is %d): want the three bots'", users, ann.id)
			}
			title, _ := registry.Lookup("1713 Menorca")
			cfg := engine.Config{Title: title.Name(), Seed: 42}
			for i := 1; i <= 3; i++ {
				cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i)})
			}
			re, err := engine.Replay(title, cfg, log)
			if err != nil || !re.Finished() {
				t.Fatalf("the stored log does not replay to the end: %v", err)
			}
		})
	}
}

// TestBotAnswersAPlayer: in a hotseat 18ZOO game with one human seat and
// three heuristic bots, after each of the human's moves the bots play until
// it is the human's turn again, and the human's moves are accepted at once.
func TestBotAnswersAPlayer(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 4, "hotseat": true, "seed": 7,
		"bots": []map[string]string{{"kind": "heuristic"}, {"kind": "heuristic"}, {"kind": "heuristic"}}}, http.StatusCreated, &g)
	path := fmt.Sprintf("/api/games/%d/actions", g.ID)
	mine := func(st stateView) bool {
		return st.Status != "active" || (len(st.Acting) > 0 && st.Acting[0] == "1")
	}
	for moves := 0; moves < 5; {
		st := waitFor(t, ann, g.ID, "turn of seat 1", mine)
		if st.Status != "active" {
			break
		}
		var full stateView
		ann.must("GET", fmt.Sprintf("/api/games/%d/state?legal=1", g.ID), nil, http.StatusOK, &full)
		a, ok := concrete(full.Legal)
		if !ok || full.Version != st.Version || !mine(full) {
			continue // a bot moved in between
		}
		start := time.Now()
		ann.must("POST", path, submitBody(full.Version, a), http.StatusOK, nil)
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("a human move took %v", d)
		}
		moves++
	}
	if st := ann.state(g.ID); st.Version < 8 {
		t.Fatalf("only %d actions after five of the human's moves: the bots did not play", st.Version)
	}
	// a request for an unknown kind or strength is refused
	for _, bad := range []map[string]string{{"kind": "genius"}, {"kind": "mcts", "strength": "godlike"}, {"kind": "heuristic", "strength": "strong"}} {
		ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 4, "hotseat": true, "bots": []map[string]string{bad}}, http.StatusBadRequest, nil)
	}
}

// TestBotsResumeAfterRestart: a game of bots stopped by a server shutdown
// goes on when a new server starts on the same store, with nobody touching
// it.
func TestBotsResumeAfterRestart(t *testing.T) {
	b := storetest.Backends()[0]
	e := newEnv(t, b, func(c *server.Config) { c.BotWorkers = 1 })
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "hotseat": true, "seed": 5,
		"bots": []map[string]string{{"kind": "heuristic"}, {"kind": "random-by-type"}}}, http.StatusCreated, &g)
	time.Sleep(30 * time.Millisecond)
	e.stop()
	e2 := startEnv(t, e.db, nil)
	ann2 := &client{t: t, base: e2.url, hc: ann.hc, csrf: ann.csrf, id: ann.id, name: ann.name}
	stopped := ann2.state(g.ID)
	if stopped.Status == "finished" {
		t.Skip("the game ended before the server stopped")
	}
	// no request touches the game but state reads
	final := waitFor(t, ann2, g.ID, "end", func(st stateView) bool { return st.Status == "finished" })
	t.Logf("stopped at version %d, finished at %d", stopped.Version, final.Version)
}
