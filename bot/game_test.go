package bot

import (
	"fmt"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
)

// newTitleGame is a new game of title with players seats named 1, 2, ...
// (the external tests have config for the same).
func newTitleGame(t *testing.T, title string, players int, seed int64) engine.Game {
	t.Helper()
	tt, err := registry.Lookup(title)
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Title: title, Seed: seed}
	for p := 1; p <= players; p++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(p), Name: fmt.Sprint(p)})
	}
	g, err := tt.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
