package store

import (
	"context"
	"time"
)

// Clock leases. Every server sharing a database ticks the clocks, and
// finds the same games due (DueTables, open games to expire); before it
// handles a game's clock events it claims the game's clock lease, so that
// one server at a time times a player out, opens a vote or expires a game.
// A lease lapses at its expiry, so a server that dies holding one delays
// the game's clock work only until then. The lease works as the bot
// leases do (botturns.go), in a table of its own: a server's clock work on
// a game never takes or drops its bot lease.

// ClaimClockTurn takes (or renews) the lease on game's clock work for
// holder until until, unless another holder's lease runs past now. It
// reports whether holder has the lease.
func (s *sqlStore) ClaimClockTurn(ctx context.Context, game int64, holder string, now, until time.Time) (bool, error) {
	return s.claimLease(ctx, "clock_leases", game, holder, now, until)
}

// ReleaseClockTurn ends holder's lease on game's clock work, if it has one.
func (s *sqlStore) ReleaseClockTurn(ctx context.Context, game int64, holder string) error {
	return s.releaseLease(ctx, "clock_leases", game, holder)
}

func (g faults) ClaimClockTurn(ctx context.Context, game int64, holder string, now, until time.Time) (bool, error) {
	ok, err := g.s.ClaimClockTurn(ctx, game, holder, now, until)
	return ok, fault("claim clock turn", err)
}
func (g faults) ReleaseClockTurn(ctx context.Context, game int64, holder string) error {
	return fault("release clock turn", g.s.ReleaseClockTurn(ctx, game, holder))
}
