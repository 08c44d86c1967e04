package server_test

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"

	"ferro/server"
	"ferro/store/storetest"
)

// rawPost sends a JSON body with extra headers and returns the response
// (its body closed).
func jsonPost(t *testing.T, url string, body string, hdr map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest("POST", url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
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

// TestTrustedProxies: X-Forwarded-For and Forwarded name the client for the
// per-address limits only when the connection comes from a trusted proxy,
// and only the hops that proxy vouches for count; X-Forwarded-Proto https
// from a trusted proxy marks the session cookie Secure. From anyone else
// the headers change nothing.
func TestTrustedProxies(t *testing.T) {
	loopback := []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	limited := func(trusted []netip.Prefix) func(*server.Config) {
		return func(c *server.Config) {
			c.AnonRate, c.AnonBurst = 0.0001, 1 // one sign-in attempt per address
			c.TrustedProxies = trusted
		}
	}
	signin := func(e *env, hdr map[string]string) int {
		return jsonPost(t, e.url+"/api/signin", `{"name":"nobody","password":"wrong password"}`, hdr).StatusCode
	}
	xff := func(v string) map[string]string { return map[string]string{"X-Forwarded-For": v} }

	b := storetest.Backends()[0]
	behind := newEnv(t, b, limited(loopback))
	steps := []struct {
		what string
		hdr  map[string]string
		want int
	}{
		{"first client", xff("203.0.113.1"), http.StatusUnauthorized},
		{"first client again", xff("203.0.113.1"), http.StatusTooManyRequests},
		{"another client", xff("203.0.113.2"), http.StatusUnauthorized},
		{"first client with a forged hop before it", xff("198.51.100.9, 203.0.113.1"), http.StatusTooManyRequests},
		{"Forwarded header", map[string]string{"Forwarded": `for="[2001:db8::7]:4711";proto=https`}, http.StatusUnauthorized},
		{"Forwarded header again", map[string]string{"Forwarded": `for="[2001:db8::7]:4711"`}, http.StatusTooManyRequests},
	}
	for _, s := range steps {
		if got := signin(behind, s.hdr); got != s.want {
			t.Errorf("behind a trusted proxy, %s: status %d, want %d", s.what, got, s.want)
		}
	}

	direct := newEnv(t, b, limited(nil))
	if got := signin(direct, xff("203.0.113.1")); got != http.StatusUnauthorized {
		t.Fatalf("untrusted, first request: %d", got)
	}
	if got := signin(direct, xff("203.0.113.2")); got != http.StatusTooManyRequests {
		t.Errorf("untrusted peer's X-Forwarded-For was believed: a new address got status %d, want 429", got)
	}

	secure := func(e *env, name string) bool {
		resp := jsonPost(t, e.url+"/api/signup", `{"name":"`+name+`","password":"correct horse battery"}`,
			map[string]string{"X-Forwarded-Proto": "https", "X-Forwarded-For": "192.0.2." + name[len(name)-1:]})
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("sign-up %s: %d", name, resp.StatusCode)
		}
		for _, c := range resp.Cookies() {
			if c.Name == "ferro_session" {
				return c.Secure
			}
		}
		t.Fatalf("sign-up %s set no session cookie", name)
		return false
	}
	trustOnly := func(trusted []netip.Prefix) func(*server.Config) {
		return func(c *server.Config) { c.TrustedProxies = trusted }
	}
	if !secure(newEnv(t, b, trustOnly(loopback)), "ann1") {
		t.Errorf("X-Forwarded-Proto https from a trusted proxy: session cookie not Secure")
	}
	if secure(newEnv(t, b, trustOnly(nil)), "ann2") {
		t.Errorf("X-Forwarded-Proto https from an untrusted peer marked the cookie Secure")
	}
}
