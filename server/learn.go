package server

import (
	"net/http"

	"ferro/learn"
)

// learnHandler serves the learn pages (package learn): plain HTML, not API
// endpoints, so they stay out of table() and openapi.json. mountPages
// counts them against the client's page budget (paced).
func learnHandler() http.Handler {
	pages := http.NewServeMux()
	learn.Register(pages)
	return pages
}
