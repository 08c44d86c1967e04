package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"ferro/server"
	"ferro/store/storetest"
)

// TestOpenAPIStatuses: every status the server's common checks send on an
// endpoint is among the endpoint's documented responses: 401 without an
// account where one is needed, 415 for a cookie-signed write whose body is
// not JSON, 429 past the rate limit (of an account, of an address).
func TestOpenAPIStatuses(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.Rate, c.Burst = 1e-9, 1 // one request each, then 429
		c.ReadRate, c.ReadBurst = 1e-9, 1
	})
	var doc struct {
		Paths map[string]map[string]struct {
			Responses map[string]json.RawMessage `json:"responses"`
		} `json:"paths"`
	}
	// the signed-up account's first request: the document (not limited)
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}
	anon.must("GET", "/api/openapi.json", nil, http.StatusOK, &doc)
	ann := e.signup("ann")
	limited := e.signup("bob")
	limited.do("GET", "/api/me", nil) // its one request: the next are over the limit
	send := func(method, path, ctype string, body string, c *client) int {
		t.Helper()
		req, err := http.NewRequest(method, e.url+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if body != "" {
			req.Header.Set("Content-Type", ctype)
		}
		hc := http.DefaultClient
		if c != nil {
			hc = c.hc
			req.Header.Set("X-CSRF-Token", c.csrf)
		}
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	seen := map[int]int{}
	for _, rt := range e.srv.Routes() {
		method, pattern, _ := strings.Cut(rt, " ")
		ops, ok := doc.Paths[pattern]
		if !ok {
			t.Fatalf("%s is not documented", rt)
		}
		op := ops[strings.ToLower(method)]
		path := strings.NewReplacer("{id}", "1", "{line}", "1", "{name}", "ann").Replace(pattern)
		if pattern == "/api/games/{id}/live" {
			continue // a WebSocket: its refusals are documented in words
		}
		probes := []struct {
			what  string
			code  int
			ctype string
			c     *client
		}{
			{"without an account", http.StatusUnauthorized, "application/json", nil},
			{"past the rate limit", http.StatusTooManyRequests, "application/json", limited},
		}
		if method != "GET" {
			probes = append(probes, struct {
				what  string
				code  int
				ctype string
				c     *client
			}{"with a body that is not JSON, signed in by cookie", http.StatusUnsupportedMediaType, "text/plain", ann})
		}
		for _, p := range probes {
			body := ""
			if method != "GET" {
				body = "{}"
			}
			got := send(method, path, p.ctype, body, p.c)
			if got != p.code {
				continue
			}
			seen[got]++
			if _, ok := op.Responses[strconv.Itoa(got)]; !ok {
				t.Errorf("%s answers %d %s, not among its documented responses", rt, got, p.what)
			}
		}
	}
	for _, code := range []int{401, 415, 429} {
		if seen[code] == 0 {
			t.Errorf("no endpoint answered %d: the test tests nothing of it", code)
		}
	}
	t.Logf("answers checked: %v", fmt.Sprint(seen))
}
