package store_test

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ferro/store"
)

// TestOneServerPerSQLiteFile: while one store has a SQLite file open, a
// second refuses it, naming PostgreSQL; closing the first, or killing its
// process with SIGKILL, lets the next one open it.
func TestOneServerPerSQLiteFile(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ferro.db")
	first, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := store.Open(ctx, path); err == nil {
		s.Close()
		t.Fatal("a second store opened the same SQLite file")
	} else if !strings.Contains(err.Error(), "PostgreSQL") || !strings.Contains(err.Error(), "in use") {
		t.Fatalf("second open: %v", err)
	}
	first.Close()
	again, err := store.Open(ctx, path)
	if err != nil {
		t.Fatalf("after the first closed: %v", err)
	}
	again.Close()

	// Another process holds it, and is killed.
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldDatabase$")
	cmd.Env = append(os.Environ(), "FERRO_HOLD_DB="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if sc.Text() == "holding" {
				ready <- true
			}
		}
		close(ready)
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("the helper process ended before holding the database")
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the helper process did not open the database")
	}
	if s, err := store.Open(ctx, path); err == nil {
		s.Close()
		t.Fatal("opened a SQLite file another process holds")
	} else if !strings.Contains(err.Error(), "pid") {
		t.Errorf("held by another process: %v", err)
	}
	cmd.Process.Kill() // SIGKILL: no clean shutdown
	cmd.Wait()
	s, err := store.Open(ctx, path)
	if err != nil {
		t.Fatalf("after kill -9 of the holder: %v", err)
	}
	s.Close()
}

// TestHoldDatabase is TestOneServerPerSQLiteFile's helper process: it opens
// FERRO_HOLD_DB and waits to be killed.
func TestHoldDatabase(t *testing.T) {
	path := os.Getenv("FERRO_HOLD_DB")
	if path == "" {
		t.Skip("helper process of TestOneServerPerSQLiteFile")
	}
	s, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	os.Stdout.WriteString("holding\n")
	time.Sleep(time.Minute)
}
