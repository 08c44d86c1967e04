package server

import (
	"context"
	"net/http"

	"ferro/engine/history"
	vm "ferro/engine/view"
	"ferro/store"
)

// pageService is the read-only HTML pages (pages*.go): the list of games,
// a game's page with its clocks, a player's profile and a leaderboard;
// and the drawings the web client asks for beside the API (the tile
// preview, preview.go, and the tile fan, tilefan.go). The server mounts
// the pages (mountPages); the web client's own game page is the games
// core's (page.go). It reaches games through pageGames.
type pageService struct {
	st       store.Store
	accounts *accountService // profiles
	ratings  *ratingService  // leaderboards
	clocks   *clockService   // the clocks on a game's page
	games    pageGames
}

// pageGames is what the pages need from the games core: a game under its
// lock, its view and history at the request's ?at=, and the caller.
type pageGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	viewAndHistory(r *http.Request) (*vm.View, *store.Game, *history.Timeline, error)
	identify(r *http.Request) (*caller, error)
}

func newPageService(cfg Config, s *Server) *pageService {
	return &pageService{st: cfg.Store, accounts: s.accounts, ratings: s.ratings, clocks: s.clocks, games: s}
}
