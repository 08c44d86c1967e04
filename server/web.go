package server

import (
	"net/http"

	"ferro/web"
)

// webRoutes serves the browser client: the pages (each the same shell,
// which draws the page its path names) and the embedded assets. They
// are not API endpoints, so they stay out of table() and openapi.json.
func (s *Server) webRoutes() {
	for _, p := range []string{"GET /{$}", "GET /play/{id}"} {
		s.mux.Handle(p, s.paced(pageBudget, http.HandlerFunc(web.Page)))
	}
	s.mux.Handle("GET /assets/", s.paced(assetBudget, http.HandlerFunc(web.Assets)))
	// browsers ask for /favicon.ico on pages that name no icon (the
	// server-drawn pages): send them to the client's icon, not a 404
	s.mux.Handle("GET /favicon.ico", http.RedirectHandler("/assets/favicon.svg", http.StatusMovedPermanently))
}
