package server

import (
	"html/template"
	"net/http"
	"strconv"
	"strings"
)

// The read-only HTML pages: plain HTML with the drawings inline, no
// script. They are mounted beside the API (not in its table, and not in
// openapi.json); the list of games at GET /games is one small handler (pages_lobby.go)
// that a richer client may replace.

func (s *Server) mountPages() {
	page := func(h func(w http.ResponseWriter, r *http.Request) error) http.Handler {
		return s.paced(pageBudget, s.pageHandler(h))
	}
	s.mux.Handle("GET /games", page(s.pages.lobbyPage))
	s.mux.Handle("GET /games/{id}", page(s.pages.gamePage))
	s.mux.Handle("GET /games/{id}/analysis", page(s.analysis.analysisPage)) // analysis_page.go
	s.mux.Handle("GET /players/{name}", page(s.pages.profilePage))          // pages_profile.go
	s.mux.Handle("GET /leaderboard", page(s.pages.leaderboardPage))
	learnPages := s.paced(pageBudget, learnHandler()) // learn.go
	s.mux.Handle("GET /learn", learnPages)
	s.mux.Handle("GET /learn/", learnPages)
}

// pageHandler answers errors of a page as a small HTML page.
func (s *Server) pageHandler(h func(w http.ResponseWriter, r *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.writePageError(w, r, err)
		}
	})
}

var pageFuncs = template.FuncMap{
	"money": func(format string, n int) string {
		if format == "" {
			return strconv.Itoa(n)
		}
		return strings.Replace(format, "%s", strconv.Itoa(n), 1)
	},
	"join": strings.Join,
	"add":  func(a, b int) int { return a + b },
}

const pageStyle = `
body{font-family:"DejaVu Sans",Verdana,sans-serif;margin:1em;color:#111;background:#fafafa}
h1{font-size:1.4em;margin:.2em 0} h2{font-size:1.1em;margin:1em 0 .3em}
table{border-collapse:collapse;margin:.3em 0} td,th{border:1px solid #bbb;padding:.2em .5em;text-align:left;vertical-align:top}
th{background:#eee} .num{text-align:right} .acting{font-weight:bold;background:#fff4c2}
.nav a,.nav span{display:inline-block;padding:.2em .6em;margin:0 .1em;border:1px solid #888;border-radius:4px;text-decoration:none;color:#111;background:#fff}
.nav span{color:#999;border-color:#ccc}
.swatch{display:inline-block;min-width:2.2em;text-align:center;border-radius:1em;padding:0 .3em;font-weight:bold;border:1px solid #000}
.log{max-height:30em;overflow:auto;border:1px solid #bbb;background:#fff;padding:.3em}
.log li.undone{text-decoration:line-through;color:#888} .log li.here{background:#fff4c2}
.drawing{overflow:auto;max-width:100%;border:1px solid #ccc;background:#fff}
.cols{display:flex;flex-wrap:wrap;gap:1.5em} small{color:#555}
`

var pageTemplates = template.Must(template.New("pages").Funcs(pageFuncs).Parse(`
{{define "head"}}<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.}} · Ferro</title><style>` + pageStyle + `</style></head><body>{{end}}
{{define "error"}}{{template "head" "Error"}}<h1>{{.Status}}</h1><p>{{.Message}}</p><p><a href="/">All games</a></p></body></html>{{end}}
`))
