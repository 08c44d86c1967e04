package server

import (
	"context"
	"log/slog"
	"net/http"

	"ferro/store"
)

// accountService is accounts and their administration: signing up, in and
// out, API tokens (accounts_login.go), an account's own password, deletion
// and data (accounts_self.go), its seats handed to bots
// (accounts_handover.go), admins' acts (admin.go) and public profiles
// (profiles.go). It reaches games through accountGames.
type accountService struct {
	st      store.Store
	logger  *slog.Logger
	auth    *authCache   // the callers identified, dropped when credentials change
	hashes  *hashGate    // password hashing bounds (hashgate.go)
	bots    *botService  // a closed game's search trees are dropped
	live    *liveService // viewers are told of seats and closures
	games   accountGames
	secure  func(r *http.Request) bool // whether a cookie is marked Secure (proxy.go)
	maxBody int64
}

// accountGames is what accounts need from the games core: a cached game
// under its lock.
type accountGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	load(ctx context.Context, lg *liveGame) error
}

func newAccountService(cfg Config, s *Server) *accountService {
	return &accountService{st: cfg.Store, logger: s.logger, auth: &s.auth, hashes: s.hashes, bots: s.bots, live: s.live,
		games: s, secure: s.secureRequest, maxBody: cfg.MaxBody}
}
