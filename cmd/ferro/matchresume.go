package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"ferro/bot"
)

// matchRecordPath is where a match writes the record of seed's game in
// rotation r.
func matchRecordPath(dir string, seed int64, r int) string {
	return filepath.Join(dir, fmt.Sprintf("match-seed-%d-rot-%d.json", seed, r))
}

// resumedGame is the game of seed in rotation r read back from its record
// in dir, as a match resumed with --resume counts it (ok false: no record,
// so it is to be played). The record is replayed action by action (each
// seat's decisions counted as a played game counts them) and must be of
// the match's title, seed and seats, and finished; records keep no think
// times, so a resumed game adds none.
func resumedGame(dir, title string, specs []bot.Spec, seed int64, r int) (g matchGame, ok bool, err error) {
	return resumedGameAt(matchRecordPath(dir, seed, r), title, specs, seed, r)
}

// resumedGameAt is resumedGame of the record at path.
func resumedGameAt(path, title string, specs []bot.Spec, seed int64, r int) (g matchGame, ok bool, err error) {
	if _, err := os.Stat(path); err != nil {
		return g, false, nil
	}
	rec, t, cfg, err := readRecord(path)
	if err != nil {
		return g, true, err
	}
	n := len(specs)
	switch {
	case t.Name() != title:
		return g, true, fmt.Errorf("%s: a game of %s, not %s", path, t.Name(), title)
	case cfg.Seed != seed || len(cfg.Players) != n:
		return g, true, fmt.Errorf("%s: seed %d and %d players, not seed %d and %d", path, cfg.Seed, len(cfg.Players), seed, n)
	}
	game, err := t.New(cfg)
	if err != nil {
		return g, true, fmt.Errorf("%s: %w", path, err)
	}
	g = matchGame{seed: seed, rotation: r, specAt: make([]int, n), actions: len(rec.Actions),
		decisions: make([]int, n), think: make([]time.Duration, n), times: make([][]time.Duration, n)}
	for k, a := range rec.Actions {
		if seat := bot.Mover(game); seat >= 0 && len(game.Legal()) > 1 {
			g.decisions[seat]++
		}
		if err := game.Apply(a); err != nil {
			return g, true, fmt.Errorf("%s: action %d: %w", path, k+1, err)
		}
	}
	if !game.Finished() {
		return g, true, fmt.Errorf("%s: the game is not over after its %d actions", path, len(rec.Actions))
	}
	g.scores, g.end = bot.Scores(game), game.EndReason()
	g.logSum = logSum(rec.Actions)
	for seat := range g.specAt {
		g.specAt[seat] = specAtSeat(seat, r, n)
	}
	return g, true, nil
}

// specAtSeat is the index of the bot that sits at seat in rotation r: the
// bot listed i-th sits at seat (i+r) mod n.
func specAtSeat(seat, r, n int) int { return ((seat-r)%n + n) % n }
