package server

import (
	"html/template"
	"net/http"

	"ferro/store"
)

// GET /: the games, newest first, each linking to its page. One handler,
// so that a richer lobby can take its place.

func (s *Server) lobbyPage(w http.ResponseWriter, r *http.Request) error {
	games, err := s.st.ListGames(r.Context(), store.ListFilter{Limit: 200})
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return lobbyTemplate.Execute(w, games)
}

var lobbyTemplate = template.Must(template.Must(pageTemplates.Clone()).Parse(`
{{template "head" "Games"}}
<h1>Ferro</h1><p>Games on this server (the API is described at <a href="/api/openapi.json">/api/openapi.json</a>).</p>
{{if .}}<table><tr><th>Game</th><th>Title</th><th>Status</th><th>Players</th><th>Actions</th><th>Updated</th></tr>
{{range .}}<tr><td><a href="/games/{{.ID}}">game {{.ID}}</a></td><td>{{.Title}}</td><td>{{.Status}}</td>
<td>{{range $i, $s := .Seats}}{{if $i}}, {{end}}{{$s.Name}}{{end}}</td><td class="num">{{.Version}}</td><td>{{.UpdatedAt.UTC.Format "2006-01-02 15:04"}}</td></tr>
{{end}}</table>{{else}}<p>No games yet.</p>{{end}}
</body></html>`))
