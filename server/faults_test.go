package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"strings"
	"sync"
	"testing"

	"ferro/server"
	"ferro/store/storetest"
)

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestDatabaseFault: a database that fails under a running server makes
// it answer 503 with a short reason, and the same error on every request
// is logged once with a count.
func TestDatabaseFault(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			var logs syncBuffer
			e := newEnv(t, b, func(c *server.Config) { c.Log = log.New(&logs, "", 0) })
			ann := e.signup("ann")
			e.st.Close() // the database goes away under the server
			for i := 0; i < 20; i++ {
				resp, err := http.Get(e.url + "/api/games")
				if err != nil {
					t.Fatal(err)
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				var got apiErr
				json.Unmarshal(body, &got)
				if resp.StatusCode != http.StatusServiceUnavailable || got.Code != "database_unavailable" ||
					got.Error != "database unavailable: the database is closed" || resp.Header.Get("Retry-After") == "" {
					t.Fatalf("request %d: %d %s (Retry-After %q)", i, resp.StatusCode, body, resp.Header.Get("Retry-After"))
				}
			}
			ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3}, http.StatusServiceUnavailable, nil)
			e.srv.Close() // ends the logging window
			lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
			if len(lines) != 3 || !strings.Contains(lines[0], "list games") || !strings.Contains(lines[1], "read login") ||
				!strings.Contains(lines[2], "list games") || !strings.Contains(lines[2], "repeated 19 more times") {
				t.Fatalf("log:\n%s", logs.String())
			}
		})
	}
}
