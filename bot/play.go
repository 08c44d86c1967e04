package bot

import (
	"context"
	"fmt"
	"time"

	"ferro/engine"
)

// Played is a game Play played.
type Played struct {
	Game      engine.Game
	Log       []engine.Action   // with ids 1, 2, …
	Decisions []int             // decisions made per seat (a decision: a position with more than one legal action)
	Think     []time.Duration   // time spent in Act per seat
	Times     [][]time.Duration // per seat, the time of each decision
}

// Play plays a game of title from cfg, seat i played by bots[i], until it
// ends or the log holds maxActions actions. A bot error, or an action the
// game refuses, stops play with an error naming the seat, action and rule
// (the game so far is returned too).
func Play(ctx context.Context, title engine.Title, cfg engine.Config, bots []Bot, budget Budget, maxActions int) (*Played, error) {
	g, err := title.New(cfg)
	if err != nil {
		return nil, err
	}
	if len(bots) != len(cfg.Players) {
		return nil, fmt.Errorf("bot: %d bots for %d seats", len(bots), len(cfg.Players))
	}
	p := &Played{Game: g, Decisions: make([]int, len(bots)), Think: make([]time.Duration, len(bots)), Times: make([][]time.Duration, len(bots))}
	for len(p.Log) < maxActions && !g.Finished() {
		if err := ctx.Err(); err != nil {
			return p, err
		}
		seat := Mover(g)
		if seat < 0 {
			return p, fmt.Errorf("bot: after %d actions nobody acts and the game is not over", len(p.Log))
		}
		start := time.Now()
		a, err := consentedAct(ctx, bots[seat], Position{Game: g, Seat: seat, Log: p.Log}, budget, ConsentSeed(cfg.Seed, len(p.Log)))
		took := time.Since(start)
		p.Think[seat] += took
		if err != nil {
			return p, fmt.Errorf("bot: seat %d (%s) after %d actions: %w", seat, bots[seat].Name(), len(p.Log), err)
		}
		if len(g.Legal()) > 1 {
			p.Decisions[seat]++
			p.Times[seat] = append(p.Times[seat], took)
		}
		a.ID = len(p.Log) + 1
		if err := g.Apply(a); err != nil {
			return p, fmt.Errorf("bot: seat %d (%s) played %s by %s, refused: %w", seat, bots[seat].Name(), a.Type, a.Entity, err)
		}
		p.Log = append(p.Log, a)
	}
	return p, nil
}

// consentedAct is b's move at pos as a table has it made: a move that
// takes something from another seat (engine.Trader) is put to that seat,
// which answers by its own judgement (Accepts, drawing from seed), and,
// refused, b chooses again without it, as the server has a bot do
// (server/botconsent.go). Without it a match gave every trade, such as a
// power bought from a rival for 0$N, whatever its seller thought.
func consentedAct(ctx context.Context, b Bot, pos Position, budget Budget, seed uint64) (engine.Action, error) {
	a, err := b.Act(ctx, pos, budget)
	if err != nil {
		return a, err
	}
	if _, no := refusal(pos.Game, pos.Seat, a, seed); !no {
		return a, nil
	}
	a, _, err = answeredBest(ctx, b, budget, pos.Game, pos.Seat, pos.Log, seed)
	return a, err
}

// ConsentSeed seeds a seller's judgement (Accepts) of a trade proposed
// after actions actions of a game with seed gameSeed, in Play and in
// self-play.
func ConsentSeed(gameSeed int64, actions int) uint64 {
	return uint64(gameSeed)<<20 ^ uint64(actions)
}
