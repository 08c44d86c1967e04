package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestBotLoad measures `ferro serve` under bot load: one account plays ten
// 1713 Menorca games of three strong mcts bots each, while another plays
// against two random bots; it reports the random bots' reply time to the
// person's moves and the server's RSS. A measurement, run on demand:
// FERRO_MEASURE_BOTS=1 (FERRO_MEASURE_FOR its length, default 150s;
// FERRO_MEASURE_BIN another binary).
func TestBotLoad(t *testing.T) {
	if os.Getenv("FERRO_MEASURE_BOTS") == "" {
		t.Skip("a measurement: set FERRO_MEASURE_BOTS=1 to run it")
	}
	length := 150 * time.Second
	if d, err := time.ParseDuration(os.Getenv("FERRO_MEASURE_FOR")); err == nil {
		length = d
	}
	dir := t.TempDir()
	bin := os.Getenv("FERRO_MEASURE_BIN")
	if bin == "" {
		bin = buildFerro(t, dir)
	}
	addr := freeAddr(t)
	srv := startServeArgs(t, bin, addr, []string{"serve", "--db", filepath.Join(dir, "bots.db"), "--addr", addr, "--rate", "0", "--read-rate", "0"})
	base := "http://" + addr
	ann, bob := signupLoad(t, base, "ann"), signupLoad(t, base, "bob")
	strong := []map[string]string{{"kind": "mcts", "strength": "strong"}, {"kind": "mcts", "strength": "strong"}, {"kind": "mcts", "strength": "strong"}}
	var annGames []int64
	for i := 0; i < 10; i++ {
		var g struct{ ID int64 }
		ann.do(t, "POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "hotseat": true, "seed": i + 1, "bots": strong}, &g)
		annGames = append(annGames, g.ID)
	}
	time.Sleep(2 * time.Second)
	newBobGame := func(seed int) int64 {
		var g struct{ ID int64 }
		bob.do(t, "POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "hotseat": true, "seed": seed,
			"bots": []map[string]string{{"kind": "random"}, {"kind": "random"}}}, &g)
		return g.ID
	}
	type state struct {
		Version int
		Status  string
		Acting  []string
		Legal   []json.RawMessage
	}
	start := time.Now()
	bg := newBobGame(100)
	var replies []time.Duration
	var samples []string
	nextSample := time.Now()
	for time.Since(start) < length {
		if time.Now().After(nextSample) {
			samples = append(samples, fmt.Sprintf("%ds %s", int(time.Since(start).Seconds()), rss(t, srv.Pid)))
			nextSample = nextSample.Add(15 * time.Second)
		}
		var st state
		bob.do(t, "GET", fmt.Sprintf("/api/games/%d/state?legal=1", bg), nil, &st)
		if st.Status != "active" {
			bg = newBobGame(100 + len(replies))
			continue
		}
		if !slices.Contains(st.Acting, "1") || len(st.Legal) == 0 {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		bob.do(t, "POST", fmt.Sprintf("/api/games/%d/actions", bg), map[string]any{"version": st.Version, "action": st.Legal[0]}, nil)
		moved := time.Now()
		for {
			var after state
			bob.do(t, "GET", fmt.Sprintf("/api/games/%d/state", bg), nil, &after)
			if after.Version > st.Version+1 || after.Status != "active" || slices.Contains(after.Acting, "1") {
				if after.Version > st.Version+1 {
					replies = append(replies, time.Since(moved))
				}
				break
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
	annMoves := 0
	for _, id := range annGames {
		var st state
		ann.do(t, "GET", fmt.Sprintf("/api/games/%d/state", id), nil, &st)
		annMoves += st.Version
	}
	samples = append(samples, fmt.Sprintf("end %s", rss(t, srv.Pid)))
	slices.Sort(replies)
	pct := func(p float64) time.Duration {
		if len(replies) == 0 {
			return 0
		}
		return replies[min(len(replies)-1, int(p*float64(len(replies))))].Round(time.Millisecond)
	}
	t.Logf("%v: ann's ten strong-bot games made %d moves; bob's random bots answered %d moves: p50 %v, p95 %v, max %v",
		length, annMoves, len(replies), pct(0.5), pct(0.95), pct(1))
	t.Logf("RSS: %s", strings.Join(samples, "; "))
}

type loadClient struct {
	base string
	hc   *http.Client
	csrf string
}

func signupLoad(t *testing.T, base, name string) *loadClient {
	jar, _ := cookiejar.New(nil)
	c := &loadClient{base: base, hc: &http.Client{Jar: jar, Timeout: time.Minute}}
	var acct struct{ CSRF string }
	c.do(t, "POST", "/api/signup", map[string]string{"name": name, "password": "correct horse " + name}, &acct)
	c.csrf = acct.CSRF
	return c
}

func (c *loadClient) do(t *testing.T, method, path string, body, out any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, c.base+path, rd)
	req.Header.Set("Content-Type", "application/json")
	if c.csrf != "" {
		req.Header.Set("X-CSRF-Token", c.csrf)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 && resp.StatusCode != http.StatusConflict {
		t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
	}
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
	}
}
