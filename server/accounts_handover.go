package server

import (
	"context"
	"slices"

	"ferro/store"
)

// standIn is the bot that takes over the seats of an account deleted or
// suspended, so that the other players' games go on. (The clocks work
// may later offer the table a vote instead; this is the one place.)
var standIn = botReq{Kind: "heuristic", Strength: "normal"}

// handSeatsToBots gives every seat acct holds in games being played to
// the stand-in bot, keeping the seat's name, and returns those games.
// In a hotseat game acct owns, every seat not already a bot's goes.
func (k *accountService) handSeatsToBots(ctx context.Context, acct int64) ([]int64, error) {
	b := standIn
	if err := b.check(); err != nil {
		return nil, err
	}
	ids, err := k.gamesOf(ctx, acct, store.StatusActive)
	if err != nil {
		return nil, err
	}
	var moved []int64
	for _, id := range ids {
		err := k.games.withGame(ctx, id, false, func(lg *liveGame) error {
			if err := k.games.load(ctx, lg); err != nil {
				return err
			}
			g := *lg.meta
			g.Seats = slices.Clone(lg.meta.Seats)
			changed := false
			var botID int64
			for i, st := range g.Seats {
				ownSeat := st.AccountID == acct || (g.Hotseat && g.OwnerID == acct && (st.AccountID == 0 || st.AccountID == g.OwnerID))
				if !ownSeat {
					continue
				}
				if botID == 0 {
					a, err := k.bots.botAccount(ctx, b)
					if err != nil {
						return err
					}
					botID = a.ID
				}
				g.Seats[i].AccountID = botID
				changed = true
			}
			if !changed {
				return nil
			}
			if err := k.st.UpdateGame(ctx, &g); err != nil {
				return err
			}
			lg.meta = &g
			k.live.announce(lg, "game", nil)
			k.bots.kickBots(lg)
			moved = append(moved, id)
			return nil
		})
		if err != nil {
			return moved, err
		}
	}
	return moved, nil
}

// gamesOf lists the ids of the games acct owns or sits in, of a status
// ("" for all).
func (k *accountService) gamesOf(ctx context.Context, acct int64, status string) ([]int64, error) {
	var ids []int64
	const page = 500
	for off := 0; ; off += page {
		gs, err := k.st.ListGames(ctx, store.ListFilter{Status: status, AccountID: acct, Limit: page, Offset: off})
		if err != nil {
			return nil, err
		}
		for _, g := range gs {
			ids = append(ids, g.ID)
		}
		if len(gs) < page {
			return ids, nil
		}
	}
}

// reloadGames drops the cached games ids: they are read and replayed afresh
// on next use (their seats' names changed in the store).
func (k *accountService) reloadGames(ctx context.Context, ids []int64) {
	for _, id := range ids {
		_ = k.games.withGame(ctx, id, false, func(lg *liveGame) error {
			lg.meta, lg.sess = nil, nil
			return nil
		})
	}
}

// leaveOpenGames takes acct out of the games not started yet: it leaves
// the seats it holds in others' games, and the games it owns are closed
// (closedResult), as no one could start them.
func (k *accountService) leaveOpenGames(ctx context.Context, acct int64) error {
	ids, err := k.gamesOf(ctx, acct, store.StatusOpen)
	if err != nil {
		return err
	}
	for _, id := range ids {
		err := k.games.withGame(ctx, id, false, func(lg *liveGame) error {
			if err := k.games.load(ctx, lg); err != nil {
				return err
			}
			if lg.meta.Status != store.StatusOpen {
				return nil
			}
			g := *lg.meta
			g.Seats = slices.DeleteFunc(slices.Clone(lg.meta.Seats), func(st store.Seat) bool { return st.AccountID == acct })
			renumber(&g)
			if g.OwnerID == acct {
				g.Status, g.Acting, g.Result = store.StatusFinished, []string{}, []byte(closedResult)
			}
			if err := k.st.UpdateGame(ctx, &g); err != nil {
				return err
			}
			lg.meta = &g
			k.live.announce(lg, "game", nil)
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
