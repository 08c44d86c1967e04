package server

import (
	"time"

	"ferro/bot"
)

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
func (s *Server) TickClocks() { s.clocks.clockTick(s.ctx) }

// ExpireOpenGames expires the open games too old to start, as of Now.
func (s *Server) ExpireOpenGames() { s.clocks.expireOpen(s.ctx, s.clocks.now()) }

// WithBotClock sets the clock of bot leases and idle search trees.
func WithBotClock(c *Config, now func() time.Time) { c.clock = now }

// WithBotMaker sets how the server makes the bot of a kind.
func WithBotMaker(c *Config, f func(kind string, seed uint64) bot.Bot) { c.botMaker = f }

// SweepBots drops the search trees of idle games now.
func (s *Server) SweepBots() { s.bots.mem.sweep(&s.bots.botPool, s.bots.botLimits()) }

// BotSearches reports the searches running per owner account.
func (s *Server) BotSearches() map[int64]int {
	q := &s.bots.sched
	q.mu.Lock()
	defer q.mu.Unlock()
	out := map[int64]int{}
	for k, v := range q.search {
		out[k] = v
	}
	return out
}

// WithClockHold sets what a server calls in the middle of a game's clock
// work, after reading the game's clocks or status and before writing them.
func WithClockHold(c *Config, f func(game int64)) { c.clockHold = f }

// BotMemory reports the estimated bytes of the search trees the bots keep
// and how many bots are kept.
func (s *Server) BotMemory() (bytes int64, bots int) { return s.bots.memory() }
