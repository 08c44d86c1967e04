package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestRejectedSubmissions: wrong seat 403, stale version 409, illegal action
// 422 naming the rule, garbled or oversized JSON 400 — and none of them
// changes the game.
func TestRejectedSubmissions(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob := e.signup("ann"), e.signup("bob")
			id := twoPlayerGame(e, ann, bob)
			path := fmt.Sprintf("/api/games/%d/actions", id)

			// One legal action first, so that version 0 is stale.
			st := ann.state(id)
			first, second := ann, bob
			if st.Acting[0] != seatOf(ann, st) {
				first, second = bob, ann
			}
			fs := first.state(id)
			first.must("POST", path, submitBody(0, add(seatOf(first, fs), 2)), http.StatusOK, nil)
			ss := second.state(id)
			me, other := seatOf(second, ss), seatOf(first, fs)
			before, beforeLog := second.state(id), second.actions(id)
			if before.Version != 1 || before.Acting[0] != me {
				t.Fatalf("after one action: %+v", before)
			}

			cases := []struct {
				name   string
				c      *client
				body   any
				status int
				code   string
				rule   string
			}{
				{"wrong seat (not your turn)", first, submitBody(1, add(other, 1)), http.StatusForbidden, "forbidden", ""},
				{"acting for a seat you do not hold", first, submitBody(1, add(me, 1)), http.StatusForbidden, "forbidden", ""},
				{"stale version", second, submitBody(0, add(me, 1)), http.StatusConflict, "stale_version", ""},
				{"future version", second, submitBody(5, add(me, 1)), http.StatusConflict, "stale_version", ""},
				{"illegal amount", second, submitBody(1, add(me, 7)), http.StatusUnprocessableEntity, "illegal_action", "add 1 to 3"},
				{"unknown action", second, submitBody(1, engine.Action{Type: "fly", Entity: me}), http.StatusUnprocessableEntity, "illegal_action", "unknown action"},
				{"garbled JSON", second, `{"version": 1, "action": {"type": "add",`, http.StatusBadRequest, "bad_json", ""},
				{"not an object", second, `[1,2,3]`, http.StatusBadRequest, "bad_json", ""},
				{"unknown field", second, `{"version":1,"action":{"type":"add"},"extra":1}`, http.StatusBadRequest, "bad_json", ""},
				{"trailing data", second, `{"version":1,"action":{"type":"add","entity":"1","price":1}} {}`, http.StatusBadRequest, "bad_json", ""},
				{"no version", second, `{"action":{"type":"add","entity":"1","price":1}}`, http.StatusBadRequest, "bad_request", ""},
				{"action without type", second, `{"version":1,"action":{"entity":"1"}}`, http.StatusBadRequest, "bad_json", ""},
				{"empty body", second, "", http.StatusBadRequest, "bad_json", ""},
				{"oversized body", second, `{"version":1,"action":{"type":"add","kind":"` + strings.Repeat("x", 70<<10) + `"}}`, http.StatusBadRequest, "body_too_large", ""},
				{"undo through actions", second, submitBody(1, engine.Action{Type: "undo"}), http.StatusBadRequest, "bad_request", ""},
			}
			for _, c := range cases {
				code, body := c.c.do("POST", path, c.body)
				var got apiErr
				if err := json.Unmarshal(body, &got); err != nil {
					t.Errorf("%s: answer is not JSON: %s", c.name, body)
					continue
				}
				if code != c.status || got.Code != c.code || got.Rule != c.rule || got.Error == "" {
					t.Errorf("%s: got %d %+v, want %d code %q rule %q", c.name, code, got, c.status, c.code, c.rule)
				}
				if c.code == "stale_version" && (got.Version == nil || *got.Version != 1) {
					t.Errorf("%s: answer does not give the current version: %s", c.name, body)
				}
				after, afterLog := second.state(id), second.actions(id)
				if !reflect.DeepEqual(after, before) || !reflect.DeepEqual(afterLog, beforeLog) {
					t.Fatalf("%s changed the game:\n%+v\n%+v", c.name, before, after)
				}
			}
			// A spectator (no seat) and an anonymous caller cannot act either.
			carl := e.signup("carl")
			carl.must("POST", path, submitBody(1, add(me, 1)), http.StatusForbidden, nil)
			anon := &client{t: t, base: e.url, hc: http.DefaultClient}
			anon.must("POST", path, submitBody(1, add(me, 1)), http.StatusUnauthorized, nil)
			// And the right player still can.
			second.must("POST", path, submitBody(1, add(me, 1)), http.StatusOK, nil)
		})
	}
}

// TestPlayThrough plays a whole game with two accounts over API tokens,
// checks undo and redo rules, and that a restarted server replays it.
func TestPlayThrough(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			annC, bobC := e.signup("ann"), e.signup("bob")
			id := twoPlayerGame(e, annC, bobC)
			ann, bob := annC.withToken(), bobC.withToken()
			byPlayer := map[string]*client{}
			byPlayer[seatOf(ann, ann.state(id))] = ann
			byPlayer[seatOf(bob, bob.state(id))] = bob
			path := fmt.Sprintf("/api/games/%d/", id)

			// Undo and redo of one's own last action.
			st := ann.state(id)
			p := byPlayer[st.Acting[0]]
			p.must("POST", path+"actions", submitBody(0, add(st.Acting[0], 3)), http.StatusOK, nil)
			q := byPlayer[p.state(id).Acting[0]]
			p.must("POST", path+"undo", map[string]int{"version": 0}, http.StatusConflict, nil) // stale
			// Taking back p's action needs p's consent: q's request waits, p declines.
			var ur struct {
				Needed []int64 `json:"needed"`
			}
			q.must("POST", path+"undo", map[string]int{"version": 1}, http.StatusAccepted, &ur)
			if len(ur.Needed) != 1 || ur.Needed[0] != p.id {
				t.Fatalf("undo request needs %v, want [%d]", ur.Needed, p.id)
			}
			q.must("POST", path+"undo-request/consent", map[string]int{"version": 1, "action_id": 0}, http.StatusForbidden, nil) // q's consent is not needed
			p.must("POST", path+"undo-request/decline", nil, http.StatusNoContent, nil)
			p.must("GET", path+"undo-request", nil, http.StatusNotFound, nil)
			if v := p.state(id).Version; v != 1 {
				t.Fatalf("a declined undo changed the game to version %d", v)
			}
			var after stateView
			p.must("POST", path+"undo", map[string]int{"version": 1}, http.StatusOK, &after)
			if after.Version != 2 || after.Acting[0] != st.Acting[0] {
				t.Fatalf("after undo: %+v", after)
			}
			p.must("POST", path+"redo", map[string]int{"version": 2}, http.StatusOK, &after)
			if after.Version != 3 || after.Acting[0] == st.Acting[0] {
				t.Fatalf("after redo: %+v", after)
			}
			// q asks again and p consents: the undo happens.
			var ur2 struct {
				Version  int `json:"version"`
				ActionID int `json:"action_id"`
			}
			q.must("POST", path+"undo", map[string]int{"version": 3}, http.StatusAccepted, &ur2)
			p.must("POST", path+"undo-request/consent", map[string]int{"version": ur2.Version, "action_id": ur2.ActionID}, http.StatusOK, &after)
			if after.Version != 4 || after.Acting[0] != st.Acting[0] {
				t.Fatalf("after consented undo: %+v", after)
			}
			// An undo request lapses when the game moves on.
			p.must("POST", path+"actions", submitBody(4, add(st.Acting[0], 1)), http.StatusOK, nil)
			q.must("POST", path+"undo", map[string]any{"version": 5, "action_id": 0}, http.StatusAccepted, nil)
			q.must("POST", path+"actions", submitBody(5, add(p.state(id).Acting[0], 1)), http.StatusOK, nil)
			p.must("POST", path+"undo-request/consent", map[string]int{"version": 5, "action_id": 0}, http.StatusConflict, nil)
			p.must("GET", path+"undo-request", nil, http.StatusNotFound, nil)

			// Play to the end, always the largest legal amount.
			for i := 0; ; i++ {
				st := ann.state(id)
				if st.Status == "finished" {
					break
				}
				if i > 100 {
					t.Fatal("game does not end")
				}
				c := byPlayer[st.Acting[0]]
				a := st.Legal[len(st.Legal)-1]
				c.must("POST", path+"actions?legal=1", submitBody(st.Version, a), http.StatusOK, nil)
			}
			final := ann.state(id)
			ann.must("POST", path+"actions", submitBody(final.Version, add("1", 1)), http.StatusConflict, nil)
			var rec engine.Record
			ann.must("GET", path+"record", nil, http.StatusOK, &rec)
			if rec.Status != "finished" || len(rec.Actions) != final.Version || rec.Engine == "" {
				t.Fatalf("record: status %q, %d actions, engine %q", rec.Status, len(rec.Actions), rec.Engine)
			}
			var mine []gameView
			ann.must("GET", "/api/games?mine=1&status=finished", nil, http.StatusOK, &mine)
			if len(mine) != 1 || mine[0].ID != id {
				t.Fatalf("finished games of ann: %+v", mine)
			}

			// A new server on the same database rebuilds the game by replay.
			e.stop()
			e2 := startEnv(t, e.db, nil)
			bob.base = e2.url
			if again := bob.state(id); !reflect.DeepEqual(again.State, final.State) || again.Version != final.Version {
				t.Fatalf("after restart: %+v, want %+v", again, final)
			}
		})
	}
}

func TestAccountsAndCSRF(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann := e.signup("ann")
			anon := &client{t: t, base: e.url, hc: http.DefaultClient}
			anon.must("POST", "/api/signup", map[string]string{"name": "ann", "password": "another password"}, http.StatusConflict, nil)
			anon.must("POST", "/api/signup", map[string]string{"name": "x", "password": "long enough"}, http.StatusBadRequest, nil)
			anon.must("POST", "/api/signup", map[string]string{"name": "dan", "password": "short"}, http.StatusBadRequest, nil)
			anon.must("POST", "/api/signin", map[string]string{"name": "ann", "password": "wrong password"}, http.StatusUnauthorized, nil)
			anon.must("POST", "/api/signin", map[string]string{"name": "nobody", "password": "wrong password"}, http.StatusUnauthorized, nil)
			anon.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)

			// Cookie writes need the CSRF token; reads do not.
			csrf := ann.csrf
			ann.csrf = ""
			ann.must("GET", "/api/me", nil, http.StatusOK, nil)
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusForbidden, nil)
			ann.csrf = "wrong"
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusForbidden, nil)
			ann.csrf = csrf
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, nil)

			// Sign in again from a new client; API tokens skip CSRF and can be revoked.
			again := &client{t: t, base: e.url, hc: &http.Client{Jar: ann.hc.Jar}}
			var me struct {
				CSRF string `json:"csrf"`
			}
			again.must("POST", "/api/signin", map[string]string{"name": "ann", "password": "correct horse ann"}, http.StatusOK, &me)
			if me.CSRF == "" {
				t.Fatal("sign-in gives no CSRF token")
			}
			ann.csrf = me.CSRF // the jar now holds the new session
			tok := ann.withToken()
			tok.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 3}, http.StatusCreated, nil)
			var toks []struct {
				ID int64 `json:"id"`
			}
			ann.must("GET", "/api/tokens", nil, http.StatusOK, &toks)
			if len(toks) != 1 {
				t.Fatalf("tokens: %+v", toks)
			}
			ann.must("DELETE", fmt.Sprintf("/api/tokens/%d", toks[0].ID), nil, http.StatusNoContent, nil)
			tok.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
			ann.must("POST", "/api/signout", nil, http.StatusOK, nil)
			ann.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
		})
	}
}

func TestLobby(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob, carl := e.signup("ann"), e.signup("bob"), e.signup("carl")
			cases := []struct {
				body   map[string]any
				status int
			}{
				{map[string]any{"title": "No Such Game", "players": 2}, http.StatusBadRequest},
				{map[string]any{"title": testgame.Name, "players": 1}, http.StatusBadRequest},
				{map[string]any{"title": testgame.Name, "players": 9}, http.StatusBadRequest},
				{map[string]any{"title": testgame.Name, "players": 2, "optional_rules": []string{"nope"}}, http.StatusBadRequest},
				{map[string]any{"title": testgame.Name, "players": 2, "names": []string{"a", "b"}}, http.StatusBadRequest},
				{map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "names": []string{"a"}}, http.StatusBadRequest},
			}
			for _, c := range cases {
				ann.must("POST", "/api/games", c.body, c.status, nil)
			}
			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "optional_rules": []string{"long"}}, http.StatusCreated, &g)
			gp := fmt.Sprintf("/api/games/%d/", g.ID)
			bob.must("POST", gp+"start", nil, http.StatusForbidden, nil)
			ann.must("POST", gp+"start", nil, http.StatusConflict, nil) // one player only
			ann.must("POST", gp+"join", nil, http.StatusConflict, nil)  // already seated
			bob.must("POST", gp+"join", map[string]string{"name": "Bob"}, http.StatusOK, nil)
			carl.must("POST", gp+"join", nil, http.StatusConflict, nil) // full
			bob.must("POST", gp+"leave", nil, http.StatusOK, nil)
			carl.must("POST", gp+"join", nil, http.StatusOK, nil)
			var open []gameView
			bob.must("GET", "/api/games?status=open", nil, http.StatusOK, &open)
			if len(open) != 1 || len(open[0].Seats) != 2 {
				t.Fatalf("open games: %+v", open)
			}
			ann.must("POST", gp+"actions", submitBody(0, add("1", 1)), http.StatusConflict, nil) // not started
			ann.must("POST", gp+"start", nil, http.StatusOK, &g)
			carl.must("POST", gp+"leave", nil, http.StatusConflict, nil) // started
			var mine []gameView
			bob.must("GET", "/api/games?mine=1", nil, http.StatusOK, &mine)
			if len(mine) != 0 {
				t.Fatalf("bob left but lists %+v", mine)
			}
			carl.must("GET", "/api/games?mine=1&status=active", nil, http.StatusOK, &mine)
			if len(mine) != 1 {
				t.Fatalf("carl's active games: %+v", mine)
			}
			ann.must("GET", "/api/games/999999", nil, http.StatusNotFound, nil)
			ann.must("GET", "/api/games/abc", nil, http.StatusBadRequest, nil)
			ann.must("GET", "/api/games?status=weird", nil, http.StatusBadRequest, nil)

			// A hotseat game starts at once; its owner acts for every seat.
			var hs gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 3, "hotseat": true, "seed": 5}, http.StatusCreated, &hs)
			if hs.Status != "active" {
				t.Fatalf("hotseat game: %+v", hs)
			}
			for v := 0; v < 3; v++ {
				st := ann.state(hs.ID)
				ann.must("POST", fmt.Sprintf("/api/games/%d/actions", hs.ID), submitBody(v, st.Legal[0]), http.StatusOK, nil)
			}
			bob.must("POST", fmt.Sprintf("/api/games/%d/actions", hs.ID), submitBody(3, ann.state(hs.ID).Legal[0]), http.StatusForbidden, nil)
			ann.must("POST", fmt.Sprintf("/api/games/%d/join", hs.ID), nil, http.StatusConflict, nil)
		})
	}
}

func TestImportExport(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann := e.signup("ann")
			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "seed": 3}, http.StatusCreated, &g)
			for v := 0; v < 5; v++ {
				ann.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(v, ann.state(g.ID).Legal[1]), http.StatusOK, nil)
			}
			ann.must("POST", fmt.Sprintf("/api/games/%d/undo", g.ID), map[string]int{"version": 5}, http.StatusOK, nil)
			_, rec := ann.do("GET", fmt.Sprintf("/api/games/%d/record", g.ID), nil)
			var imported gameView
			ann.must("POST", "/api/games/import", rec, http.StatusCreated, &imported)
			if imported.Version != 6 || imported.ID == g.ID {
				t.Fatalf("imported: %+v", imported)
			}
			a, b := ann.state(g.ID), ann.state(imported.ID)
			if !bytes.Equal(a.State, b.State) || !reflect.DeepEqual(a.Legal, b.Legal) {
				t.Fatalf("imported game differs:\n%s\n%s", a.State, b.State)
			}
			// The imported game plays on.
			ann.must("POST", fmt.Sprintf("/api/games/%d/actions", imported.ID), submitBody(6, b.Legal[0]), http.StatusOK, nil)

			bad := strings.Replace(string(rec), `"price":2`, `"price":9`, 1)
			ann.must("POST", "/api/games/import", bad, http.StatusUnprocessableEntity, nil)
			ann.must("POST", "/api/games/import", `{"title":"x"`, http.StatusBadRequest, nil)
			ann.must("POST", "/api/games/import", `{"title":"Unknown","players":[{"id":1,"name":"a"}],"actions":[]}`, http.StatusBadRequest, nil)
		})
	}
}

func TestRateLimit(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *cfgT) { c.Rate, c.Burst = 0.2, 3 })
	ann := e.signup("ann").withToken()
	codes := map[int]int{}
	for i := 0; i < 6; i++ {
		code, _ := ann.do("GET", "/api/me", nil)
		codes[code]++
	}
	// Creating the token took one of the 3; one comes back every 5 s.
	if codes[http.StatusOK] < 2 || codes[http.StatusOK] > 3 || codes[http.StatusTooManyRequests] < 3 {
		t.Fatalf("statuses %v: want 2 OK then 429s", codes)
	}
}
