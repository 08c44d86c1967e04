package server

import (
	"context"
	"log"

	"ferro/engine/history"
	"ferro/store"
)

// analysisService is the analysis room (issue 28): finished games'
// analyses computed in the background and shown (analysis.go,
// analysis_page.go, analysis_boards.go), and hints asked in play
// (hint.go). It reaches games through analysisGames.
type analysisService struct {
	ctx     context.Context // the server's lifetime: the worker stops with it
	st      store.Store
	log     *log.Logger
	bot     string        // Config.AnalysisBot
	trades  *tradeService // which seats are bots (hints)
	games   analysisGames
	queue   analyses // finished games' analyses under way (analysis.go)
	hints   hintLane // hints asked in play, one at a time (hint.go)
	maxBody int64
}

// analysisGames is what the analysis room needs from the games core: a
// game under its lock, who may act in it, and its history.
type analysisGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	mayAct(ctx context.Context, lg *liveGame, c *caller, version int) ([]string, error)
	timelineOf(ctx context.Context, id int64) (*history.Timeline, *store.Game, error)
}

func newAnalysisService(cfg Config, s *Server) *analysisService {
	k := &analysisService{ctx: s.ctx, st: cfg.Store, log: s.log, bot: cfg.AnalysisBot, trades: s.trades, games: s,
		maxBody: cfg.MaxBody}
	k.queue.init()
	return k
}
