// Package bot holds Ferro's computer players: random, random by type,
// heuristic (one-ply search over an evaluation) and mcts (search with
// per-seat rewards over determinized copies). Bots see a game only through
// the engine's interfaces (engine.Game, whose parts Scorer, Featurer,
// Determinizer and SearchTuner every game gives), so this package names
// no title.
package bot

import (
	"context"
	"errors"
	"time"

	"ferro/engine"
)

// Bot chooses an action for the seat to move.
type Bot interface {
	// Name is the bot's kind, e.g. "random", "heuristic", "mcts".
	Name() string
	// Act returns a concrete legal action of pos.Game for pos.Seat within
	// budget, or an error when there is none or ctx ended first with
	// nothing chosen (a search stopped by ctx returns its best so far).
	Act(ctx context.Context, pos Position, budget Budget) (engine.Action, error)
}

// Position is what a bot is asked about.
type Position struct {
	Game engine.Game
	Seat int // index into Game.Config().Players of the seat to move
	// Log is the game's actions so far, when known; a search uses it to
	// carry its tree over from its last decision (nil: no reuse).
	Log []engine.Action
	// Skip, when set, rules out legal actions the bot may not choose now
	// (a trade the other side has declined at this position).
	Skip func(engine.Action) bool
}

// Budget bounds a decision: Sims simulations (searches), Time of wall
// clock; whichever ends first. Zero fields do not bound. Fixed simulation
// counts make matches reproducible; servers use time.
type Budget struct {
	Sims int
	Time time.Duration
}

// ErrNoAction is returned when the seat has no legal action.
var ErrNoAction = errors.New("bot: no legal action")

// SeatOf is the seat of player id in g, or -1.
func SeatOf(g engine.Game, id string) int {
	for i, p := range g.Config().Players {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// Mover is the seat that acts now (the first of Acting), or -1.
func Mover(g engine.Game) int {
	ids := g.Acting()
	if len(ids) == 0 {
		return -1
	}
	return SeatOf(g, ids[0])
}

// Actions lists the legal actions of g (a title lists the best run as a
// concrete run_routes) less chat messages and, while another is left,
// actions that take back the bot's own move in the round (keepMoves).
func Actions(g engine.Game) []engine.Action {
	legal := g.Legal()
	clean := true
	for i := range legal {
		if legal[i].Type == "message" {
			clean = false
			break
		}
	}
	if clean {
		return keepMoves(g, legal) // (most lists: no copy)
	}
	out := legal[:0:0]
	for _, a := range legal {
		if a.Type != "message" {
			out = append(out, a)
		}
	}
	return keepMoves(g, out)
}

// Scores is every seat's score in g: Result when it is over, else the
// title's Scorer (nil when it has none: a game made for a test).
func Scores(g engine.Game) []float64 {
	players := g.Config().Players
	out := make([]float64, len(players))
	if g.Finished() {
		res := g.Result()
		for i, p := range players {
			out[i] = float64(res[p.ID])
		}
		return out
	}
	scores := g.Scores()
	if scores == nil {
		return nil
	}
	for i, v := range scores {
		out[i] = float64(v)
	}
	return out
}

// determinize is the copy of g a search for seat may read.
func determinize(g engine.Game, seat int, seed uint64) engine.Game {
	return g.Determinize(seat, seed)
}

// deadline is when a budget's time runs out (zero: never).
func deadline(ctx context.Context, b Budget, start time.Time) time.Time {
	var d time.Time
	if b.Time > 0 {
		d = start.Add(b.Time)
	}
	if cd, ok := ctx.Deadline(); ok && (d.IsZero() || cd.Before(d)) {
		d = cd
	}
	return d
}

// searchEnd is when a search with budget b should stop simulating: the
// deadline less a reserve of a tenth of the time budget (at most 100 ms)
// for the simulation under way when it passes and the work after the last
// one (zero: never).
func searchEnd(ctx context.Context, b Budget, start time.Time) time.Time {
	d := deadline(ctx, b, start)
	if d.IsZero() || b.Time <= 0 {
		return d
	}
	return d.Add(-min(b.Time/10, 100*time.Millisecond))
}
