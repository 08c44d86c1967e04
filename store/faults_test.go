package store_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/store"
)

// TestOpenRefusesBadSQLite: an empty --db and a damaged file are refused
// at start-up, saying why.
func TestOpenRefusesBadSQLite(t *testing.T) {
	ctx := context.Background()
	if _, err := store.Open(ctx, ""); err == nil || !strings.Contains(err.Error(), "--db is empty") {
		t.Errorf(`Open(""): %v`, err)
	}

	path := filepath.Join(t.TempDir(), "ferro.db")
	writeGames(t, path, 300)
	damage(t, path)
	if s, err := store.Open(ctx, path); err == nil {
		s.Close()
		t.Fatal("a damaged database file opened")
	} else if !strings.Contains(err.Error(), "damaged") {
		t.Errorf("damaged file: %v", err)
	}
}

// writeGames stores n games with a few log entries each, so that the file
// has many pages, and closes the database.
func writeGames(t testing.TB, path string, n int) {
	t.Helper()
	ctx := context.Background()
	s, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, err := s.CreateAccount(ctx, "ann", "h")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusActive, EngineVersion: "1",
			Seats: []store.Seat{{PlayerID: "1", Name: "ann", AccountID: a.ID}}}
		log := [][]byte{}
		for k := 0; k < 10; k++ {
			log = append(log, []byte(fmt.Sprintf(`{"type":"pass","entity":"1","id":%d,"pad":"%s"}`, k+1, strings.Repeat("x", 60))))
		}
		if err := s.CreateGame(ctx, g, log); err != nil {
			t.Fatal(err)
		}
	}
}

// damage writes garbage over pages in the middle of a database file.
func damage(t testing.TB, path string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, _ := f.Stat()
	garbage := []byte(strings.Repeat("garbage!", 1024))
	if _, err := f.WriteAt(garbage, fi.Size()/2/4096*4096); err != nil {
		t.Fatal(err)
	}
}

// TestFaultReason: database errors become Faults with a short reason;
// the answers callers branch on stay as they are.
func TestFaultReason(t *testing.T) {
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "ferro.db"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Game(ctx, 42); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("missing game: %v", err)
	}
	s.Close()
	_, err = s.Game(ctx, 1)
	var f *store.Fault
	if !errors.As(err, &f) || f.Reason() != "the database is closed" {
		t.Fatalf("closed store: %v (%T)", err, err)
	}
}
