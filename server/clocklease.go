package server

import (
	"context"
	"fmt"
	"time"
)

// Clock work on a database shared by several servers. Every server ticks
// the clocks and finds the same games due; before it handles a game's
// clock events (a player out of time, a stand-in, a vote, an unstarted
// game's expiry) it claims the game's clock lease (store/clocklease.go),
// and a game whose lease another server holds is left to that server: its
// events are stored or, if that server dies, found due again once the
// lease lapses.

// clockLease is how long a claim on a game's clock work holds: far longer
// than the work (one read and one write of the game's table and seats).
const clockLease = 15 * time.Second

// clockWork runs fn, the clock work on game id, holding the game's clock
// lease where servers share the store; it does nothing when another server
// holds the lease.
func (k *clockService) clockWork(ctx context.Context, id int64, fn func() error) error {
	if !k.st.Shared() {
		return fn()
	}
	k.bots.init()
	holder := k.bots.holder
	now := k.bots.now()
	ok, err := k.st.ClaimClockTurn(ctx, id, holder, now, now.Add(clockLease))
	if err != nil || !ok {
		return err // another server does the game's clock work
	}
	err = fn()
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if rerr := k.st.ReleaseClockTurn(rctx, id, holder); rerr != nil && err == nil {
		err = fmt.Errorf("releasing the clock lease: %w", rerr)
	}
	return err
}

// clockHeld is where tests hold a server in the middle of a game's clock
// work (Config.clockHold), after it has read the game's clocks or status
// and before it writes them.
func (k *clockService) clockHeld(id int64) {
	if k.cfg.clockHold != nil {
		k.cfg.clockHold(id)
	}
}
