package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"ferro/engine"
	"ferro/server/testgame"
)

// shutdownGrace bounds how long ferro serve may take to exit after SIGTERM
// in TestGracefulShutdown (its --grace is 5s; bot searches run up to 10s).
const shutdownGrace = 8 * time.Second

// TestGracefulShutdown builds ferro, runs `ferro serve` under a load of
// eight players submitting actions, a viewer on a WebSocket and a game of
// mcts bots thinking, and sends SIGTERM. The server exits 0 within the
// bound; the viewer is told to reconnect; every action acknowledged is
// stored, and every one not acknowledged was refused cleanly (a JSON
// error, or no answer and nothing stored); the bots' game replays.
func TestGracefulShutdown(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := filepath.Join(t.TempDir(), "ferro")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	db := filepath.Join(t.TempDir(), "ferro.db")
	addr := freeAddr(t)
	srv := serveWith(t, bin, db, addr, "--grace", "5s")
	base := "http://" + addr
	tok := signUpToken(t, base, "owner")

	const players = 8
	games := make([]int64, players)
	for i := range games {
		var g struct{ ID int64 }
		apiCall(t, tok, "POST", base+"/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "seed": i + 1}, http.StatusCreated, &g)
		games[i] = g.ID
	}
	var botGame struct{ ID int64 }
	apiCall(t, tok, "POST", base+"/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "hotseat": true, "seed": 5,
		"bots": []map[string]string{{"kind": "mcts", "strength": "strong"}, {"kind": "mcts", "strength": "strong"}, {"kind": "mcts", "strength": "strong"}}},
		http.StatusCreated, &botGame)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws://"+addr+fmt.Sprintf("/api/games/%d/live", games[0]), nil)
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan error, 1)
	go func() {
		for {
			if _, _, err := conn.Read(ctx); err != nil {
				closed <- err
				return
			}
		}
	}()

	type outcome struct {
		acked   []engine.Action // in order, each at its version
		refused map[string]int  // clean refusals by kind
		unclean []string
	}
	results := make([]outcome, players)
	var wg sync.WaitGroup
	started := make(chan struct{}, players)
	for i := range games {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			res := &results[i]
			res.refused = map[string]int{}
			hc := &http.Client{Timeout: 20 * time.Second}
			for n := 0; ; n++ {
				if n == 5 {
					started <- struct{}{}
				}
				var st struct {
					Version int               `json:"version"`
					Legal   []json.RawMessage `json:"legal"`
				}
				code, _, err := send(hc, tok, "GET", fmt.Sprintf("%s/api/games/%d/state", base, games[i]), nil, &st)
				if err != nil || code != http.StatusOK || len(st.Legal) == 0 {
					return // the server is gone (or the game over)
				}
				var sent struct {
					Action *engine.Action `json:"action"`
					Code   string         `json:"code"`
				}
				code, body, err := send(hc, tok, "POST", fmt.Sprintf("%s/api/games/%d/actions", base, games[i]),
					map[string]any{"version": st.Version, "action": st.Legal[0]}, &sent)
				switch {
				case err != nil:
					res.refused["no answer"]++ // checked below: nothing stored
					return
				case code == http.StatusOK && sent.Action != nil:
					res.acked = append(res.acked, *sent.Action)
				case code >= 400 && code != http.StatusInternalServerError && sent.Code != "":
					res.refused[sent.Code]++
				default:
					res.unclean = append(res.unclean, fmt.Sprintf("status %d: %s", code, body))
				}
			}
		}(i)
	}
	for range players {
		<-started
	}
	time.Sleep(300 * time.Millisecond)
	term := time.Now()
	srv.Process.Signal(syscall.SIGTERM)
	err = srv.Wait()
	took := time.Since(term)
	wg.Wait()
	if err != nil {
		t.Errorf("ferro serve after SIGTERM: %v (want exit status 0)", err)
	}
	if took > shutdownGrace {
		t.Errorf("ferro serve took %v to exit after SIGTERM, want at most %v", took, shutdownGrace)
	}
	select {
	case err := <-closed:
		if st := websocket.CloseStatus(err); st != websocket.StatusServiceRestart {
			t.Errorf("viewer's stream ended with %v (status %d), want %d (service restart: reconnect)", err, st, websocket.StatusServiceRestart)
		}
	case <-time.After(5 * time.Second):
		t.Errorf("viewer's stream still open after the server exited")
	}

	srv = serveWith(t, bin, db, addr)
	total, refusals := 0, map[string]int{}
	for i, id := range games {
		res := results[i]
		for _, u := range res.unclean {
			t.Errorf("game %d: refused uncleanly: %s", id, u)
		}
		for k, n := range res.refused {
			refusals[k] += n
		}
		var log struct {
			Actions []engine.Action `json:"actions"`
		}
		getJSON(t, fmt.Sprintf("%s/api/games/%d/actions", base, id), &log)
		if len(log.Actions) != len(res.acked) {
			t.Errorf("game %d: %d actions stored, %d acknowledged", id, len(log.Actions), len(res.acked))
		}
		for v, a := range res.acked {
			if v >= len(log.Actions) || log.Actions[v].ID != a.ID || log.Actions[v].Key() != a.Key() {
				t.Errorf("game %d: acknowledged action %d (%s) is not stored at version %d", id, a.ID, a.Key(), v+1)
				break
			}
		}
		total += len(res.acked)
	}
	var bg struct {
		Version int `json:"version"`
	}
	getJSON(t, fmt.Sprintf("%s/api/games/%d", base, botGame.ID), &bg)
	var bs struct {
		Version int `json:"version"`
	}
	getJSON(t, fmt.Sprintf("%s/api/games/%d/state", base, botGame.ID), &bs)
	if bs.Version != bg.Version {
		t.Errorf("bot game replays to version %d, stored at %d", bs.Version, bg.Version)
	}
	t.Logf("SIGTERM to exit %v; %d actions acknowledged and stored; refusals %v; bot game at version %d", took.Round(time.Millisecond), total, refusals, bg.Version)
	if total < players*5 {
		t.Errorf("only %d actions acknowledged: no load", total)
	}
	srv.Process.Signal(syscall.SIGTERM)
	srv.Wait()
}

// serveWith runs `ferro serve` for a test game with extra flags and
// waits until it answers /healthz.
func serveWith(t *testing.T, bin, db, addr string, extra ...string) *exec.Cmd {
	t.Helper()
	args := append([]string{"serve", "--db", db, "--addr", addr, "--test-game", "--rate", "0", "--read-rate", "0", "--signin-rate", "0", "--log-level", "warn"}, extra...)
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get("http://" + addr + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return cmd
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("ferro serve did not come up on %s", addr)
	return nil
}

// send does one API call with a bearer token; out gets the JSON answer.
func send(hc *http.Client, tok, method, url string, body, out any) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, b, err
	}
	if out != nil && len(b) > 0 {
		if err := json.Unmarshal(b, out); err != nil {
			return resp.StatusCode, b, errors.New("answer is not JSON: " + strings.TrimSpace(string(b)))
		}
	}
	return resp.StatusCode, b, nil
}

// apiCall does one API call and fails the test unless it answers want.
func apiCall(t *testing.T, tok, method, url string, body any, want int, out any) {
	t.Helper()
	code, b, err := send(http.DefaultClient, tok, method, url, body, out)
	if err != nil || code != want {
		t.Fatalf("%s %s: %d %v %s, want %d", method, url, code, err, b, want)
	}
}

// signUpToken signs up name and returns an API token of the account.
func signUpToken(t *testing.T, base, name string) string {
	t.Helper()
	hc := &http.Client{}
	req, _ := http.NewRequest("POST", base+"/api/signup", strings.NewReader(`{"name":"`+name+`","password":"a long enough secret"}`))
	req.Header.Set("Content-Type", "application/json") // sign-up takes JSON only
	resp, err := hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var acct struct {
		CSRF string `json:"csrf"`
	}
	json.NewDecoder(resp.Body).Decode(&acct)
	resp.Body.Close()
	req, _ = http.NewRequest("POST", base+"/api/tokens", strings.NewReader(`{"label":"test"}`))
	req.Header.Set("X-CSRF-Token", acct.CSRF)
	req.Header.Set("Content-Type", "application/json")
	for _, c := range resp.Cookies() {
		req.AddCookie(c)
	}
	resp, err = hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var tok struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&tok); err != nil || tok.Token == "" {
		t.Fatalf("create token: %d %v", resp.StatusCode, err)
	}
	return tok.Token
}
