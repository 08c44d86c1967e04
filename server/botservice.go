package server

import (
	"context"
	"log"
	"net/http"
	"sync"
	"time"

	"ferro/engine"
	"ferro/internal/repeatlog"
	"ferro/store"
)

// botService is the computer players: bot seats and their accounts
// (bots.go), the choices offered (botchoices.go), the scheduler's lanes
// and workers (botsched.go), the leases of bot work on a shared store
// (botlease.go), the trees kept between moves (botmem.go) and stand-ins
// (standin.go). It reaches games through botGames; trades with consent
// through the trade service (botconsent.go).
type botService struct {
	botPool // which accounts are bots, the due games, the kept trees, the lease holder
	cfg     botConfig
	ctx     context.Context // the server's lifetime: workers stop with it
	st      store.Store
	log     *log.Logger
	errLog  *repeatlog.Logger
	metrics *metrics
	running *sync.WaitGroup // the workers, waited for by Drain
	games   botGames
	trades  *tradeService // a bot's move that needs consent is proposed
}

// botConfig is the part of Config the bots read.
type botConfig struct {
	BotWorkers    int
	BotMoveCap    time.Duration
	BotMemory     int64
	BotGameMemory int64
	BotIdle       time.Duration
	BotScan       time.Duration
	BotLease      time.Duration
	CacheBytes    int64 // the bots' trees count against the cache's bytes
}

// botGames is what the bots need from the games core: a cached game under
// its lock, and the path every move is committed through.
type botGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	commit(ctx context.Context, w http.ResponseWriter, lg *liveGame, c *caller, a engine.Action, withLegal bool) error
}

func newBotService(cfg Config, s *Server) *botService {
	k := &botService{
		cfg: botConfig{BotWorkers: cfg.BotWorkers, BotMoveCap: cfg.BotMoveCap, BotMemory: cfg.BotMemory,
			BotGameMemory: cfg.BotGameMemory, BotIdle: cfg.BotIdle, BotScan: cfg.BotScan, BotLease: cfg.BotLease,
			CacheBytes: cfg.CacheBytes},
		ctx: s.ctx, st: cfg.Store, log: s.log, errLog: s.errLog, metrics: s.metrics, running: &s.botsRunning,
		games: s,
	}
	k.now, k.make = cfg.clock, cfg.botMaker
	k.init()
	return k
}

// draining reports whether the server is stopping (drain.go): a search it
// cut short commits nothing.
func (k *botService) draining() bool { return k.ctx.Err() != nil }
