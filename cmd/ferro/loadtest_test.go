package main

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"ferro/server"
	"ferro/store"
)

// TestLoadtestPlainServer: `ferro loadtest` with no --title plays against
// a server without the test title (a plain `ferro serve`).
func TestLoadtestPlainServer(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "lt.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv := server.New(server.Config{Store: st, Log: log.New(io.Discard, "", 0)})
	defer srv.Close()
	hs := httptest.NewServer(srv)
	defer hs.Close()
	if code := runLoadtest([]string{"--addr", hs.URL, "--games", "2", "--players", "3", "--duration", "1s", "--concurrency", "2"}); code != 0 {
		t.Fatalf("loadtest exit status %d", code)
	}
	games, err := st.ListGames(ctx, store.ListFilter{})
	if err != nil || len(games) < 2 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	played := 0
	for _, g := range games {
		played += g.Version
	}
	t.Logf("%s: %d games, %d actions", games[0].Title, len(games), played)
	if played == 0 {
		t.Fatal("no action was played")
	}
}
