package server_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ferro/internal/testkit"
	"ferro/server"
	"ferro/store/storetest"
)

// zooRecord reads a real 18ZOO record (455 actions) and pads it with
// undo/redo pairs to n actions, as an import body.
func zooRecord(t *testing.T, n int) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapC", "5774.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec map[string]any
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	actions := rec["actions"].([]any)
	last := actions[len(actions)-1].(map[string]any)
	id := 0
	for _, a := range actions {
		id = max(id, int(a.(map[string]any)["id"].(float64)))
	}
	for len(actions) < n {
		for _, typ := range []string{"undo", "redo"} {
			id++
			actions = append(actions, map[string]any{"type": typ, "entity": last["entity"], "entity_type": last["entity_type"], "id": id})
		}
	}
	rec["actions"] = actions[:n]
	out, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestImportBounds: an import past the action bound, or whose replay
// takes too long, is refused with 413 and stores nothing; one at the
// bound is imported (its CPU cost is logged).
func TestImportBounds(t *testing.T) {
	const bound = 10000
	rec := zooRecord(t, bound)
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.MaxImportActions = bound })
	ann := e.signup("ann").withToken()

	before := cpuTime()
	start := time.Now()
	var g gameView
	ann.must("POST", "/api/games/import", rec, http.StatusCreated, &g)
	t.Logf("import of %d actions (%d bytes): %v CPU, %v wall", bound, len(rec), cpuTime()-before, time.Since(start))
	if g.Version != bound {
		t.Fatalf("imported version %d", g.Version)
	}

	code, body := ann.do("POST", "/api/games/import", zooRecord(t, bound+2))
	var got apiErr
	json.Unmarshal(body, &got)
	if code != http.StatusRequestEntityTooLarge || got.Code != "import_too_large" || !strings.Contains(got.Error, "at most 10000") {
		t.Fatalf("past the action bound: %d %s", code, body)
	}

	// The default byte bound already stops a record far past the action
	// bound, before it is decoded (13.9 MB: 200,000 actions).
	code, body = ann.do("POST", "/api/games/import", zooRecord(t, 200000))
	json.Unmarshal(body, &got)
	if code != http.StatusBadRequest || got.Code != "body_too_large" {
		t.Fatalf("a 13.9 MB record: %d %s", code, body)
	}

	slow := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.MaxReplay = time.Nanosecond }) // no replay is that fast (10,000 entries of undo and redo replay in under 1 ms)
	bob := slow.signup("bob").withToken()
	code, body = bob.do("POST", "/api/games/import", rec)
	json.Unmarshal(body, &got)
	if code != http.StatusRequestEntityTooLarge || !strings.Contains(got.Error, "did not replay within") {
		t.Fatalf("past the replay time: %d %s", code, body)
	}
	var games []gameView
	bob.must("GET", "/api/games", nil, http.StatusOK, &games)
	if len(games) != 0 {
		t.Fatalf("a refused import stored %d games", len(games))
	}
}

// TestTricklingBodyClosed: a client sending its body a byte at a time
// has its connection closed after BodyTimeout.
func TestTricklingBodyClosed(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.BodyTimeout = 300 * time.Millisecond })
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
	closed := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(conn).ReadString('\n')
		closed <- line
	}()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(3 * time.Second)
	for {
		select {
		case line := <-closed:
			if line != "" && !strings.Contains(line, " 400 ") {
				t.Errorf("answer %q, want a 400 or a closed connection", line)
			}
			return
		case <-tick.C:
			conn.Write([]byte(" "))
		case <-deadline:
			t.Fatal("the trickling connection is still open after 3s")
		}
	}
}

// TestAnonymousReadsLimited: callers not signed in are rate limited per
// address (429 with Retry-After); signed-in callers are not counted there.
func TestAnonymousReadsLimited(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.ReadRate, c.ReadBurst = 1, 5 })
	ann := e.signup("ann").withToken()
	limited := 0
	for i := 0; i < 10; i++ {
		resp, err := http.Get(e.url + "/api/games")
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
			t.Fatalf("anonymous read: %d", resp.StatusCode)
		}
	}
	if limited < 4 {
		t.Fatalf("%d of 10 anonymous reads limited (burst 5, 1/s)", limited)
	}
	for i := 0; i < 10; i++ {
		ann.must("GET", "/api/games", nil, http.StatusOK, nil)
	}
}
