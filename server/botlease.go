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

func (s *Server) botLease() time.Duration {
	if s.cfg.BotLease > 0 {
		return s.cfg.BotLease
	}
	return defaultBotLease
}

// botTurn makes game id's bot move, holding its lease where servers share
// the store.
func (s *Server) botTurn(id int64) error {
	if !s.st.Shared() {
		return s.botMove(id)
	}
	lease, holder := s.botLease(), s.bots.holder
	now := s.bots.now()
	ok, err := s.st.ClaimBotTurn(s.ctx, id, holder, now, now.Add(lease))
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
				now := s.bots.now()
				if _, err := s.st.ClaimBotTurn(s.ctx, id, holder, now, now.Add(lease)); err != nil && s.ctx.Err() == nil {
					s.errLog.Print(fmt.Sprintf("bots: renewing the lease of game %d: %v", id, err))
				}
			}
		}
	}()
	err = s.botMove(id)
	close(stop)
	<-renewed
	ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
	defer cancel()
	if rerr := s.st.ReleaseBotTurn(ctx, id, holder); rerr != nil && err == nil && s.ctx.Err() == nil {
		err = rerr
	}
	return err
}
