package server

import (
	"encoding/json"
	"html/template"
	"net/http"
	"slices"
	"sort"
	"strings"

	"ferro/logtext"
	"ferro/store"
)

// GET /games: the games as a player looks for them, without script, in
// the request's language, under the site's bar: the caller's own games
// (those where it is their turn first), open games to join, the others'
// games in progress, and finished games with their winner. One handler,
// so that a richer lobby can take its place.

type lobbyRow struct {
	ID      int64
	Title   string
	Status  string
	Players string
	Hotseat bool
	Mine    bool   // the caller sits in it
	MyTurn  bool   // … and acts now
	Acting  string // who acts now
	Seats   int
	Max     int
	Winner  string
	Score   int
	Updated string
}

type lobbyData struct {
	L        string
	SignedIn bool
	Mine     []lobbyRow
	Open     []lobbyRow
	Active   []lobbyRow
	Finished []lobbyRow
}

func (k *pageService) lobbyPage(w http.ResponseWriter, r *http.Request) error {
	games, err := k.st.ListGames(r.Context(), store.ListFilter{Limit: 200})
	if err != nil {
		return err
	}
	var me int64
	if c, err := k.games.identify(r); err == nil && c.acct != nil {
		me = c.acct.ID
	}
	d := lobbyData{L: logtext.FromRequest(r), SignedIn: me != 0}
	for _, g := range games {
		row := lobbyRowOf(g, me)
		switch {
		case row.Mine && g.Status != "finished" && g.Status != "expired":
			d.Mine = append(d.Mine, row)
		case g.Status == "open":
			d.Open = append(d.Open, row)
		case g.Status == "active":
			d.Active = append(d.Active, row)
		case g.Status == "finished":
			d.Finished = append(d.Finished, row)
		}
	}
	// the caller's turn first, then as listed (newest first)
	sort.SliceStable(d.Mine, func(i, j int) bool { return d.Mine[i].MyTurn && !d.Mine[j].MyTurn })
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return lobbyTemplate.Execute(w, d)
}

func lobbyRowOf(g *store.Game, me int64) lobbyRow {
	row := lobbyRow{ID: g.ID, Title: g.Title, Status: g.Status, Hotseat: g.Hotseat, Seats: len(g.Seats), Max: g.MaxPlayers,
		Updated: g.UpdatedAt.UTC().Format("2006-01-02 15:04")}
	names := map[string]string{}
	var players, acting []string
	for _, st := range g.Seats {
		players = append(players, st.Name)
		names[st.PlayerID] = st.Name
		if me != 0 && st.AccountID == me {
			row.Mine = true
			if g.Status == "active" && slices.Contains(g.Acting, st.PlayerID) {
				row.MyTurn = true
			}
		}
	}
	for _, id := range g.Acting {
		if n, ok := names[id]; ok && !slices.Contains(acting, n) {
			acting = append(acting, n)
		}
	}
	row.Players, row.Acting = strings.Join(players, ", "), strings.Join(acting, ", ")
	var result map[string]int
	if len(g.Result) > 0 && json.Unmarshal(g.Result, &result) == nil {
		best := ""
		for id, sc := range result {
			if best == "" || sc > result[best] || sc == result[best] && id < best {
				best = id
			}
		}
		if best != "" {
			row.Winner, row.Score = names[best], result[best]
			if row.Winner == "" {
				row.Winner = best
			}
		}
	}
	return row
}

var lobbyTemplate = template.Must(template.Must(pageTemplates.Clone()).Funcs(profileFuncs).Funcs(template.FuncMap{
	"rowOf": func(l string, g lobbyRow) map[string]any { return map[string]any{"L": l, "G": g} },
}).Parse(`
{{- $l := .L -}}
<!DOCTYPE html><html lang="{{$l}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{tr $l "page.games_list"}} · Ferro</title><style>` + pageStyle + lobbyStyle + `</style></head><body>
<nav class="bar" aria-label="Ferro"><a class="brand" href="/">Ferro</a><a href="/games?lang={{$l}}" aria-current="page">{{tr $l "page.games_list"}}</a><a href="/learn/?lang={{$l}}">{{tr $l "page.learn"}}</a><a href="/leaderboard?lang={{$l}}">{{tr $l "page.leaderboard"}}</a></nav>
<h1>{{tr $l "page.games_list"}}</h1>
{{define "row"}}{{$l := .L}}{{with .G}}<li class="game{{if .MyTurn}} mine{{end}}" data-game="{{.ID}}"><a class="open" href="/play/{{.ID}}">#{{.ID}} {{.Title}}</a> <span class="players">{{.Players}}</span>{{if .Hotseat}} <span class="tag">{{tr $l "page.hotseat"}}</span>{{end}}
{{if eq .Status "open"}} <span class="status">{{tr $l "page.seats_taken" "n" .Seats "max" .Max}}</span>{{if not .Mine}} · <a href="/">{{tr $l "page.join_in_lobby"}}</a>{{end}}
{{else if eq .Status "active"}} <span class="status">{{if .MyTurn}}<strong>● {{tr $l "page.your_turn"}}</strong>{{else}}{{tr $l "page.turn_of" "names" .Acting}}{{end}}</span>
{{else if .Winner}} <span class="status winner">{{tr $l "page.won_by" "name" .Winner "score" .Score}}</span>{{end}}
 · <a href="/games/{{.ID}}">{{tr $l "page.game" "id" .ID}}</a> <small>{{.Updated}}</small></li>{{end}}{{end}}
{{if .SignedIn}}<section id="your-games"><h2>{{tr $l "page.your_games"}}</h2>{{if .Mine}}<ul class="games">{{range .Mine}}{{template "row" (rowOf $l .)}}{{end}}</ul>{{else}}<p>{{tr $l "page.no_games"}}</p>{{end}}</section>
{{else}}<p><a href="/">{{tr $l "page.sign_in_first"}}</a></p>{{end}}
<section id="open-games"><h2>{{tr $l "page.open_games"}}</h2>{{if .Open}}<ul class="games">{{range .Open}}{{template "row" (rowOf $l .)}}{{end}}</ul>{{else}}<p>{{tr $l "page.no_games"}}</p>{{end}}</section>
<section id="active-games"><h2>{{tr $l "page.in_progress"}}</h2>{{if .Active}}<ul class="games">{{range .Active}}{{template "row" (rowOf $l .)}}{{end}}</ul>{{else}}<p>{{tr $l "page.no_games"}}</p>{{end}}</section>
<section id="finished-games"><h2>{{tr $l "page.finished_games"}}</h2>{{if .Finished}}<ul class="games">{{range .Finished}}{{template "row" (rowOf $l .)}}{{end}}</ul>{{else}}<p>{{tr $l "page.no_games"}}</p>{{end}}</section>
<p><small>API: <a href="/api/openapi.json">/api/openapi.json</a></small></p>
</body></html>`))

// lobbyStyle is the site's bar and the game rows of the lobby, without script.
const lobbyStyle = `
body{margin:0} body>h1,body>section,body>p{margin-left:1em;margin-right:1em}
.bar{display:flex;gap:16px;align-items:center;padding:6px 16px;background:#20303f;flex-wrap:wrap}
.bar a{color:#fff;text-decoration:none;display:inline-flex;align-items:center;min-height:44px}
.bar .brand{font-weight:700;font-size:18px} .bar a[aria-current]{text-decoration:underline}
ul.games{list-style:none;padding:0;margin:0;max-width:60em}
li.game{padding:8px 10px;border-bottom:1px solid #ccc;background:#fff} li.game.mine{background:#fff2c2}
li.game .open{font-weight:600} li.game .players,li.game .status{color:#444}
.tag{font-size:12px;padding:1px 6px;border-radius:10px;background:#e5e9f0;color:#334}
`
