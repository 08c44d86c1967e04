package server

import (
	"context"
	"log"
	"net/http"
	"time"

	"ferro/engine"
	"ferro/store"
)

// liveService is the live room of each game: the WebSocket viewers
// (ws.go) and the bounds on their connections (liveconns.go), the messages
// they are sent (announce), and the announcements of other servers sharing
// the store (onEvent: log growth, seats and status, chat lines). A game's
// viewers are held by its cached liveGame, under its lock, so that they
// see its changes in order. It reaches games through liveGames and the
// HTTP front through liveFront.
type liveService struct {
	cfg     liveConfig
	ctx     context.Context // the server's lifetime: streams close with it
	log     *log.Logger
	metrics *metrics
	reads   *limiter    // callers not signed in, per address (auth.go)
	conns   connCounter // open /live connections per account and address
	chat    *chatService
	games   liveGames
	front   liveFront
}

// liveConfig is the part of Config the live rooms read.
type liveConfig struct {
	Origins        []string
	LivePerAccount int
	LivePerAddress int
}

// liveGames is what the live rooms need from the games core: a game under
// its lock, the games cached here, and bringing a cached game up to date
// with the store.
type liveGames interface {
	withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	cached(id int64) (*liveGame, bool)
	cachedGames() []*liveGame
	load(ctx context.Context, lg *liveGame) error
	sync(ctx context.Context, lg *liveGame) error
	resize(lg *liveGame)
}

// liveFront is what a /live request needs from the HTTP front: who calls,
// and how errors are answered.
type liveFront interface {
	identify(r *http.Request) (*caller, error)
	tooMany(w http.ResponseWriter, wait time.Duration) error
	writeError(w http.ResponseWriter, r *http.Request, err error)
}

func newLiveService(cfg Config, s *Server) *liveService {
	return &liveService{
		cfg: liveConfig{Origins: cfg.Origins, LivePerAccount: cfg.LivePerAccount, LivePerAddress: cfg.LivePerAddress},
		ctx: s.ctx, log: s.log, metrics: s.metrics, reads: s.reads, games: gamesCache{s}, front: s,
	}
}

// announce tells lg's viewers of a change: a liveMessage of type typ
// (ws.go), with the action a if any. lg.mu is held.
func (k *liveService) announce(lg *liveGame, typ string, a *engine.Action) {
	lg.broadcast(k.message(lg, typ, a))
}

// onEvent hears of log growth (and chat lines) from other servers sharing
// the database.
func (k *liveService) onEvent(e store.Event) {
	if e.Chat != 0 {
		k.chat.chatArrived(e)
		return
	}
	if e.GameID == 0 {
		k.chat.chatMissed()
	}
	if e.Version < 0 {
		k.lobbyChanged(e.GameID, e.Rev)
		return
	}
	var games []*liveGame
	if e.GameID == 0 {
		for _, lg := range k.games.cachedGames() {
			lg.want.Store(lg.version.Load() + 1) // forces a look at the store
			games = append(games, lg)
		}
	} else if lg, ok := k.games.cached(e.GameID); ok {
		if int64(e.Version) > lg.want.Load() {
			lg.want.Store(int64(e.Version))
		}
		games = append(games, lg)
	}
	for _, lg := range games {
		if lg.want.Load() > lg.version.Load() {
			k.refresh(lg)
		}
	}
}

// lobbyChanged reloads a game whose seats or status another server
// changed, and tells this server's viewers.
func (k *liveService) lobbyChanged(id int64, rev int) {
	lg, ok := k.games.cached(id)
	if !ok {
		return
	}
	go func() {
		lg.mu.Lock()
		defer lg.mu.Unlock()
		if lg.meta == nil || lg.meta.Rev >= rev {
			return // not loaded, or the change was this server's
		}
		if len(lg.viewers) == 0 {
			lg.meta = nil // read afresh when next used
			return
		}
		ctx, cancel := context.WithTimeout(k.ctx, 10*time.Second)
		defer cancel()
		if err := k.games.load(ctx, lg); err != nil {
			k.log.Printf("game %d: reloading: %v", id, err)
			return
		}
		k.announce(lg, "game", nil)
	}()
}

// refresh catches lg up in the background; concurrent calls coalesce.
func (k *liveService) refresh(lg *liveGame) {
	if !lg.busy.CompareAndSwap(false, true) {
		return
	}
	go func() {
		var err error
		for err == nil && k.ctx.Err() == nil && lg.want.Load() > lg.version.Load() {
			lg.mu.Lock()
			ctx, cancel := context.WithTimeout(k.ctx, 10*time.Second)
			err = k.games.sync(ctx, lg)
			cancel()
			k.games.resize(lg)
			lg.mu.Unlock()
		}
		if err != nil && k.ctx.Err() == nil {
			k.log.Printf("game %d: catching up: %v", lg.id, err)
		}
		lg.busy.Store(false)
		if err == nil && lg.want.Load() > lg.version.Load() {
			k.refresh(lg) // an event came in after the last look
		}
	}()
}
