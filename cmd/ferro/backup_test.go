package main

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
)

// TestBackupDuringLoad builds ferro, runs `ferro serve` under `ferro
// loadtest`, takes `ferro backup` in the middle of the load, and checks
// the copy: `ferro check` passes, every game of the copy replays to its
// stored version and status, and every action acknowledged before the
// backup began is in it. `ferro restore` refuses a database in use or an
// existing one without --replace, and brings the copy back.
func TestBackupDuringLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "ferro")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	run := func(args ...string) (int, string) {
		out, err := exec.Command(bin, args...).CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return code, string(out)
	}
	db, backup := filepath.Join(dir, "live.db"), filepath.Join(dir, "backup.db")
	addr := freeAddr(t)
	srv := serveWith(t, bin, db, addr)
	acks := filepath.Join(dir, "acks.txt")
	var ltOut strings.Builder
	lt := exec.Command(bin, "loadtest", "--addr", "http://"+addr, "--games", "10", "--duration", "4s", "--concurrency", "4", "--acks", acks)
	lt.Stdout, lt.Stderr = &ltOut, &ltOut
	if err := lt.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for len(readAcks(t, acks)) < 100 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	before := readAcks(t, acks)
	if code, out := run("backup", "--db", db, "--out", backup); code != 0 {
		t.Fatalf("ferro backup during the load: exit %d\n%s", code, out)
	}
	afterBackup := len(readAcks(t, acks))
	if code, out := run("backup", "--db", db, "--out", backup); code == 0 || !strings.Contains(out, "exists") {
		t.Errorf("a backup over an existing file: exit %d\n%s", code, out)
	}
	if code, out := run("restore", "--from", backup, "--db", db, "--replace"); code == 0 || !strings.Contains(out, "in use") {
		t.Errorf("restore over the database a server uses: exit %d\n%s", code, out)
	}
	if err := lt.Wait(); err != nil {
		t.Fatalf("loadtest: %v\n%s", err, ltOut.String())
	}
	all := readAcks(t, acks)
	if len(all) <= afterBackup {
		t.Errorf("no action acknowledged after the backup (%d before it): the backup was not taken during the load", afterBackup)
	}
	srv.Process.Signal(syscall.SIGTERM)
	srv.Wait()

	code, out := run("check", "--db", backup, "--test-game")
	if code != 0 || !strings.Contains(out, " 0 failing") {
		t.Fatalf("ferro check of the backup: exit %d\n%s", code, out)
	}
	t.Logf("%d actions acknowledged before the backup, %d in all; check: %s", len(before), len(all), strings.TrimSpace(out))

	ctx := context.Background()
	st, err := store.OpenCopy(ctx, backup)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	games := 0
	lookup := testgame.Lookup(registry.Lookup)
	err = server.CheckStore(ctx, st, func(n string) (engine.Title, error) { return lookup(n) }, func(g server.CheckedGame) {
		games++
		if g.Err != nil {
			t.Errorf("game %d of the backup: %v", g.ID, g.Err)
		}
	})
	if err != nil || games < 10 {
		t.Fatalf("%d games replayed from the backup: %v", games, err)
	}
	for _, a := range before {
		entries, err := st.Actions(ctx, a.game, a.version-1)
		if err != nil || len(entries) == 0 {
			t.Fatalf("game %d: action acknowledged at version %d before the backup is not in it (%v)", a.game, a.version, err)
		}
		var got engine.Action
		if err := got.UnmarshalJSON(entries[0]); err != nil || got.ID != a.id || got.Key() != a.key {
			t.Fatalf("game %d version %d: backup has %s, acknowledged %s", a.game, a.version, got.Key(), a.key)
		}
	}

	if code, out := run("restore", "--from", backup, "--db", db); code == 0 || !strings.Contains(out, "--replace") {
		t.Errorf("restore over an existing database without --replace: exit %d\n%s", code, out)
	}
	if code, out := run("restore", "--from", backup, "--db", db, "--replace"); code != 0 {
		t.Fatalf("ferro restore: exit %d\n%s", code, out)
	}
	srv = serveWith(t, bin, db, addr)
	var g struct {
		Version int `json:"version"`
	}
	last := before[len(before)-1]
	getJSON(t, fmt.Sprintf("http://%s/api/games/%d/state", addr, last.game), &g)
	want, _ := st.GameVersion(ctx, last.game)
	if g.Version != want {
		t.Errorf("restored game %d at version %d, the backup has %d", last.game, g.Version, want)
	}
	srv.Process.Signal(syscall.SIGTERM)
	srv.Wait()
}
