package server

import (
	"context"
	"log"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"ferro/engine"
)

// Logging: Config.Logger (log/slog) gets one line per request at debug
// and one per stored action at info, with the game, seat and version.
// Lines name accounts by id and requests by path only: never a password,
// a session cookie, an API token, a CSRF token or a query string.

// loggers fills in the two loggers of cfg from whichever was given: the
// structured one, and the plain one the older messages use (warnings).
func loggers(cfg *Config) {
	switch {
	case cfg.Logger == nil && cfg.Log == nil:
		cfg.Log = log.Default()
		cfg.Logger = slog.Default()
	case cfg.Logger == nil:
		cfg.Logger = slog.New(slog.NewTextHandler(cfg.Log.Writer(), nil))
	case cfg.Log == nil:
		cfg.Log = slog.NewLogLogger(cfg.Logger.Handler(), slog.LevelWarn)
	}
}

// logRequest writes r's line at debug.
func (s *Server) logRequest(r *http.Request, route string, code int, took time.Duration) {
	if !s.logger.Enabled(r.Context(), slog.LevelDebug) {
		return
	}
	s.logger.LogAttrs(r.Context(), slog.LevelDebug, "request",
		slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.String("route", route),
		slog.Int("status", code), slog.Duration("took", took), slog.String("client", clientAddr(r)))
}

// logAction writes a stored action's line at info: who (account and the
// seat acting), where (game and its new version) and what (type).
func (s *Server) logAction(ctx context.Context, lg *liveGame, c *caller, acting []string, a engine.Action) {
	seat := a.Entity
	if mine := seatsOf(lg.meta, c); !slices.Contains(mine, seat) {
		if i := slices.IndexFunc(acting, func(p string) bool { return slices.Contains(mine, p) }); i >= 0 {
			seat = acting[i]
		}
	}
	var acct int64
	if c != nil && c.acct != nil {
		acct = c.acct.ID
	}
	s.logger.LogAttrs(ctx, slog.LevelInfo, "action",
		slog.Int64("game", lg.id), slog.String("title", lg.meta.Title), slog.String("seat", seat),
		slog.Int64("version", lg.version.Load()), slog.String("type", a.Type), slog.Int64("account", acct))
}
