package server

// AnalysesComputed is how many analyses the server computed since it started.
func (s *Server) AnalysesComputed() int {
	s.analysis.queue.mu.Lock()
	defer s.analysis.queue.mu.Unlock()
	return s.analysis.queue.computed
}
