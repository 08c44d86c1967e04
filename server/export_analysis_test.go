package server

// AnalysesComputed is how many analyses the server computed since it started.
func (s *Server) AnalysesComputed() int {
	s.analyses.mu.Lock()
	defer s.analyses.mu.Unlock()
	return s.analyses.computed
}
