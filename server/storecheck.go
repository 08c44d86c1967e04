package server

import (
	"context"
	"fmt"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/store"
)

// CheckedGame is one game CheckStore replayed.
type CheckedGame struct {
	ID      int64
	Title   string
	Status  string
	Version int
	Err     error // nil: it replays to its stored summary
}

// CheckStore replays every game of st as the server loads it (load) and
// compares the result with the game's stored version and status, calling
// each for every game. lookup nil means the registry's titles.
func CheckStore(ctx context.Context, st store.Store, lookup func(string) (engine.Title, error), each func(CheckedGame)) error {
	if lookup == nil {
		lookup = registry.Lookup
	}
	const page = 500
	for off := 0; ; off += page {
		games, err := st.ListGames(ctx, store.ListFilter{Limit: page, Offset: off})
		if err != nil {
			return err
		}
		for _, g := range games {
			each(checkGame(ctx, st, lookup, g))
		}
		if len(games) < page {
			return nil
		}
	}
}

func checkGame(ctx context.Context, st store.Store, lookup func(string) (engine.Title, error), g *store.Game) CheckedGame {
	c := CheckedGame{ID: g.ID, Title: g.Title, Status: g.Status, Version: g.Version}
	entries, err := st.Actions(ctx, g.ID, 0)
	if err != nil {
		c.Err = err
		return c
	}
	if len(entries) != g.Version {
		c.Err = fmt.Errorf("log has %d entries, game says version %d", len(entries), g.Version)
		return c
	}
	if g.Status == store.StatusOpen || (closedGame(g) && len(entries) == 0) {
		if len(entries) > 0 {
			c.Err = fmt.Errorf("open game with %d actions", len(entries))
		}
		return c
	}
	t, err := lookup(g.Title)
	if err != nil {
		c.Err = err
		return c
	}
	log, err := decodeLog(entries)
	if err != nil {
		c.Err = err
		return c
	}
	sess, err := engine.SessionFromRecord(t, engine.NewRecord(configOf(g), log, nil, g.EngineVersion))
	if err != nil {
		c.Err = fmt.Errorf("does not replay: %w", err)
		return c
	}
	if want := stateOf(sess.Game()).Status; want != g.Status && !closedGame(g) {
		c.Err = fmt.Errorf("replays to status %s, stored %s", want, g.Status)
	}
	return c
}
