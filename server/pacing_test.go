package server_test

import (
	"net/http"
	"testing"

	"ferro/server"
	"ferro/store/storetest"
)

// TestAnonymousPagesLimited: the HTML pages, the learn pages and the web
// shell count against the same per-address budget as anonymous API reads:
// a burst of page reads gets 429 with Retry-After; static assets have a
// bucket of their own.
func TestAnonymousPagesLimited(t *testing.T) {
	for _, path := range []string{"/games", "/learn", "/learn/", "/", "/play/1"} {
		t.Run(path, func(t *testing.T) {
			e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.ReadRate, c.ReadBurst = 0.01, 3 })
			limited := 0
			for i := 0; i < 8; i++ {
				resp, err := http.Get(e.url + path)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
				switch resp.StatusCode {
				case http.StatusOK:
				case http.StatusTooManyRequests:
					if resp.Header.Get("Retry-After") == "" {
						t.Error("429 without Retry-After")
					}
					limited++
				default:
					t.Fatalf("GET %s: %d", path, resp.StatusCode)
				}
			}
			if limited != 5 {
				t.Fatalf("%d of 8 reads of %s limited (burst 3), want 5", limited, path)
			}
			// the pages used up the address's reads: the API is limited too,
			// but the assets have their own budget
			resp, err := http.Get(e.url + "/api/games")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusTooManyRequests {
				t.Errorf("API read after the page burst: %d, want 429", resp.StatusCode)
			}
			resp, err = http.Get(e.url + "/assets/style.css")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Errorf("asset after the page burst: %d, want 200", resp.StatusCode)
			}
		})
	}
}
