package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// buildFerro builds the ferro binary into dir, readable and runnable by anyone.
func buildFerro(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "ferro")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	os.Chmod(bin, 0o755)
	return bin
}

// TestServeRefusesBadDatabase: `ferro serve` exits with status 1 and says
// why on an empty --db, on a database file it may not write (in a
// directory it may) and on a damaged file, instead of serving 500s.
func TestServeRefusesBadDatabase(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	// Not t.TempDir: its parent is closed to other users.
	dir, derr := os.MkdirTemp("", "ferro-serve-db-")
	if derr != nil {
		t.Fatal(derr)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	os.Chmod(dir, 0o777)
	bin := buildFerro(t, dir)

	good := filepath.Join(dir, "good.db")
	mustServeOnce(t, bin, good) // creates it

	readOnly := filepath.Join(dir, "ro.db")
	mustServeOnce(t, bin, readOnly)
	os.Chmod(readOnly, 0o444)

	damaged := filepath.Join(dir, "damaged.db")
	mustServeOnce(t, bin, damaged)
	f, err := os.OpenFile(damaged, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt([]byte(strings.Repeat("garbage!", 512)), 4096) // the second page
	f.Close()

	for _, c := range []struct {
		name, db, want string
		asOther        bool
	}{
		{"empty --db", "", "--db is empty", false},
		{"read-only file", readOnly, "cannot be written", true},
		{"damaged file", damaged, "is damaged", false},
	} {
		cmd := exec.Command(bin, "serve", "--db", c.db, "--addr", "127.0.0.1:0")
		cmd.Dir = dir
		if c.asOther && os.Geteuid() == 0 {
			// root writes any file: run as nobody, for whom the file is read-only.
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		done := make(chan error, 1)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			code := -1
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			} else if err == nil {
				code = 0
			}
			if code != 1 || !strings.Contains(stderr.String(), c.want) {
				t.Errorf("%s: exit status %d, stderr %q; want 1 and %q", c.name, code, stderr.String(), c.want)
			}
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			<-done
			t.Errorf("%s: ferro serve started (stderr %q)", c.name, stderr.String())
		}
	}
}

// mustServeOnce creates a database by starting ferro serve on it and stopping it.
func mustServeOnce(t *testing.T, bin, db string) {
	t.Helper()
	srv := startServe(t, bin, db, freeAddr(t))
	srv.Process.Signal(os.Interrupt)
	srv.Wait()
}

// TestServeCacheFlag: --cache-mb below 1 is a usage error, not a server
// whose memory limit is 256 MiB with an unbounded cache.
func TestServeCacheFlag(t *testing.T) {
	if code := runServe([]string{"--cache-mb", "0", "--addr", "256.0.0.1:0", "--db", filepath.Join(t.TempDir(), "x.db")}); code != 2 {
		t.Fatalf("--cache-mb 0: exit status %d, want 2", code)
	}
}
