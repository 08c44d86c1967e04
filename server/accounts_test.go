package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"ferro/server"
	"ferro/store/storetest"
)

func anonClient(e *env) *client {
	jar, _ := cookiejar.New(nil)
	return &client{t: e.t, base: e.url, hc: &http.Client{Jar: jar, Timeout: 20 * time.Second}}
}

// TestPasswordCountsCharacters: the 8-character minimum counts characters,
// not bytes ("🔑🔑" is 8 bytes, 2 characters).
func TestPasswordCountsCharacters(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	c := anonClient(e)
	c.must("POST", "/api/signup", map[string]string{"name": "keys", "password": "🔑🔑"}, http.StatusBadRequest, nil)
	c.must("POST", "/api/signup", map[string]string{"name": "keys", "password": "🔑🔑🔑🔑🔑🔑🔑🔑"}, http.StatusCreated, nil)
}

// TestNamesIgnoreCase: "Uni_ok" cannot sign up beside "uni_ok", and
// signs in to it.
func TestNamesIgnoreCase(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			e.signup("uni_ok")
			c := anonClient(e)
			c.must("POST", "/api/signup", map[string]string{"name": "Uni_ok", "password": "correct horse Uni_ok"}, http.StatusConflict, nil)
			var me struct {
				Name string `json:"name"`
			}
			c.must("POST", "/api/signin", map[string]string{"name": "UNI_OK", "password": "correct horse uni_ok"}, http.StatusOK, &me)
			if me.Name != "uni_ok" {
				t.Errorf("signed in as %q", me.Name)
			}
		})
	}
}

// TestUndoConsentNamesRequest: a consent names the request it is for, so
// a request withdrawn and asked again further back is not consented by a
// consent to the first one.
func TestUndoConsentNamesRequest(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			annC, bobC := e.signup("ann"), e.signup("bob")
			id := twoPlayerGame(e, annC, bobC)
			byPlayer := map[string]*client{seatOf(annC, annC.state(id)): annC, seatOf(bobC, bobC.state(id)): bobC}
			path := fmt.Sprintf("/api/games/%d/", id)
			for v := 0; v < 3; v++ { // p, q, p act
				st := annC.state(id)
				byPlayer[st.Acting[0]].must("POST", path+"actions", submitBody(v, add(st.Acting[0], 1)), http.StatusOK, nil)
			}
			st := annC.state(id)
			q := byPlayer[st.Acting[0]] // acted second
			var p *client
			for _, c := range byPlayer {
				if c != q {
					p = c
				}
			}
			type undoReq struct {
				Version  int `json:"version"`
				ActionID int `json:"action_id"`
			}
			// q asks to take back p's last action; p looks at it.
			var small undoReq
			q.must("POST", path+"undo", map[string]int{"version": 3, "action_id": 2}, http.StatusAccepted, &small)
			var seen undoReq
			p.must("GET", path+"undo-request", nil, http.StatusOK, &seen)
			// q withdraws it and asks to take back everything.
			q.must("POST", path+"undo-request/decline", nil, http.StatusNoContent, nil)
			var big undoReq
			q.must("POST", path+"undo", map[string]int{"version": 3, "action_id": 0}, http.StatusAccepted, &big)
			// p's consent to what p saw does not carry out the larger undo.
			code, body := p.do("POST", path+"undo-request/consent", map[string]int{"version": seen.Version, "action_id": seen.ActionID})
			var got apiErr
			json.Unmarshal(body, &got)
			if code != http.StatusConflict || got.Code != "undo_request_changed" {
				t.Fatalf("consent to the withdrawn request: %d %s", code, body)
			}
			if v := p.state(id).Version; v != 3 {
				t.Fatalf("the game moved to version %d", v)
			}
			p.must("POST", path+"undo-request/consent", map[string]int{"version": 3}, http.StatusBadRequest, nil)
			// Consenting to the request as it is carries it out.
			var after stateView
			p.must("POST", path+"undo-request/consent", map[string]int{"version": big.Version, "action_id": big.ActionID}, http.StatusOK, &after)
			if after.Version != 4 || len(p.actions(id)) != 4 {
				t.Fatalf("after the consented undo: %+v", after)
			}
		})
	}
}

// TestWebhookURLRefused: URLs that delivery would refuse are refused when
// set, with a 400 saying why.
func TestWebhookURLRefused(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.WebhookAllowPrivate = false })
	ann := e.signup("ann")
	for url, why := range map[string]string{
		"http://127.0.0.1:9/hook":         "loopback",
		"http://[::1]/hook":               "loopback",
		"http://localhost:8080/hook":      "loopback",
		"http://10.1.2.3/hook":            "private",
		"https://192.168.1.1/hook":        "private",
		"http://[fd00::1]/hook":           "private",
		"http://169.254.169.254/metadata": "link-local",
		"http://0.0.0.0/hook":             "unspecified",
		"http://no-such-host.invalid/":    "does not resolve",
	} {
		code, body := ann.do("PUT", "/api/me/webhook", map[string]string{"url": url})
		var got apiErr
		json.Unmarshal(body, &got)
		if code != http.StatusBadRequest || !strings.Contains(got.Error, why) {
			t.Errorf("%s: %d %s, want 400 saying %q", url, code, body, why)
		}
	}
	// A public address is accepted (nothing is sent: no game, no turn).
	ann.must("PUT", "/api/me/webhook", map[string]string{"url": "https://192.0.2.10/hook"}, http.StatusOK, nil)
}
