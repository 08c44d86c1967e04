package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"
)

// apiUser is a signed-up account driven through the API, not in the
// browser (the other side of a table, an admin, a setup step).
type apiUser struct {
	name string
	t    *testing.T
	s    *site
	hc   *http.Client
	csrf string
}

// apiSignup signs up name (password "password-NAME") and keeps its session.
func apiSignup(t *testing.T, s *site, name string) *apiUser {
	t.Helper()
	u := &apiUser{name: name, t: t, s: s, hc: httpClient()}
	var a struct {
		CSRF string `json:"csrf"`
	}
	u.expect("POST", "/api/signup", map[string]string{"name": name, "password": "password-" + name}, http.StatusCreated, &a)
	u.csrf = a.CSRF
	return u
}

// call sends body (JSON-encoded; a string is sent as it is) and fails
// the test unless the answer is a success; out, if not nil, is decoded
// from it.
func (u *apiUser) call(method, path string, body any, out any) {
	u.t.Helper()
	u.do(method, path, body, 0, out)
}

// expect is call for one status.
func (u *apiUser) expect(method, path string, body any, want int, out any) {
	u.t.Helper()
	u.do(method, path, body, want, out)
}

func (u *apiUser) do(method, path string, body any, want int, out any) {
	u.t.Helper()
	var b []byte
	if s, ok := body.(string); ok {
		b = []byte(s)
	} else {
		b, _ = json.Marshal(body)
	}
	req, _ := http.NewRequest(method, u.s.url+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", u.csrf)
	res, err := u.hc.Do(req)
	if err != nil {
		u.t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if (want == 0 && res.StatusCode >= 300) || (want != 0 && res.StatusCode != want) {
		u.t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			u.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
}

// apiGame is a game made and started through the API: its id, and the
// user of each player id.
type apiGame struct {
	id int64
	by map[string]*apiUser
}

// seatOf is u's player id in the game.
func (g apiGame) seatOf(u *apiUser) string {
	for p, v := range g.by {
		if v == u {
			return p
		}
	}
	u.t.Fatalf("%s has no seat", u.name)
	return ""
}

// startAPIGame: the first user creates a game with create's fields
// (title, seed, optional rules; "players" is the number of users), the
// others join, and the first starts it.
func startAPIGame(t *testing.T, create map[string]any, users ...*apiUser) apiGame {
	t.Helper()
	var g struct {
		ID    int64 `json:"id"`
		Seats []struct {
			PlayerID string `json:"player_id"`
			Name     string `json:"name"`
		} `json:"seats"`
	}
	create["players"] = len(users)
	users[0].call("POST", "/api/games", create, &g)
	for _, u := range users[1:] {
		u.call("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, nil)
	}
	users[0].call("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, &g)
	out := apiGame{id: g.ID, by: map[string]*apiUser{}}
	for _, st := range g.Seats {
		for _, u := range users {
			if u.name == st.Name {
				out.by[st.PlayerID] = u
			}
		}
	}
	if len(out.by) != len(users) {
		t.Fatalf("the game's seats %+v are not the users'", g.Seats)
	}
	return out
}
