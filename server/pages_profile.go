package server

import (
	"fmt"
	"html/template"
	"math"
	"net/http"
	"net/url"
	"strings"

	"ferro/logtext"
)

// GET /players/{name} and GET /leaderboard[?title=GROUP]: a player's
// profile and a title group's leaderboard as plain pages without script,
// in the request's language (issue 29); the API answers the same data
// (profiles.go, ratings.go).

type profilePageData struct {
	P     *profileJSON
	Chart template.HTML
	L     string
}

func (k *pageService) profilePage(w http.ResponseWriter, r *http.Request) error {
	p, err := k.accounts.profile(r.Context(), r.PathValue("name"))
	if err != nil {
		return err
	}
	d := profilePageData{P: p, Chart: ratingChart(p.History), L: logtext.FromRequest(r)}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return profileTemplate.Execute(w, d)
}

type leaderboardPageData struct {
	B leaderboardJSON
	L string
}

func (k *pageService) leaderboardPage(w http.ResponseWriter, r *http.Request) error {
	b, err := k.ratings.leaderboardOf(r.Context(), r.URL.Query().Get("title"))
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return leaderboardTemplate.Execute(w, leaderboardPageData{B: b, L: logtext.FromRequest(r)})
}

// chartColours tell the title groups' lines apart.
var chartColours = []string{"#1f5fa8", "#c0392b", "#2e8b57", "#8e44ad"}

// ratingChart draws the rating (μ − 3σ) after each rated game, one line per
// title group, as inline SVG.
func ratingChart(h []ratingStepJSON) template.HTML {
	if len(h) == 0 {
		return ""
	}
	const w, ht, pad = 520.0, 200.0, 34.0
	lo, hi := 0.0, 0.0
	for _, s := range h {
		lo, hi = math.Min(lo, s.Rating), math.Max(hi, s.Rating)
	}
	hi = math.Max(hi, lo+5)
	x := func(i int) float64 { return pad + (w-2*pad)*float64(i+1)/float64(len(h)+1) }
	y := func(v float64) float64 { return ht - pad - (ht-2*pad)*(v-lo)/(hi-lo) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="%g" height="%g" role="img" font-size="11">`, w, ht, w, ht)
	fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%g" height="%g" fill="#fff" stroke="#bbb"/>`, pad, pad/2, w-2*pad, ht-1.5*pad)
	for _, v := range []float64{lo, 0, hi} {
		fmt.Fprintf(&b, `<text x="%g" y="%g" text-anchor="end">%.1f</text><line x1="%g" x2="%g" y1="%g" y2="%g" stroke="#ddd"/>`,
			pad-4, y(v)+4, v, pad, w-pad, y(v), y(v))
	}
	var groups []string
	for _, s := range h {
		if !strings.Contains(strings.Join(groups, "\x00")+"\x00", s.Title+"\x00") {
			groups = append(groups, s.Title)
		}
	}
	for gi, g := range groups {
		col := chartColours[gi%len(chartColours)]
		var pts []string
		for i, s := range h {
			if s.Title == g {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(s.Rating)))
				fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"><title>%s #%d: %.2f</title></circle>`,
					x(i), y(s.Rating), col, template.HTMLEscapeString(g), s.Game, s.Rating)
			}
		}
		fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`, col, strings.Join(pts, " "))
		fmt.Fprintf(&b, `<text x="%g" y="%g" fill="%s">%s</text>`, pad+6, pad/2+14+13*float64(gi), col, template.HTMLEscapeString(g))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String()) // numbers and escaped names only
}

var profileFuncs = template.FuncMap{
	"tr":    pageFuncsGame["tr"],
	"q":     url.QueryEscape,
	"path":  url.PathEscape,
	"fixed": func(v float64) string { return fmt.Sprintf("%.1f", v) },
}

const boardNav = `<p><a href="/">{{tr $l "page.all_games"}}</a> · <a href="/leaderboard">{{tr $l "page.leaderboard"}}</a></p>`

var profileTemplate = template.Must(template.Must(pageTemplates.Clone()).Funcs(profileFuncs).Parse(`
{{- $l := .L -}}{{- $p := .P -}}
<!DOCTYPE html><html lang="{{$l}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{$p.Name}} · Ferro</title><style>` + pageStyle + `</style></head><body>
` + boardNav + `
<h1>{{tr $l "page.profile" "name" $p.Name}}{{if $p.Bot}} <small>({{tr $l "page.bot"}})</small>{{end}}</h1>
<p>{{tr $l "page.summary" "games" $p.Games "wins" $p.Wins "playing" $p.Playing}}</p>
<div class="cols"><div>
<h2>{{tr $l "page.ratings"}}</h2>
{{if $p.Ratings}}<table><tr><th>{{tr $l "page.title"}}</th><th>{{tr $l "page.rating"}}</th><th>μ</th><th>σ</th><th>{{tr $l "page.games"}}</th><th>{{tr $l "page.wins"}}</th></tr>
{{range $p.Ratings}}<tr><td><a href="/leaderboard?title={{q .Title}}">{{.Title}}</a></td><td class="num"><strong>{{fixed .Rating}}</strong></td><td class="num">{{fixed .Mu}}</td><td class="num">{{fixed .Sigma}}</td><td class="num">{{.Games}}</td><td class="num">{{.Wins}}</td></tr>
{{end}}</table>{{else}}<p>{{tr $l "page.no_ratings"}}</p>{{end}}
<p><small>{{tr $l "page.ratings_note"}}</small></p>
{{if .Chart}}<h2>{{tr $l "page.rating_history"}}</h2><div class="drawing">{{.Chart}}</div>{{end}}
</div><div>
<h2>{{tr $l "page.favourite_titles"}}</h2>
{{if $p.Favourites}}<table><tr><th>{{tr $l "page.title"}}</th><th>{{tr $l "page.games"}}</th></tr>
{{range $p.Favourites}}<tr><td>{{.Title}}</td><td class="num">{{.Games}}</td></tr>{{end}}</table>{{else}}<p>—</p>{{end}}
<h2>{{tr $l "page.head_to_head"}}</h2>
{{if $p.HeadToHead}}<table><tr><th>{{tr $l "page.opponent"}}</th><th>{{tr $l "page.games"}}</th><th>{{tr $l "page.won_lost_drawn"}}</th></tr>
{{range $p.HeadToHead}}<tr><td><a href="/players/{{path .Name}}">{{.Name}}</a></td><td class="num">{{.Games}}</td><td class="num">{{.Wins}} / {{.Losses}} / {{.Draws}}</td></tr>{{end}}</table>{{else}}<p>—</p>{{end}}
</div></div>
<h2>{{tr $l "page.recent_games"}}</h2>
{{if $p.Recent}}<table><tr><th>{{tr $l "page.game_col"}}</th><th>{{tr $l "page.title"}}</th><th>{{tr $l "page.place"}}</th><th>{{tr $l "page.players"}}</th></tr>
{{range $p.Recent}}<tr><td><a href="/games/{{.Game}}">{{tr $l "page.game" "id" .Game}}</a></td><td>{{.Title}}</td><td class="num">{{if .Place}}{{.Place}}{{else}}…{{end}}</td><td class="num">{{.Players}}</td></tr>{{end}}</table>{{else}}<p>—</p>{{end}}
</body></html>`))

var leaderboardTemplate = template.Must(template.Must(pageTemplates.Clone()).Funcs(profileFuncs).Parse(`
{{- $l := .L -}}{{- $b := .B -}}
<!DOCTYPE html><html lang="{{$l}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{tr $l "page.leaderboard_of" "title" $b.Title}} · Ferro</title><style>` + pageStyle + `</style></head><body>
` + boardNav + `
<h1>{{tr $l "page.leaderboard_of" "title" $b.Title}}</h1>
<p class="nav">{{range $b.Titles}}{{if eq . $b.Title}}<span>{{.}}</span>{{else}}<a href="/leaderboard?title={{q .}}">{{.}}</a>{{end}} {{end}}</p>
{{if $b.Rows}}<table><tr><th>#</th><th>{{tr $l "page.player"}}</th><th>{{tr $l "page.rating"}}</th><th>μ</th><th>σ</th><th>{{tr $l "page.games"}}</th><th>{{tr $l "page.wins"}}</th></tr>
{{range $i, $r := $b.Rows}}<tr><td class="num">{{add $i 1}}</td><td><a href="/players/{{path $r.Name}}">{{$r.Name}}</a></td><td class="num"><strong>{{fixed $r.Rating}}</strong></td><td class="num">{{fixed $r.Mu}}</td><td class="num">{{fixed $r.Sigma}}</td><td class="num">{{$r.Games}}</td><td class="num">{{$r.Wins}}</td></tr>
{{end}}</table>{{else}}<p>{{tr $l "page.no_ratings"}}</p>{{end}}
<p><small>{{tr $l "page.ratings_note"}}</small></p>
</body></html>`))
