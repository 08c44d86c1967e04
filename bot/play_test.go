package bot_test

import (
	"context"
	"fmt"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

func config(title string, players int, seed int64) engine.Config {
	cfg := engine.Config{Title: title, Seed: seed}
	for p := 1; p <= players; p++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(p), Name: fmt.Sprintf("Player %d", p)})
	}
	return cfg
}

func play(t *testing.T, title string, bots []bot.Bot, seed int64, budget bot.Budget) *bot.Played {
	t.Helper()
	tt, err := registry.Lookup(title)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bot.Play(context.Background(), tt, config(title, len(bots), seed), bots, budget, 5000)
	if err != nil {
		t.Fatalf("%s seed %d: %v", title, seed, err)
	}
	if !p.Game.Finished() {
		t.Fatalf("%s seed %d: not over after %d actions", title, seed, len(p.Log))
	}
	return p
}
