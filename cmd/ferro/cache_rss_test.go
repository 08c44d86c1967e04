package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
	"ferro/server"
	"ferro/store"
)

// TestCacheRSS measures the memory of `ferro serve` after each of 10,000
// stored 18ZOO games (the real records, round robin) was read once. It
// is a measurement, run on demand: FERRO_MEASURE_RSS=1 (FERRO_MEASURE_ARGS
// sets the serve flags, default "--read-rate 0"; FERRO_MEASURE_BIN another binary).
func TestCacheRSS(t *testing.T) {
	if os.Getenv("FERRO_MEASURE_RSS") == "" {
		t.Skip("a measurement: set FERRO_MEASURE_RSS=1 to run it")
	}
	const games = 10000
	dir := t.TempDir()
	db := filepath.Join(dir, "rss.db")
	stored := storeFixtureGames(t, db, games)

	bin := os.Getenv("FERRO_MEASURE_BIN")
	if bin == "" {
		bin = buildFerro(t, dir)
	}
	addr := freeAddr(t)
	extra, ok := os.LookupEnv("FERRO_MEASURE_ARGS")
	if !ok {
		extra = "--read-rate 0"
	}
	args := append([]string{"serve", "--db", db, "--addr", addr}, strings.Fields(extra)...)
	srv := startServeArgs(t, bin, addr, args)
	start := time.Now()
	for _, id := range stored {
		resp, err := http.Get(fmt.Sprintf("http://%s/api/games/%d", addr, id))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("game %d: %d", id, resp.StatusCode)
		}
	}
	t.Logf("%d games touched in %v; ferro serve %v: %s", len(stored), time.Since(start).Round(time.Millisecond), args[5:], rss(t, srv.Pid))
	srv.Signal(syscall.SIGTERM)
	srv.Wait()
}

// storeFixtureGames stores n games, the fixture records round robin, each
// as an import would, and returns their ids.
func storeFixtureGames(t *testing.T, db string, n int) []int64 {
	t.Helper()
	var recs []*engine.Session
	filepath.WalkDir(filepath.Join(testkit.FixturesDir(t), "18zoo"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") || strings.HasSuffix(p, ".trace.json") {
			return nil
		}
		b, _ := os.ReadFile(p)
		rec, err := engine.ParseRecord(b)
		if err != nil {
			return nil
		}
		ti, err := registry.Lookup(rec.Title)
		if err != nil {
			return nil
		}
		if sess, err := engine.SessionFromRecord(ti, rec); err == nil {
			recs = append(recs, sess)
		}
		return nil
	})
	if len(recs) == 0 {
		testkit.NoFixture(t, "no 18ZOO records replay")
	}
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	a, err := st.CreateAccount(ctx, "ann", "h")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	actions := 0
	for i := 0; i < n; i++ {
		sess := recs[i%len(recs)]
		cfg := sess.Config()
		g := &store.Game{Title: cfg.Title, OwnerID: a.ID, Status: store.StatusActive, Hotseat: true, MaxPlayers: len(cfg.Players),
			Seed: cfg.Seed, OptionalRules: cfg.OptionalRules, EngineVersion: server.EngineVersion, Acting: []string{}}
		if g.OptionalRules == nil {
			g.OptionalRules = []string{}
		}
		for k, p := range cfg.Players {
			g.Seats = append(g.Seats, store.Seat{Seat: k, PlayerID: p.ID, Name: p.Name, AccountID: a.ID})
		}
		var log [][]byte
		for _, act := range sess.Log() {
			b, _ := json.Marshal(act)
			log = append(log, b)
		}
		actions += len(log)
		if err := st.CreateGame(ctx, g, log); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, g.ID)
	}
	t.Logf("stored %d games (%d records, %d actions in all)", n, len(recs), actions)
	return ids
}

func rss(t *testing.T, pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return err.Error()
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") || strings.HasPrefix(l, "VmHWM:") {
			out = append(out, strings.Join(strings.Fields(l), " "))
		}
	}
	return strings.Join(out, ", ")
}

// startServeArgs runs ferro with args and waits until it answers /healthz.
func startServeArgs(t *testing.T, bin, addr string, args []string) *os.Process {
	t.Helper()
	p, err := os.StartProcess(bin, append([]string{bin}, args...), &os.ProcAttr{Files: []*os.File{nil, nil, os.Stderr}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Kill(); p.Wait() })
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get("http://" + addr + "/healthz"); err == nil {
			resp.Body.Close()
			return p
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("ferro serve did not come up on %s", addr)
	return nil
}
