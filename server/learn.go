package server

import "ferro/learn"

// learnRoutes serves the learn pages (package learn): plain HTML, not API
// endpoints, so they stay out of table() and openapi.json.
func (s *Server) learnRoutes() { learn.Register(s.mux) }
