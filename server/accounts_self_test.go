package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// signin returns a new session of an existing account.
func (e *env) signin(name, password string) *client {
	e.t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &client{t: e.t, base: e.url, hc: &http.Client{Jar: jar, Timeout: 20 * time.Second}, name: name}
	var acct struct {
		ID   int64  `json:"id"`
		CSRF string `json:"csrf"`
	}
	c.must("POST", "/api/signin", map[string]string{"name": name, "password": password}, http.StatusOK, &acct)
	c.id, c.csrf = acct.ID, acct.CSRF
	return c
}

// TestChangePassword: the current password is needed; the new one works
// and the old one no longer does; every other session ends at once, the
// one that changed it stays, API tokens stay.
func TestChangePassword(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann := e.signup("ann")
			other := e.signin("ann", "correct horse ann")
			other.must("GET", "/api/me", nil, http.StatusOK, nil) // cached as signed in
			tok := ann.withToken()
			var ae apiErr
			ann.must("PUT", "/api/me/password", map[string]string{"current_password": "wrong", "new_password": "a new password"}, http.StatusForbidden, &ae)
			ann.must("PUT", "/api/me/password", map[string]string{"current_password": "correct horse ann", "new_password": "short"}, http.StatusBadRequest, &ae)
			ann.must("PUT", "/api/me/password", map[string]string{"current_password": "correct horse ann", "new_password": "a new password"}, http.StatusOK, nil)
			ann.must("GET", "/api/me", nil, http.StatusOK, nil)
			other.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
			tok.must("GET", "/api/me", nil, http.StatusOK, nil)
			anon := anonClient(e)
			anon.must("POST", "/api/signin", map[string]string{"name": "ann", "password": "correct horse ann"}, http.StatusUnauthorized, nil)
			e.signin("ann", "a new password")
		})
	}
}

// TestDeleteAccount: deleting needs the password; afterwards the account's
// sessions, tokens and name are gone (the name can be taken again), its
// seat is "deleted player N" and a bot plays it on, its chat line stays
// under that name. TestMyData: the download holds the account, its games
// with the actions it made, and its chat, and no secret.
func TestDeleteAccount(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob, cat := e.signup("ann"), e.signup("bob"), e.signup("cat")
			bobTok := bob.withToken()
			id, path, annActs := menorcaUntilBob(t, ann, bob, cat)
			bob.must("POST", path+"/chat", map[string]string{"text": "hi from bob"}, http.StatusCreated, nil)
			ann.must("POST", path+"/chat", map[string]string{"text": "hi from ann"}, http.StatusCreated, nil)

			// ann's data
			code, body := ann.do("GET", "/api/me/data", nil)
			if code != http.StatusOK {
				t.Fatalf("GET /api/me/data: %d %s", code, body)
			}
			var data struct {
				Account struct{ Name string }
				Games   []struct {
					ID        int64             `json:"id"`
					MyActions []json.RawMessage `json:"my_actions"`
				}
				Chat []struct{ Text string }
			}
			if err := json.Unmarshal(body, &data); err != nil {
				t.Fatal(err)
			}
			if data.Account.Name != "ann" || len(data.Games) != 1 || data.Games[0].ID != id || len(data.Games[0].MyActions) != annActs ||
				len(data.Chat) != 1 || data.Chat[0].Text != "hi from ann" {
				t.Errorf("ann's data: %s", body)
			}
			for _, secret := range []string{"argon2", "correct horse", ann.csrf} {
				if strings.Contains(string(body), secret) {
					t.Errorf("ann's data holds a secret (%q)", secret)
				}
			}

			bobTurn := ann.state(id).Version // bob is to act
			// an open game of ann's that bob joined, and one of bob's
			var annOpen, bobOpen gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 3}, http.StatusCreated, &annOpen)
			bob.must("POST", fmt.Sprintf("/api/games/%d/join", annOpen.ID), nil, http.StatusOK, nil)
			bob.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &bobOpen)
			bob.must("DELETE", "/api/me", map[string]string{"password": "wrong"}, http.StatusForbidden, nil)
			bob.must("DELETE", "/api/me", map[string]string{"password": "correct horse bob"}, http.StatusOK, nil)
			bob.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
			bobTok.must("GET", "/api/me", nil, http.StatusUnauthorized, nil)
			anonClient(e).must("POST", "/api/signin", map[string]string{"name": "bob", "password": "correct horse bob"}, http.StatusUnauthorized, nil)
			e.signup("bob") // the name is free again

			var g struct {
				Seats []struct {
					Name      string `json:"name"`
					PlayerID  string `json:"player_id"`
					AccountID int64  `json:"account_id"`
				} `json:"seats"`
			}
			ann.must("GET", path, nil, http.StatusOK, &g)
			gone := fmt.Sprintf("deleted player %d", bob.id)
			var bobSeat string
			for _, s := range g.Seats {
				if s.Name == gone {
					bobSeat = s.PlayerID
				}
				if s.Name == "bob" {
					t.Errorf("seat still named bob: %+v", g.Seats)
				}
			}
			if bobSeat == "" {
				t.Fatalf("no seat named %q: %+v", gone, g.Seats)
			}
			var open gameView
			ann.must("GET", fmt.Sprintf("/api/games/%d", annOpen.ID), nil, http.StatusOK, &open)
			if open.Status != "open" || len(open.Seats) != 1 || open.Seats[0].AccountID != ann.id {
				t.Errorf("ann's open game after bob's deletion: %+v", open)
			}
			ann.must("GET", fmt.Sprintf("/api/games/%d", bobOpen.ID), nil, http.StatusOK, &open)
			if open.Status != "finished" {
				t.Errorf("bob's open game after his deletion: %+v", open)
			}
			lookup := testgame.Lookup(registry.Lookup)
			if err := server.CheckStore(context.Background(), e.st, func(n string) (engine.Title, error) { return lookup(n) }, func(c server.CheckedGame) {
				if c.Err != nil {
					t.Errorf("ferro check after bob's deletion: game %d: %v", c.ID, c.Err)
				}
			}); err != nil {
				t.Fatal(err)
			}
			var chat struct {
				Chat []struct{ Name, Text string }
			}
			ann.must("GET", path+"/chat", nil, http.StatusOK, &chat)
			if len(chat.Chat) != 2 || chat.Chat[0].Name != gone || chat.Chat[0].Text != "hi from bob" {
				t.Errorf("chat after bob's deletion: %+v", chat.Chat)
			}
			// the game goes on: when the deleted player's seat acts, a bot moves
			waitFor(t, ann, id, "the stand-in's move", func(s stateView) bool { return s.Version > bobTurn })
			if u := ann.actions(id)[bobTurn].Extras().User; u == int(bob.id) || u == int(ann.id) || u == int(cat.id) {
				t.Errorf("the move in bob's seat after his deletion was made by account %d, not a bot", u)
			}
		})
	}
}

// menorcaUntilBob has ann open a 1713 Menorca game (a real title, for the
// stand-in bot's evaluation) that bob and cat join, and plays legal
// moves for whoever acts until bob is to act after at least three; it
// returns the game, its path and how many moves ann made.
func menorcaUntilBob(t *testing.T, ann, bob, cat *client) (id int64, path string, annActs int) {
	t.Helper()
	var g0 gameView
	ann.must("POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "seed": 3}, http.StatusCreated, &g0)
	id = g0.ID
	path = fmt.Sprintf("/api/games/%d", id)
	bob.must("POST", path+"/join", nil, http.StatusOK, nil)
	cat.must("POST", path+"/join", nil, http.StatusOK, nil)
	ann.must("POST", path+"/start", nil, http.StatusOK, nil)
	players := []*client{ann, bob, cat}
	for i := 0; i < 30; i++ {
		st := ann.state(id)
		var c *client
		for _, p := range players {
			if ps := p.state(id); len(ps.YourSeats) == 1 && ps.YourSeats[0] == st.Acting[0] {
				c = p
			}
		}
		if c == bob && i >= 3 {
			return id, path, annActs
		}
		if c == ann {
			annActs++
		}
		var raw struct {
			Legal []json.RawMessage `json:"legal"`
		}
		c.must("GET", path+"/state", nil, http.StatusOK, &raw)
		c.must("POST", path+"/actions", map[string]any{"version": st.Version, "action": raw.Legal[0]}, http.StatusOK, nil)
	}
	t.Fatalf("bob was not to act in 30 moves")
	return
}
