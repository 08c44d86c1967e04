package server

import (
	"container/list"
)

// The game cache is bounded by memory: each cached game counts the bytes
// it is estimated to hold, and when the total passes Config.CacheBytes the
// least recently used games that nobody is using or watching are dropped
// (they are rebuilt by replay when next used).

// cacheLRU orders the cached games by last use and counts their memory.
// It is guarded by Server.cacheMu.
type cacheLRU struct {
	order *list.List // of *liveGame, most recently used first
	bytes int64      // estimated memory of the cached games
}

// cacheEntry is a liveGame's place in the cache.
type cacheEntry struct {
	elem  *list.Element // in Server.lru.order, front = most recently used; nil once dropped
	size  int64         // estimated bytes, counted in Server.lru.bytes
	users int           // requests holding the game now (withGame)
}

// Estimated memory of a cached game. Measured (runtime.MemStats, live heap
// after GC) over the 59 real 18ZOO records loaded through the server: a new
// session holds about 18 KB, and a cached game 72.6 KB on average at 67
// logged actions (the log is held twice: by the session and by the game).
// Rounded up.
const (
	gameBaseBytes   = 24 << 10
	gameActionBytes = 1 << 10
)

func estimate(lg *liveGame) int64 {
	n := int64(gameBaseBytes)
	if lg.sess != nil {
		n += int64(len(lg.sess.Log())) * gameActionBytes
	}
	return n
}

// cached finds or adds game id's cache entry, marks it most recently used
// and in use; release ends the use.
func (s *Server) cached(id int64) *liveGame {
	s.cacheMu.Lock()
	defer s.cacheMu.Unlock()
	if s.lru.order == nil {
		s.lru.order = list.New()
	}
	lg, ok := s.cache[id]
	if !ok {
		lg = &liveGame{id: id, viewers: map[*viewer]struct{}{}}
		lg.elem = s.lru.order.PushFront(lg)
		lg.size = gameBaseBytes
		s.lru.bytes += lg.size
		s.cache[id] = lg
	} else if lg.elem != nil {
		s.lru.order.MoveToFront(lg.elem)
	}
	lg.users++
	return lg
}

func (s *Server) release(lg *liveGame) {
	s.cacheMu.Lock()
	lg.users--
	s.cacheMu.Unlock()
}

// forget drops lg from the cache if it is still there.
func (s *Server) forget(lg *liveGame) {
	s.cacheMu.Lock()
	s.dropLocked(lg)
	s.cacheMu.Unlock()
}

func (s *Server) dropLocked(lg *liveGame) {
	if s.cache[lg.id] == lg {
		delete(s.cache, lg.id)
	}
	if lg.elem != nil {
		s.lru.order.Remove(lg.elem)
		lg.elem = nil
		s.lru.bytes -= lg.size
		lg.size = 0
	}
}

// resize counts lg's new estimate and, past the budget, evicts. lg.mu is
// held, so lg itself is never evicted here.
func (s *Server) resize(lg *liveGame) {
	n := estimate(lg)
	s.cacheMu.Lock()
	defer s.cacheMu.Unlock()
	if lg.elem == nil {
		return // dropped meanwhile
	}
	s.lru.bytes += n - lg.size
	lg.size = n
	s.evictLocked()
}

// evictLocked drops least recently used games until the cache, with the
// bots' search trees (botmem.go), fits its budget, sparing games in use or
// watched. cacheMu is held.
func (s *Server) evictLocked() {
	for e := s.lru.order.Back(); e != nil && s.lru.bytes+s.bots.mem.bytes.Load() > s.cfg.CacheBytes; {
		lg := e.Value.(*liveGame)
		e = e.Prev()
		if lg.users > 0 || !lg.mu.TryLock() {
			continue
		}
		if len(lg.viewers) == 0 {
			s.dropLocked(lg)
		}
		lg.mu.Unlock()
	}
}
