package server_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
	"ferro/store/storetest"
)

// TestModeration: only an admin (granted as `ferro admin grant` does) may
// moderate, and only with a reason. Hiding a chat line keeps it, marked
// hidden without its text; suspending an account ends its session and
// token at once, refuses its sign-in and hands its seat to a bot, which
// moves; closing a game finishes it where it stands and it takes no more
// actions (and still passes ferro check). Every act is in the admin log
// and the server log with who and why.
func TestModeration(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			var buf syncBuffer
			e := newEnv(t, b, func(c *server.Config) {
				c.Log = nil
				c.Logger = slog.New(slog.NewTextHandler(&buf, nil))
			})
			root, ann, bob, cat := e.signup("root"), e.signup("ann"), e.signup("bob"), e.signup("cat")
			bobTok := bob.withToken()
			id, path, _ := menorcaUntilBob(t, ann, bob, cat)
			bob.must("POST", path+"/chat", map[string]string{"text": "something rude"}, http.StatusCreated, nil)
			ann.must("POST", path+"/chat", map[string]string{"text": "hey"}, http.StatusCreated, nil)
			var chat struct {
				Chat []struct {
					ID     int64  `json:"id"`
					Text   string `json:"text"`
					Hidden bool   `json:"hidden"`
				} `json:"chat"`
			}
			ann.must("GET", path+"/chat", nil, http.StatusOK, &chat)
			rude := chat.Chat[0].ID
			hide := fmt.Sprintf("%s/chat/%d/hide", path, rude)
			why := map[string]string{"reason": "insult in chat"}

			ann.must("POST", hide, why, http.StatusForbidden, nil)
			ann.must("POST", fmt.Sprintf("/api/admin/accounts/%d/suspend", bob.id), why, http.StatusForbidden, nil)
			ann.must("GET", "/api/admin/log", nil, http.StatusForbidden, nil)
			if err := store.SetRoleByName(context.Background(), e.db, "ROOT", store.RoleAdmin, true, "first admin"); err != nil {
				t.Fatal(err)
			}
			root.must("POST", hide, map[string]string{"reason": " "}, http.StatusBadRequest, nil)
			root.must("POST", hide, why, http.StatusOK, nil)
			ann.must("GET", path+"/chat", nil, http.StatusOK, &chat)
			if len(chat.Chat) != 2 || !chat.Chat[0].Hidden || chat.Chat[0].Text != "" || chat.Chat[1].Hidden || chat.Chat[1].Text != "hey" {
				t.Errorf("chat after hiding line %d: %+v", rude, chat.Chat)
			}
			if m, err := e.st.ChatLine(context.Background(), id, rude); err != nil || m.Text != "something rude" {
				t.Errorf("the hidden line is not kept: %+v %v", m, err)
			}

			bob.must("GET", "/api/me", nil, http.StatusOK, nil)
			bobTok.must("GET", "/api/me", nil, http.StatusOK, nil)
			bobTurn := ann.state(id).Version
			root.must("POST", fmt.Sprintf("/api/admin/accounts/%d/suspend", bob.id), map[string]string{"reason": "repeated insults"}, http.StatusOK, nil)
			bob.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
			bobTok.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
			anonClient(e).must("POST", "/api/signin", map[string]string{"name": "bob", "password": "correct horse bob"}, http.StatusForbidden, nil)
			waitFor(t, ann, id, "the stand-in's move", func(s stateView) bool { return s.Version > bobTurn })
			if u := ann.actions(id)[bobTurn].Extras().User; u == int(bob.id) || u == int(ann.id) || u == int(cat.id) {
				t.Errorf("the move in bob's seat after his suspension was made by account %d, not a bot", u)
			}

			var hot gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "seed": 1}, http.StatusCreated, &hot)
			stale := hot.ID
			st := ann.state(stale)
			ann.must("POST", fmt.Sprintf("/api/games/%d/actions", stale), submitBody(st.Version, add(st.Acting[0], 1)), http.StatusOK, nil)
			st = ann.state(stale)
			root.must("POST", fmt.Sprintf("/api/games/%d/close", stale), map[string]string{"reason": "abandoned for 3 months"}, http.StatusOK, nil)
			var g gameView
			ann.must("GET", fmt.Sprintf("/api/games/%d", stale), nil, http.StatusOK, &g)
			if g.Status != "finished" {
				t.Errorf("closed game: %+v", g)
			}
			ann.must("POST", fmt.Sprintf("/api/games/%d/actions", stale), submitBody(st.Version, add(st.Acting[0], 1)), http.StatusConflict, nil)
			ann.must("POST", fmt.Sprintf("/api/games/%d/undo", stale), map[string]any{"version": st.Version}, http.StatusConflict, nil)
			root.must("POST", fmt.Sprintf("/api/games/%d/close", stale), why, http.StatusConflict, nil)
			lookup := testgame.Lookup(registry.Lookup)
			err := server.CheckStore(context.Background(), e.st, func(n string) (engine.Title, error) { return lookup(n) }, func(c server.CheckedGame) {
				if c.Err != nil {
					t.Errorf("ferro check: game %d: %v", c.ID, c.Err)
				}
			})
			if err != nil {
				t.Fatal(err)
			}

			var log []struct {
				AdminName string `json:"admin_name"`
				Act       string `json:"act"`
				Target    string `json:"target"`
				Reason    string `json:"reason"`
			}
			root.must("GET", "/api/admin/log", nil, http.StatusOK, &log)
			want := []string{"close game|abandoned for 3 months|root", "suspend account|repeated insults|root",
				"hide chat line|insult in chat|root", "grant admin|first admin|ferro admin (command line)"}
			if len(log) != len(want) {
				t.Fatalf("admin log: %+v", log)
			}
			for i, w := range want {
				p := strings.Split(w, "|")
				if log[i].Act != p[0] || log[i].Reason != p[1] || log[i].AdminName != p[2] || log[i].Target == "" {
					t.Errorf("admin log entry %d: %+v, want %s", i, log[i], w)
				}
			}
			for _, w := range []string{`act="hide chat line"`, `reason="repeated insults"`, `act="close game"`} {
				if !strings.Contains(buf.String(), w) || !strings.Contains(buf.String(), "admin_name=root") {
					t.Errorf("server log lacks %s with the admin's name", w)
				}
			}
		})
	}
}
