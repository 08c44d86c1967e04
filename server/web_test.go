package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestWebPages: the pages of the browser client and its assets are
// served, and unknown API paths still answer a JSON 404.
func TestWebPages(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	get := func(path string) (int, string, string) {
		res, err := http.Get(e.url + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, res.Header.Get("Content-Type"), string(b)
	}
	for _, p := range []string{"/", "/play/1"} {
		code, ct, body := get(p)
		if code != 200 || !strings.HasPrefix(ct, "text/html") || !strings.Contains(body, "/assets/app.js?v=") {
			t.Errorf("GET %s: %d %s, want the page shell", p, code, ct)
		}
	}
	for _, p := range []string{"/assets/app.js", "/assets/style.css", "/assets/favicon.svg"} {
		if code, _, body := get(p); code != 200 || len(body) == 0 {
			t.Errorf("GET %s: %d, %d bytes", p, code, len(body))
		}
	}
	if code, ct, _ := get("/api/nothing"); code != 404 || !strings.HasPrefix(ct, "application/json") {
		t.Errorf("GET /api/nothing: %d %s, want a JSON 404", code, ct)
	}
	if code, _, _ := get("/assets/nothing.js"); code != 404 {
		t.Errorf("GET /assets/nothing.js: %d, want 404", code)
	}
}
