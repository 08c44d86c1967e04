package server_test

import (
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestSecurityHeaders: every page type (the client's shell at / and
// /play/{id}, /games, /games/{id}, /learn and a title's learn page) says
// scripts come only from the site, none inline, and that no other site
// may frame it; the SVG drawings are sandboxed and allowed no script at
// all. The pages themselves hold no inline script or event handler that
// the policy would break.
func TestSecurityHeaders(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3, "hotseat": true, "seed": 1}, http.StatusCreated, &g)
	get := func(path string) (*http.Response, string) {
		resp, err := http.Get(e.url + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	directives := func(csp string) map[string]string {
		m := map[string]string{}
		for _, d := range strings.Split(csp, ";") {
			f := strings.Fields(d)
			if len(f) > 0 {
				m[f[0]] = strings.Join(f[1:], " ")
			}
		}
		return m
	}
	inline := regexp.MustCompile(`(?i)<script(\s[^>]*)?>\s*[^<\s]|\son[a-z]+\s*=|javascript:`)
	pages := []string{"/", fmt.Sprintf("/play/%d", g.ID), "/games", fmt.Sprintf("/games/%d", g.ID), fmt.Sprintf("/games/%d?at=0", g.ID),
		"/learn", "/learn/", "/learn/18zoo", "/learn/1713-menorca", "/games/999999", "/learn/none"}
	for _, p := range pages {
		resp, body := get(p)
		h := resp.Header
		d := directives(h.Get("Content-Security-Policy"))
		if d["script-src"] != "'self'" || d["frame-ancestors"] != "'none'" || d["object-src"] != "'none'" || d["base-uri"] != "'none'" {
			t.Errorf("%s (%d): Content-Security-Policy %q", p, resp.StatusCode, h.Get("Content-Security-Policy"))
		}
		if h.Get("X-Frame-Options") != "DENY" || h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: X-Frame-Options %q, X-Content-Type-Options %q", p, h.Get("X-Frame-Options"), h.Get("X-Content-Type-Options"))
		}
		if !strings.Contains(resp.Header.Get("Content-Type"), "html") {
			t.Errorf("%s: Content-Type %q", p, resp.Header.Get("Content-Type"))
		}
		if m := inline.FindString(body); m != "" {
			t.Errorf("%s holds inline script the policy forbids: %q", p, m)
		}
	}
	for _, p := range []string{fmt.Sprintf("/api/games/%d/board.svg", g.ID), fmt.Sprintf("/api/games/%d/market.svg", g.ID),
		fmt.Sprintf("/api/games/%d/board.svg?at=0", g.ID), "/api/games/999999/board.svg", "/assets/favicon.svg"} {
		resp, _ := get(p)
		d := directives(resp.Header.Get("Content-Security-Policy"))
		if _, sandboxed := d["sandbox"]; !sandboxed || d["default-src"] != "'none'" || d["script-src"] != "" || d["frame-ancestors"] != "'none'" {
			t.Errorf("%s (%d): Content-Security-Policy %q", p, resp.StatusCode, resp.Header.Get("Content-Security-Policy"))
		}
		if resp.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: X-Frame-Options %q", p, resp.Header.Get("X-Frame-Options"))
		}
	}
	// The learn pages' script is the site's own.
	if resp, body := get("/learn/page.js"); resp.StatusCode != http.StatusOK || !strings.Contains(resp.Header.Get("Content-Type"), "javascript") || !strings.Contains(body, "ferro.lang") {
		t.Errorf("/learn/page.js: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}
