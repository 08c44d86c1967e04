package server

import (
	"context"
	"fmt"
	"time"
)

// Bot work on a database shared by several servers. Any server may find a
// game waiting for a bot (scanBots, every Config.BotScan); before moving
// for it, a server claims the game's lease in the database, renews it
// while it searches, and releases it after the move. A server that dies
// stops renewing: its lease lapses after Config.BotLease, and the next
// scan of a live server claims the game. A move is never stored twice
// whatever the leases do: a move is stored against the log length it was
// searched at (store.AppendActions), and a stale one is refused.

const defaultBotLease = 4 * time.Second

func (k *botService) botLease() time.Duration {
	if k.cfg.BotLease > 0 {
		return k.cfg.BotLease
	}
	return defaultBotLease
}

// botTurn makes game id's bot move, holding its lease where servers share
// the store.
func (k *botService) botTurn(id int64) error {
	if !k.st.Shared() {
		return k.botMove(id)
	}
	lease, holder := k.botLease(), k.holder
	now := k.now()
	ok, err := k.st.ClaimBotTurn(k.ctx, id, holder, now, now.Add(lease))
	if err != nil || !ok {
		return err // another server moves for it (or its lease lapses, and a scan finds the game again)
	}
	stop := make(chan struct{})
	renewed := make(chan struct{})
	go func() {
		defer close(renewed)
		t := time.NewTicker(lease / 3)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				now := k.now()
				if _, err := k.st.ClaimBotTurn(k.ctx, id, holder, now, now.Add(lease)); err != nil && k.ctx.Err() == nil {
					k.errLog.Print(fmt.Sprintf("bots: renewing the lease of game %d: %v", id, err))
				}
			}
		}
	}()
	err = k.botMove(id)
	close(stop)
	<-renewed
	ctx, cancel := context.WithTimeout(k.ctx, 5*time.Second)
	defer cancel()
	if rerr := k.st.ReleaseBotTurn(ctx, id, holder); rerr != nil && err == nil && k.ctx.Err() == nil {
		err = rerr
	}
	return err
}
