package server_test

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"ferro/server"
	"ferro/store/storetest"
)

// TestLogsHoldNoSecrets: with JSON logs at debug, every request has a line
// and every stored action one at info naming game, seat and version; and
// no password, session cookie, API token or CSRF token used on the way
// appears anywhere in the logs.
func TestLogsHoldNoSecrets(t *testing.T) {
	var buf syncBuffer
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.Log = nil
		c.Logger = slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
	ann, bob := e.signup("ann"), e.signup("bob")
	botTok := bob.withToken()
	id := twoPlayerGame(e, ann, bob)
	for i := 0; i < 4; i++ {
		st := ann.state(id)
		c := ann
		if st.Acting[0] != seatOf(ann, st) {
			c = botTok
		}
		c.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, add(st.Acting[0], 1)), http.StatusOK, nil)
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/chat", id), map[string]string{"text": "good luck"}, http.StatusCreated, nil)
	wrong := jsonPost(t, e.url+"/api/signin", `{"name":"ann","password":"not my password at all"}`, nil)
	if wrong.StatusCode != http.StatusUnauthorized {
		t.Fatalf("wrong password: %d", wrong.StatusCode)
	}
	anon := &client{t: t, base: e.url, hc: http.DefaultClient, token: "ferro_forged-token-value"}
	anon.do("GET", "/api/me", nil)

	secrets := map[string]string{
		"ann's password": "correct horse ann", "bob's password": "correct horse bob",
		"wrong password": "not my password at all", "API token": botTok.token, "forged token": "forged-token-value",
		"ann's CSRF token": ann.csrf, "bob's CSRF token": bob.csrf,
	}
	u, _ := url.Parse(e.url)
	for _, c := range []*client{ann, bob} {
		for _, ck := range c.hc.Jar.Cookies(u) {
			secrets[c.name+"'s cookie "+ck.Name] = ck.Value
		}
	}
	logs := buf.String()
	for what, v := range secrets {
		if v == "" {
			t.Fatalf("test set-up: %s is empty", what)
		}
		if strings.Contains(logs, v) {
			t.Errorf("the logs hold %s", what)
		}
	}

	requests, actions := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(logs), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		switch m["msg"] {
		case "request":
			requests++
			if m["level"] != "DEBUG" || m["path"] == nil || m["status"] == nil {
				t.Errorf("request line: %s", line)
			}
		case "action":
			actions++
			if m["level"] != "INFO" || m["game"] != float64(id) || m["seat"] == "" || m["version"] != float64(actions) {
				t.Errorf("action line %d: %s", actions, line)
			}
		}
	}
	if requests < 15 || actions != 4 {
		t.Errorf("%d request lines and %d action lines, want at least 15 and 4:\n%s", requests, actions, logs)
	}
}
