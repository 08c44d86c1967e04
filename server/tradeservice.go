package server

import (
	"context"
	"log"
	"net/http"
	"time"

	"ferro/engine"
	"ferro/store"
)

// tradeService is trades with consent: a trade between seats that needs
// the seller's consent is proposed, answered and committed or declined
// (consent.go), and bots answer, propose and withdraw (botconsent.go). It
// reaches games through tradeGames.
type tradeService struct {
	ctx             context.Context // the server's lifetime: background answers stop with it
	st              store.Store
	log             *log.Logger
	hooks           *notifier    // the seller is told by webhook
	bots            *botService  // which accounts are bots; a bot buyer thinks again
	live            *liveService // viewers are told of proposals
	games           tradeGames
	trades          tradeBook // trades declined at a game's version
	maxBody         int64
	botProposalWait time.Duration
}

// tradeGames is what trades need from the games core: a cached game under
// its lock, and the action and undo
// paths every move goes through.
type tradeGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	mayAct(ctx context.Context, lg *liveGame, c *caller, version int) ([]string, error)
	commit(ctx context.Context, w http.ResponseWriter, lg *liveGame, c *caller, a engine.Action, withLegal bool) error
	addUndoConsent(ctx context.Context, w http.ResponseWriter, lg *liveGame, c *caller, version, actionID int) error
}

func newTradeService(cfg Config, s *Server) *tradeService {
	return &tradeService{ctx: s.ctx, st: cfg.Store, log: s.log, hooks: s.hooks, bots: s.bots, live: s.live, games: s,
		maxBody: cfg.MaxBody, botProposalWait: cfg.BotProposalWait}
}
