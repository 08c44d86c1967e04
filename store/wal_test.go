package store_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"ferro/store"
)

func walSize(t *testing.T, db string) int64 {
	fi, err := os.Stat(db + "-wal")
	if os.IsNotExist(err) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}

func copyFile(t *testing.T, from, to string) {
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	out.Close()
}

// TestWALTruncatedAtStart: the WAL a crash leaves behind is emptied when
// the server starts again, and nothing in it is lost.
func TestWALTruncatedAtStart(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := filepath.Join(dir, "ferro.db")
	writeGames(t, db, 0) // creates the schema, closes cleanly
	s, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, _ := s.AccountByName(ctx, "ann")
	for i := 0; i < 200; i++ {
		g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusActive, EngineVersion: "1",
			Seats: []store.Seat{{PlayerID: "1", Name: "ann", AccountID: a.ID}}}
		if err := s.CreateGame(ctx, g, [][]byte{[]byte(`{"type":"pass"}`)}); err != nil {
			t.Fatal(err)
		}
	}
	// The files as a crash (kill -9, power loss) would leave them.
	crashed := filepath.Join(dir, "crashed.db")
	copyFile(t, db, crashed)
	copyFile(t, db+"-wal", crashed+"-wal")
	if walSize(t, crashed) == 0 {
		t.Fatal("the test needs a WAL with frames in it")
	}
	c, err := store.Open(ctx, crashed)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if n := walSize(t, crashed); n != 0 {
		t.Errorf("after start the WAL has %d bytes", n)
	}
	if gs, err := c.ListGames(ctx, store.ListFilter{Limit: 500}); err != nil || len(gs) != 200 {
		t.Errorf("after start: %d games, %v", len(gs), err)
	}
}

// TestWALTruncatedPeriodically: while serving, the WAL file is emptied now
// and then, not only on a clean shutdown.
func TestWALTruncatedPeriodically(t *testing.T) {
	defer store.SetTruncateInterval(100 * time.Millisecond)()
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "ferro.db")
	s, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, err := s.CreateAccount(ctx, "ann", "h")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200; i++ {
		g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusActive, EngineVersion: "1",
			Seats: []store.Seat{{PlayerID: "1", Name: "ann", AccountID: a.ID}}}
		if err := s.CreateGame(ctx, g, [][]byte{[]byte(`{"type":"pass"}`)}); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for walSize(t, db) != 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := walSize(t, db); n != 0 {
		t.Fatalf("the WAL still has %d bytes", n)
	}
}
