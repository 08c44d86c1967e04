package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"ferro/engine"
	"ferro/store/storetest"
)

// TestCrashRecovery builds ferro, runs `ferro serve` and `ferro loadtest`
// against it, kills the server with SIGKILL in the middle of the load,
// restarts it on the same database and checks that every action the
// server acknowledged is in the log and that every game replays.
func TestCrashRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := filepath.Join(t.TempDir(), "ferro")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) { crashOnce(t, bin, b.DB(t)) })
	}
}

func crashOnce(t *testing.T, bin, db string) {
	dir := t.TempDir()
	addr := freeAddr(t)
	srv := startServe(t, bin, db, addr)
	acks := filepath.Join(dir, "acks.txt")
	var ltOut strings.Builder
	lt := exec.Command(bin, "loadtest", "--addr", "http://"+addr, "--games", "20", "--duration", "6s", "--concurrency", "8", "--acks", acks)
	lt.Stdout, lt.Stderr = &ltOut, &ltOut
	if err := lt.Start(); err != nil {
		t.Fatal(err)
	}
	// Kill the server once the load is well under way: after 300
	// acknowledged actions, or 1.5 s after the first (a slow machine).
	deadline := time.Now().Add(30 * time.Second)
	for len(readAcks(t, acks)) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	deadline = time.Now().Add(1500 * time.Millisecond)
	for len(readAcks(t, acks)) < 300 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	srv.Process.Signal(syscall.SIGKILL)
	srv.Wait()
	before := len(readAcks(t, acks))
	if before == 0 {
		lt.Process.Kill()
		t.Fatalf("no action was acknowledged before the kill:\n%s", ltOut.String())
	}
	time.Sleep(200 * time.Millisecond)
	srv = startServe(t, bin, db, addr)
	if err := lt.Wait(); err != nil {
		t.Fatalf("loadtest: %v\n%s", err, ltOut.String())
	}
	lines := strings.Split(strings.TrimSpace(ltOut.String()), "\n")
	if n := len(lines); n < 2 || !strings.HasPrefix(lines[n-2], "actions/s: ") || !strings.HasPrefix(lines[n-1], "latency p50: ") {
		t.Fatalf("loadtest output does not end with the figures:\n%s", ltOut.String())
	}
	all := readAcks(t, acks)
	if len(all) <= before {
		t.Errorf("no action acknowledged after the restart (%d before the kill)", before)
	}
	t.Logf("%d actions acknowledged before the kill, %d in all", before, len(all))

	// Every acknowledged action is in its game's log, where it was acknowledged.
	byGame := map[int64][]ackLine{}
	for _, a := range all {
		byGame[a.game] = append(byGame[a.game], a)
	}
	for id, acked := range byGame {
		var log struct {
			Actions []engine.Action `json:"actions"`
		}
		getJSON(t, fmt.Sprintf("http://%s/api/games/%d/actions", addr, id), &log)
		for _, a := range acked {
			if a.version > len(log.Actions) {
				t.Fatalf("game %d: acknowledged version %d is lost (log has %d)", id, a.version, len(log.Actions))
			}
			got := log.Actions[a.version-1]
			if got.ID != a.id || got.Key() != a.key {
				t.Fatalf("game %d version %d: log has %s (id %d), acknowledged %s (id %d)", id, a.version, got.Key(), got.ID, a.key, a.id)
			}
		}
	}
	// Every game replays.
	var games []struct {
		ID      int64 `json:"id"`
		Version int   `json:"version"`
	}
	getJSON(t, "http://"+addr+"/api/games?limit=500", &games)
	if len(games) < 20 {
		t.Fatalf("%d games listed, want at least 20", len(games))
	}
	for _, g := range games {
		var st struct {
			Version int `json:"version"`
		}
		getJSON(t, fmt.Sprintf("http://%s/api/games/%d/state", addr, g.ID), &st)
		if st.Version != g.Version {
			t.Errorf("game %d replays to version %d, listed at %d", g.ID, st.Version, g.Version)
		}
	}
	srv.Process.Signal(syscall.SIGTERM)
	srv.Wait()
}

type ackLine struct {
	game    int64
	version int
	id      int
	key     string
}

func readAcks(t *testing.T, path string) []ackLine {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []ackLine
	r := bufio.NewReader(f)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			break // EOF, or a line still being written
		}
		p := strings.SplitN(strings.TrimSuffix(line, "\n"), " ", 4)
		if len(p) != 4 {
			t.Fatalf("ack line %q", line)
		}
		g, _ := strconv.ParseInt(p[0], 10, 64)
		v, _ := strconv.Atoi(p[1])
		id, _ := strconv.Atoi(p[2])
		out = append(out, ackLine{game: g, version: v, id: id, key: p[3]})
	}
	return out
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startServe runs `ferro serve` and waits until it answers /healthz.
func startServe(t *testing.T, bin, db, addr string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--db", db, "--addr", addr, "--test-game", "--rate", "0", "--read-rate", "0")
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

func getJSON(t *testing.T, url string, out any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, b)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}
