package main

import (
	"context"
	"encoding/json"
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

// TestLoadtestPlaysRuns: the load test plays the concrete best run that
// every title lists, and leaves out only a run_routes without routes.
func TestLoadtestPlaysRuns(t *testing.T) {
	concrete := json.RawMessage(`{"type":"run_routes","entity":"GI","routes":[{"train":"2S-0","connections":[["H9","H11"]],"hexes":["H9","H11"],"revenue":40}]}`)
	empty := json.RawMessage(`{"type":"run_routes","entity":"GI","routes":[]}`)
	template := json.RawMessage(`{"type":"run_routes","entity":"GI"}`)
	pass := json.RawMessage(`{"type":"pass","entity":"GI"}`)
	got := playable(ltState{Legal: []json.RawMessage{concrete, empty, template, pass}})
	if len(got) != 3 || string(got[0]) != string(concrete) || string(got[1]) != string(empty) || string(got[2]) != string(pass) {
		t.Fatalf("playable kept %s, want the concrete run, the empty run and the pass", got)
	}
}
