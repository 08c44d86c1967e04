package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"ferro/engine"
	"ferro/store"
)

// liveGame is a game cached in memory: its stored summary and, once
// started, its engine session rebuilt by replaying the stored log. mu
// serialises everything that reads or changes it.
type liveGame struct {
	id         int64
	mu         sync.Mutex
	meta       *store.Game // nil: load from the store
	title      engine.Title
	sess       *engine.Session // nil while the game is open
	nextID     int             // id for the next log entry (the session would scan its log)
	version    atomic.Int64    // log length the session is at
	want       atomic.Int64    // newest version another server announced
	busy       atomic.Bool     // a refresh is running
	chatShown  []int64         // own chat lines whose announcement may still come (chatlive.go)
	viewers    map[*viewer]struct{}
	cacheEntry // guarded by Server.cacheMu
}

// withGame runs fn with game id loaded and locked. fresh asks for the
// newest state of a store other servers also write (one extra query).
func (s *Server) withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error {
	lg := s.cached(id)
	defer s.release(lg)
	lg.mu.Lock()
	defer lg.mu.Unlock()
	if err := s.ensure(ctx, lg, fresh); err != nil {
		if lg.meta == nil && len(lg.viewers) == 0 {
			s.forget(lg) // do not let lookups of missing games fill the cache
		}
		return err
	}
	defer s.resize(lg)
	return fn(lg)
}

// ensure loads lg if needed and brings it up to date with the store.
func (s *Server) ensure(ctx context.Context, lg *liveGame, fresh bool) error {
	if lg.meta == nil || lg.meta.Status == store.StatusOpen {
		return s.load(ctx, lg)
	}
	if !s.st.Shared() {
		return nil
	}
	if fresh {
		v, err := s.st.GameVersion(ctx, lg.id)
		if err != nil {
			return err
		}
		if int64(v) > lg.want.Load() {
			lg.want.Store(int64(v))
		}
	}
	if lg.want.Load() > lg.version.Load() {
		return s.sync(ctx, lg)
	}
	return nil
}

// load reads a game and replays its log.
func (s *Server) load(ctx context.Context, lg *liveGame) error {
	lg.meta, lg.sess, lg.title = nil, nil, nil
	g, err := s.st.Game(ctx, lg.id)
	if errors.Is(err, store.ErrNotFound) {
		return notFound("game")
	}
	if err != nil {
		return err
	}
	if g.Status == store.StatusOpen || g.Status == store.StatusExpired || (closedGame(g) && g.Version == 0) { // never started (or closed before it started): no log
		lg.meta = g
		lg.version.Store(0)
		return nil
	}
	t, err := s.cfg.Lookup(g.Title)
	if err != nil {
		return fmt.Errorf("game %d: %w", g.ID, err)
	}
	entries, err := s.st.Actions(ctx, g.ID, 0)
	if err != nil {
		return err
	}
	log, err := decodeLog(entries)
	if err != nil {
		return fmt.Errorf("game %d: %w", g.ID, err)
	}
	sess, err := engine.SessionFromRecord(t, engine.NewRecord(configOf(g), log, nil, g.EngineVersion))
	if err != nil {
		return fmt.Errorf("game %d (played under %s) does not replay under %s: %w", g.ID, g.EngineVersion, EngineVersion, err)
	}
	g.Version = len(log)
	lg.meta, lg.title, lg.sess = g, t, sess
	lg.nextID = 1
	for _, a := range log {
		lg.nextID = max(lg.nextID, a.ID+1)
	}
	lg.version.Store(int64(len(log)))
	return nil
}

func decodeLog(entries [][]byte) ([]engine.Action, error) {
	log := make([]engine.Action, len(entries))
	for i, e := range entries {
		if err := json.Unmarshal(e, &log[i]); err != nil {
			return nil, fmt.Errorf("log entry %d: %w", i+1, err)
		}
	}
	return log, nil
}

func configOf(g *store.Game) engine.Config {
	cfg := engine.Config{Title: g.Title, Seed: g.Seed, OptionalRules: g.OptionalRules}
	for _, st := range g.Seats {
		cfg.Players = append(cfg.Players, engine.Player{ID: st.PlayerID, Name: st.Name})
	}
	return cfg
}

// catchUp applies the entries other servers stored since lg's version and
// shows them to this server's viewers.
func (s *Server) catchUp(ctx context.Context, lg *liveGame) error {
	from := int(lg.version.Load())
	entries, err := s.st.Actions(ctx, lg.id, from)
	if err != nil {
		return err
	}
	log, err := decodeLog(entries)
	if err != nil {
		return err
	}
	for i, a := range log {
		if err := lg.sess.Do(a); err != nil {
			// The cached session disagrees with the store: rebuild it.
			if err := s.load(ctx, lg); err != nil {
				return err
			}
			s.live.announce(lg, "resync", nil)
			return nil
		}
		lg.version.Store(int64(from + i + 1))
		lg.nextID = max(lg.nextID, a.ID+1)
		s.noteState(lg)
		s.live.announce(lg, "action", &a)
	}
	return nil
}

// noteState copies the session's state into the cached summary.
func (s *Server) noteState(lg *liveGame) {
	st := stateOf(lg.sess.Game())
	lg.meta.Status, lg.meta.Acting, lg.meta.Result = st.Status, st.Acting, st.Result
	lg.meta.Version = int(lg.version.Load())
}

func stateOf(g engine.Game) store.State {
	st := store.State{Status: store.StatusActive, Acting: g.Acting()}
	if g.Finished() {
		st.Status = store.StatusFinished
		st.Result, _ = json.Marshal(g.Result())
		st.Acting = []string{}
	}
	if st.Acting == nil {
		st.Acting = []string{}
	}
	return st
}

// sync catches a loaded game up with the store, once. lg.mu is held.
func (s *Server) sync(ctx context.Context, lg *liveGame) error {
	w := lg.want.Load()
	switch {
	case lg.meta == nil: // not loaded: it will be read whole when used
	case lg.sess == nil: // open here, but another server started it
		if err := s.load(ctx, lg); err != nil {
			return err
		}
		s.live.announce(lg, "game", nil)
	default:
		if err := s.catchUp(ctx, lg); err != nil {
			return err
		}
	}
	// Whatever the announcement was, the store has nothing newer (or the
	// game is not loaded and will be read whole when next used).
	if v := lg.version.Load(); v < w {
		lg.want.CompareAndSwap(w, v)
	}
	return nil
}
