package server

import (
	"net/http"

	"ferro/learn"
)

// learnRoutes serves the learn pages (package learn): plain HTML, not API
// endpoints, so they stay out of table() and openapi.json. They count
// against the client's page budget (paced).
func (s *Server) learnRoutes() {
	pages := http.NewServeMux()
	learn.Register(pages)
	h := s.paced(pageBudget, pages)
	s.mux.Handle("GET /learn", h)
	s.mux.Handle("GET /learn/", h)
}
