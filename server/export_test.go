package server

// CacheStats reports how many games are cached and their estimated bytes.
func (s *Server) CacheStats() (games int, bytes int64) {
	s.cacheMu.Lock()
	defer s.cacheMu.Unlock()
	return len(s.cache), s.lru.bytes
}

// Cached reports whether game id is in the cache.
func (s *Server) Cached(id int64) bool {
	s.cacheMu.Lock()
	defer s.cacheMu.Unlock()
	_, ok := s.cache[id]
	return ok
}

// TickClocks handles the clock events due by the server's Now.
func (s *Server) TickClocks() { s.clockTick(s.ctx) }

// ExpireOpenGames expires the open games too old to start, as of Now.
func (s *Server) ExpireOpenGames() { s.expireOpen(s.ctx, s.now()) }
