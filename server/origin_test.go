package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// rawPost sends body with the given headers and no cookie jar, and
// returns the response (its body read and closed).
func rawPost(t *testing.T, url, body string, hdr map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest("POST", url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

// TestLoginCSRF: a page elsewhere cannot sign a browser in to another
// account: sign-up and sign-in refuse a form's text/plain body spelling
// JSON, and a JSON body a browser says comes from another site; neither
// sets a cookie. The server's own page (same Origin) and a script (no
// Origin) sign in.
func TestLoginCSRF(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	anonClient(e).must("POST", "/api/signup", map[string]string{"name": "attacker", "password": "horse=battery"}, http.StatusCreated, nil)
	creds := `{"name":"attacker","password":"horse=battery"}`
	// <form method=post enctype=text/plain> with one field named
	// `{"name":"attacker","password":"horse` and valued `battery"}`.
	form := creds
	for _, c := range []struct {
		name string
		body string
		hdr  map[string]string
		want int
	}{
		{"text/plain form from elsewhere", form, map[string]string{"Content-Type": "text/plain", "Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}, http.StatusUnsupportedMediaType},
		{"text/plain without Origin", form, map[string]string{"Content-Type": "text/plain"}, http.StatusUnsupportedMediaType},
		{"urlencoded form", creds, map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, http.StatusUnsupportedMediaType},
		{"JSON from another origin", creds, map[string]string{"Content-Type": "application/json", "Origin": "https://evil.example"}, http.StatusForbidden},
		{"JSON, cross-site", creds, map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"JSON, same-site", creds, map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "same-site"}, http.StatusForbidden},
		{"JSON, Origin null", creds, map[string]string{"Content-Type": "application/json", "Origin": "null"}, http.StatusForbidden},
		{"own page", creds, map[string]string{"Content-Type": "application/json", "Origin": e.url, "Sec-Fetch-Site": "same-origin"}, http.StatusOK},
		{"script", creds, map[string]string{"Content-Type": "application/json; charset=utf-8"}, http.StatusOK},
	} {
		for _, path := range []string{"/api/signin", "/api/signup"} {
			want := c.want
			if want == http.StatusOK && path == "/api/signup" {
				want = http.StatusConflict // the name is taken: the request got through
			}
			resp := rawPost(t, e.url+path, c.body, c.hdr)
			if resp.StatusCode != want {
				t.Errorf("%s %s: status %d, want %d", c.name, path, resp.StatusCode, want)
			}
			if set := resp.Header.Get("Set-Cookie"); (set != "") != (resp.StatusCode == http.StatusOK) {
				t.Errorf("%s %s: status %d with Set-Cookie %q", c.name, path, resp.StatusCode, set)
			}
		}
	}
}

// TestCookieWritesSameOrigin: a write made with the session cookie and
// its CSRF token is still refused when a browser says it comes from
// another site or its body is not declared JSON; with an API token no
// Origin rule applies.
func TestCookieWritesSameOrigin(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	body := `{"label":"x"}`
	post := func(hdr map[string]string) int {
		req, _ := http.NewRequest("POST", e.url+"/api/tokens", strings.NewReader(body))
		req.Header.Set("X-CSRF-Token", ann.csrf)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := ann.hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for _, c := range []struct {
		hdr  map[string]string
		want int
	}{
		{map[string]string{"Content-Type": "application/json", "Origin": "https://evil.example"}, http.StatusForbidden},
		{map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{map[string]string{"Content-Type": "text/plain", "Origin": e.url}, http.StatusUnsupportedMediaType},
		{map[string]string{"Content-Type": "application/json", "Origin": e.url, "Sec-Fetch-Site": "same-origin"}, http.StatusCreated},
	} {
		if got := post(c.hdr); got != c.want {
			t.Errorf("%v: status %d, want %d", c.hdr, got, c.want)
		}
	}
	// A bodyless write (sign-out, start, undo) needs no Content-Type.
	req, _ := http.NewRequest("POST", e.url+"/api/signout", nil)
	req.Header.Set("X-CSRF-Token", ann.csrf)
	req.Header.Set("Origin", e.url)
	resp, err := ann.hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("bodyless sign-out: status %d", resp.StatusCode)
	}
	// A token's request from anywhere is a script's.
	tok := e.signup("bob").withToken()
	resp = rawPost(t, e.url+"/api/games", fmt.Sprintf(`{"title":%q,"players":2}`, "Ferro Test Count"), map[string]string{"Authorization": "Bearer " + tok.token, "Origin": "https://evil.example"})
	if resp.StatusCode != http.StatusCreated {
		t.Errorf("token request with a foreign Origin: status %d", resp.StatusCode)
	}
}
