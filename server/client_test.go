package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
	"ferro/store/storetest"
)

// env is one real server on loopback over a fresh database.
type env struct {
	t   testing.TB
	db  string
	st  store.Store
	srv *server.Server
	hs  *httptest.Server
	url string
}

func testConfig(st store.Store) server.Config {
	return server.Config{
		Store:               st,
		Lookup:              testgame.Lookup(registry.Lookup),
		Titles:              func() []string { return append(registry.Names(), testgame.Name) },
		WebhookAllowPrivate: true,
		WebhookBackoff:      20 * time.Millisecond,
		Log:                 log.New(io.Discard, "", 0),
		AnalysisBot:         "off", // finished games' analyses: on where a test asks (analysis_test.go)
	}
}

func newEnv(t *testing.T, b storetest.Backend, tweak func(*server.Config)) *env {
	t.Helper()
	return startEnv(t, b.DB(t), tweak)
}

func startEnv(t testing.TB, db string, tweak func(*server.Config)) *env {
	t.Helper()
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(st)
	if tweak != nil {
		tweak(&cfg)
	}
	srv := server.New(cfg)
	hs := httptest.NewServer(srv)
	e := &env{t: t, db: db, st: st, srv: srv, hs: hs, url: hs.URL}
	t.Cleanup(e.stop)
	return e
}

func (e *env) stop() {
	if e.hs == nil {
		return
	}
	e.srv.Close()
	e.hs.Close()
	e.st.Close()
	e.hs = nil
}

// client is one signed-in person: cookies and CSRF token, or an API token.
type client struct {
	t     testing.TB
	base  string
	hc    *http.Client
	csrf  string
	token string
	id    int64
	name  string
}

func (e *env) signup(name string) *client {
	e.t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &client{t: e.t, base: e.url, hc: &http.Client{Jar: jar, Timeout: 20 * time.Second}, name: name}
	var acct struct {
		ID   int64  `json:"id"`
		CSRF string `json:"csrf"`
	}
	c.must("POST", "/api/signup", map[string]string{"name": name, "password": "correct horse " + name}, http.StatusCreated, &acct)
	c.id, c.csrf = acct.ID, acct.CSRF
	return c
}

// withToken returns a client of the same account that uses an API token.
func (c *client) withToken() *client {
	c.t.Helper()
	var tok struct {
		Token string `json:"token"`
	}
	c.must("POST", "/api/tokens", map[string]string{"label": "test"}, http.StatusCreated, &tok)
	return &client{t: c.t, base: c.base, hc: &http.Client{Timeout: 20 * time.Second}, token: tok.Token, id: c.id, name: c.name}
}

// do sends body (JSON-encoded unless it is []byte or string) and returns
// the status and response body.
func (c *client) do(method, path string, body any) (int, []byte) {
	c.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case string:
		rd = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			c.t.Fatal(err)
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	if err != nil {
		c.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if c.csrf != "" {
		req.Header.Set("X-CSRF-Token", c.csrf)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return resp.StatusCode, out
}

// must does a request, fails the test unless it answers want, and decodes
// the answer into out (if not nil).
func (c *client) must(method, path string, body any, want int, out any) {
	c.t.Helper()
	code, b := c.do(method, path, body)
	if code != want {
		c.t.Fatalf("%s %s: status %d, want %d: %s", method, path, code, want, b)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			c.t.Fatalf("%s %s: %v in %s", method, path, err, b)
		}
	}
}

type gameView struct {
	ID      int64    `json:"id"`
	Status  string   `json:"status"`
	Version int      `json:"version"`
	Acting  []string `json:"acting"`
	Seats   []struct {
		PlayerID  string `json:"player_id"`
		AccountID int64  `json:"account_id"`
	} `json:"seats"`
}

type stateView struct {
	Version   int             `json:"version"`
	Status    string          `json:"status"`
	Acting    []string        `json:"acting"`
	YourSeats []string        `json:"your_seats"`
	State     json.RawMessage `json:"state"`
	Legal     []engine.Action `json:"legal"`
	Action    *engine.Action  `json:"action"`
}

type apiErr struct {
	Code    string `json:"code"`
	Error   string `json:"error"`
	Rule    string `json:"rule"`
	Version *int   `json:"version"`
}

func (c *client) state(id int64) stateView {
	c.t.Helper()
	var s stateView
	c.must("GET", fmt.Sprintf("/api/games/%d/state", id), nil, http.StatusOK, &s)
	return s
}

func (c *client) actions(id int64) []engine.Action {
	c.t.Helper()
	var out struct {
		Actions []engine.Action `json:"actions"`
	}
	c.must("GET", fmt.Sprintf("/api/games/%d/actions", id), nil, http.StatusOK, &out)
	return out.Actions
}

func submitBody(version int, a engine.Action) map[string]any {
	return map[string]any{"version": version, "action": a}
}

func add(player string, n int) engine.Action {
	return engine.Action{Type: "add", Entity: player, EntityType: "player", Price: engine.Int(n)}
}

// twoPlayerGame has ann create a test-count game, bob join, ann start it.
func twoPlayerGame(e *env, ann, bob *client) int64 {
	e.t.Helper()
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "seed": 1}, http.StatusCreated, &g)
	bob.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, &g)
	if g.Status != "active" || len(g.Acting) != 1 {
		e.t.Fatalf("started game: %+v", g)
	}
	return g.ID
}

// seatOf returns the player id c holds in game g.
func seatOf(c *client, st stateView) string {
	if len(st.YourSeats) != 1 {
		c.t.Fatalf("%s holds seats %v", c.name, st.YourSeats)
	}
	return st.YourSeats[0]
}

type cfgT = server.Config

func newHookServer(t *testing.T, h http.HandlerFunc) string {
	hs := httptest.NewServer(h)
	t.Cleanup(hs.Close)
	return hs.URL
}
