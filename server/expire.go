package server

import (
	"context"
	"fmt"
	"time"

	"ferro/store"
)

// Games that never start expire (issue 29): an open game older than
// Config.OpenExpiry (14 days) becomes "expired", and its owner is told by
// webhook.

const defaultOpenExpiry = 14 * 24 * time.Hour

func (k *clockService) openExpiry() time.Duration {
	if k.cfg.OpenExpiry > 0 {
		return k.cfg.OpenExpiry
	}
	return defaultOpenExpiry
}

// expireOpen expires the open games created before now − OpenExpiry.
func (k *clockService) expireOpen(ctx context.Context, now time.Time) {
	games, err := k.st.ListGames(ctx, store.ListFilter{Status: store.StatusOpen, Limit: 500})
	if err != nil {
		k.errLog.Print(fmt.Sprintf("expiry: %v", err))
		return
	}
	for _, g := range games {
		if now.Sub(g.CreatedAt) < k.openExpiry() {
			continue
		}
		err := k.clockWork(ctx, g.ID, func() error { return k.expireGame(ctx, g.ID) })
		if err != nil {
			k.errLog.Print(fmt.Sprintf("expiry: game %d: %v", g.ID, err))
		}
	}
}

// expireGame makes open game id expired and tells its owner.
func (k *clockService) expireGame(ctx context.Context, id int64) error {
	return k.games.withGame(ctx, id, false, func(lg *liveGame) error {
		if err := k.games.load(ctx, lg); err != nil {
			return err
		}
		if lg.meta.Status != store.StatusOpen {
			return nil
		}
		k.clockHeld(lg.id)
		m := *lg.meta
		m.Status = store.StatusExpired
		if err := k.st.UpdateGame(ctx, &m); err != nil {
			lg.meta = nil
			return err
		}
		lg.meta = &m
		k.live.announce(lg, "game", nil)
		job := turnJob{account: m.OwnerID, ev: turnEvent{Event: "expired", Game: m.ID, Title: m.Title}}
		select {
		case k.hooks.queue <- job:
		default:
			k.log.Printf("webhooks: queue full, dropped the expiry notice of game %d", m.ID)
		}
		return nil
	})
}
