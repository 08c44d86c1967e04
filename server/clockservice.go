package server

import (
	"context"
	"log"
	"sync"
	"time"

	"ferro/internal/repeatlog"
	"ferro/store"
)

// clockService is the time controls of issue 29: a game's table (its time
// control, clocks, stand-ins, the table's vote), the clock events the
// background loop handles, open games' expiry, and an account's time zone
// and holidays (clocks.go, clockview.go, clocklease.go, vote.go,
// expire.go, holidays.go). It reaches games through clockGames.
type clockService struct {
	cfg     clockConfig
	st      store.Store
	log     *log.Logger
	errLog  *repeatlog.Logger
	hooks   *notifier    // reminders and expiry notices go out by webhook
	bots    *botService  // which accounts are bots, the holder of leases; stand-ins move
	live    *liveService // viewers are told of clocks and stand-ins
	games   clockGames
	ratings *ratingService // a game that ends is rated
	maxBody int64
	// untabled remembers the games found without a table, so that an
	// action of a game without clocks costs no extra read.
	untabled sync.Map
}

// clockConfig is the part of Config the clocks read.
type clockConfig struct {
	Now         func() time.Time
	ClockTick   time.Duration
	OpenExpiry  time.Duration
	HolidayDays int
	clockHold   func(game int64)
}

// clockGames is what the clocks need from the games core: a cached game
// under its lock.
type clockGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	load(ctx context.Context, lg *liveGame) error
}

func newClockService(cfg Config, s *Server) *clockService {
	return &clockService{
		cfg: clockConfig{Now: cfg.Now, ClockTick: cfg.ClockTick, OpenExpiry: cfg.OpenExpiry,
			HolidayDays: cfg.HolidayDays, clockHold: cfg.clockHold},
		st: cfg.Store, log: s.log, errLog: s.errLog, hooks: s.hooks, bots: s.bots, live: s.live, games: s,
		maxBody: cfg.MaxBody,
	}
}
