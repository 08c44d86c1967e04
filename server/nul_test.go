package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestNULRefused: U+0000 in a chat line, a seat name, a join name, a
// token label, a webhook URL, an action or an imported record is a 400
// on every database, before the database (PostgreSQL answered 503
// database_unavailable and logged a database failure); the same bodies
// with an escaped backslash before "u0000" are no NUL and pass.
func TestNULRefused(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob := e.signup("ann"), e.signup("bob")
			var hs, open gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "names": []string{"p", "q"}}, http.StatusCreated, &hs)
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &open)
			_, rec := ann.do("GET", fmt.Sprintf("/api/games/%d/record", hs.ID), nil)
			for _, c := range []struct {
				who        *client
				path, body string
			}{
				{ann, fmt.Sprintf("/api/games/%d/chat", hs.ID), `{"text":"hi\u0000there"}`},
				{ann, "/api/games", `{"title":"` + testgame.Name + `","players":2,"hotseat":true,"names":["a\u0000","b"]}`},
				{bob, fmt.Sprintf("/api/games/%d/join", open.ID), `{"name":"bob\u0000"}`},
				{ann, "/api/tokens", `{"label":"x\u0000"}`},
				{ann, "/api/me/webhook", `{"url":"http://example.com/\u0000","kind":"json"}`},
				{ann, fmt.Sprintf("/api/games/%d/actions", hs.ID), `{"version":0,"action":{"type":"pass","entity":"1\u0000","entity_type":"player"}}`},
				{ann, "/api/games/import", strings.Replace(string(rec), `"name":"q"`, `"name":"q\u0000"`, 1)},
				{ann, "/api/games/import", strings.Replace(string(rec), `"name":"q"`, `"name":"q","x":"\u0000"`, 1)},
			} {
				code, body := c.who.do("POST", c.path, c.body)
				if c.path == "/api/me/webhook" {
					code, body = c.who.do("PUT", c.path, c.body)
				}
				if code != http.StatusBadRequest || !strings.Contains(string(body), "U+0000") {
					t.Errorf("POST %s %.80s: status %d %s", c.path, c.body, code, body)
				}
			}
			ann.must("POST", fmt.Sprintf("/api/games/%d/chat", hs.ID), `{"text":"a\\u0000 is no NUL"}`, http.StatusCreated, nil)
			var me struct{ Name string }
			e.signup("carl").must("POST", fmt.Sprintf("/api/games/%d/join", open.ID), `{"name":"c\\u0000"}`, http.StatusOK, &me)
		})
	}
}
