package server

// Graceful stop (ferro serve on SIGTERM or SIGINT): Drain first, then the
// HTTP server's Shutdown finishes the requests in flight (each action's
// write completes even if its client has gone), then Close.

// Drain begins a graceful stop: live streams are closed with "service
// restart" so that clients reconnect (to this server once it is back, or
// another), webhook delivery stops, and bot searches are stopped and
// waited for; a search cut short commits nothing (the game's bot moves
// again after the restart). Requests keep being answered.
func (s *Server) Drain() {
	s.cancel()
	s.botsRunning.Wait()
}
