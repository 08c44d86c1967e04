package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestLearnPagesServed: the server serves the learn pages as HTML.
func TestLearnPagesServed(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	for _, p := range []string{"/learn", "/learn/18zoo?step=3", "/learn/1713-menorca"} {
		resp, err := http.Get(e.url + p)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") || !strings.Contains(string(body), "<h1>") {
			t.Fatalf("GET %s: %d %s", p, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
}
