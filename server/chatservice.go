package server

import (
	"context"
	"log"

	"ferro/store"
)

// chatService is a game's chat: reading and writing lines (chat.go) and
// lines reaching the viewers of other servers sharing the store
// (chatlive.go). Admins' hidden lines come from the account service.
type chatService struct {
	ctx      context.Context // the server's lifetime
	st       store.Store
	log      *log.Logger
	accounts *accountService // hidden lines (admin.go)
	games    chatGames
	maxBody  int64
}

// chatGames is what the chat needs from the games core: a game under its
// lock, and the games cached here, whose viewers see lines at once.
type chatGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	cached(id int64) (*liveGame, bool)
	cachedGames() []*liveGame
}

func newChatService(cfg Config, s *Server) *chatService {
	return &chatService{ctx: s.ctx, st: cfg.Store, log: s.log, accounts: s.accounts, games: gamesCache{s}, maxBody: cfg.MaxBody}
}

// gamesCache answers chatGames and liveGames from the server's cache of
// games.
type gamesCache struct{ *Server }

func (c gamesCache) cached(id int64) (*liveGame, bool) {
	c.cacheMu.Lock()
	defer c.cacheMu.Unlock()
	lg, ok := c.cache[id]
	return lg, ok
}

func (c gamesCache) cachedGames() []*liveGame {
	c.cacheMu.Lock()
	defer c.cacheMu.Unlock()
	games := make([]*liveGame, 0, len(c.cache))
	for _, lg := range c.cache {
		games = append(games, lg)
	}
	return games
}
