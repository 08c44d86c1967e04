package server

import (
	"bytes"
	"html/template"
	"net/http"
	"strconv"

	"ferro/draw"
	"ferro/engine/history"
	vm "ferro/engine/view"
	"ferro/logtext"
)

// GET /games/{id}[?at=N]: the game read-only at a point of its log: the
// board and market drawn inline, players, families, depot, phases and the
// log, with links that step through the history.

type navLink struct {
	Label, Title string // Title is a catalogue key
	At           int
	Off          bool // no such step from here
}

type gamePageData struct {
	ID       int64
	V        *vm.View
	Board    template.HTML
	Market   template.HTML
	Charts   []template.HTML
	Nav      []navLink
	Families map[string]vm.Family
	Names    map[string]string // player id → name
	LogFrom  int               // index of the first log line shown
	Log      []vm.LogLine
	Lang     string      // ?lang= when it names a language of the log, kept in the links
	L        string      // the page's language: ?lang=, else the browser's (Accept-Language)
	Clocks   *pageClocks // the clocks now, shown at the newest position of a game with a time control (pages_clock.go)
}

func (k *pageService) gamePage(w http.ResponseWriter, r *http.Request) error {
	v, meta, tl, err := k.games.viewAndHistory(r)
	if err != nil {
		return err
	}
	id := meta.ID
	d := gamePageData{ID: id, V: v, Families: map[string]vm.Family{}, Names: map[string]string{}, L: logtext.FromRequest(r)}
	if l := r.URL.Query().Get("lang"); logtext.Known(l) {
		d.Lang = l
	}
	pal := draw.PaletteOf(v.Families)
	for _, f := range v.Families {
		d.Families[f.ID] = f
	}
	for _, p := range v.Players {
		d.Names[p.ID] = p.Name
	}
	var b bytes.Buffer
	if v.Board != nil {
		if err := draw.Board(&b, v.Board, draw.BoardOptions{Routes: v.Routes, Palette: pal, Currency: v.Currency, Lang: logtext.FromRequest(r)}); err != nil {
			return err
		}
		d.Board = template.HTML(b.String()) // our own drawing, every text in it escaped by draw
	}
	if v.Market != nil {
		b.Reset()
		if err := draw.Market(&b, v.Market, pal); err != nil {
			return err
		}
		d.Market = template.HTML(b.String())
	}
	if err := d.charts(v, tl.Series(), d.L); err != nil {
		return err
	}
	if v.At == v.Length && !v.Finished {
		if d.Clocks, err = k.pageClocksOf(r.Context(), id, d.Names, d.L); err != nil {
			return err
		}
	}
	n, end := v.At, v.Length
	for _, l := range []struct {
		label, title string
		at           int
	}{{"|<", "page.nav.start", 0}, {"<<", "page.nav.back10", n - 10}, {"<", "page.nav.back1", n - 1}, {">", "page.nav.on1", n + 1}, {">>", "page.nav.on10", n + 10}, {">|", "page.nav.now", end}} {
		at := min(max(l.at, 0), end)
		d.Nav = append(d.Nav, navLink{Label: l.label, Title: l.title, At: at, Off: at == n})
	}
	// the newest lines first, up to 200
	d.LogFrom = max(0, len(v.Log)-200)
	for i := len(v.Log) - 1; i >= d.LogFrom; i-- {
		d.Log = append(d.Log, v.Log[i])
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return gamePageTemplate.Execute(w, d)
}

// charts draws the families' share prices and the players' values over
// the game, with a rule at the position shown.
func (d *gamePageData) charts(v *vm.View, se history.Series, lang string) error {
	var prices, values []draw.Line
	for _, f := range v.Families {
		if ps, ok := se.Prices[f.ID]; ok {
			prices = append(prices, draw.Line{Name: f.ID, Color: f.Color, Values: ps})
		}
	}
	for _, p := range v.Players {
		vs := se.Values[p.ID]
		ptrs := make([]*int, len(vs))
		for k := range vs {
			ptrs[k] = &vs[k]
		}
		values = append(values, draw.Line{Name: p.Name, Values: ptrs})
	}
	var b bytes.Buffer
	for _, c := range []struct {
		title string
		lines []draw.Line
	}{{logtext.Render(lang, vm.Say("page.chart.prices")), prices}, {logtext.Render(lang, vm.Say("page.chart.values")), values}} {
		if len(c.lines) == 0 {
			continue
		}
		b.Reset()
		if err := draw.Chart(&b, c.title, se.At, c.lines, v.At); err != nil {
			return err
		}
		d.Charts = append(d.Charts, template.HTML(b.String()))
	}
	return nil
}

func atLink(d gamePageData, at int) string {
	s := "/games/" + strconv.FormatInt(d.ID, 10) + "?at=" + strconv.Itoa(at)
	if d.Lang != "" {
		s += "&lang=" + d.Lang // the log's language, where the link asked for one
	}
	return s
}

// pageFuncsGame are the words of the game page, in its language (the
// catalogues of package logtext).
var pageFuncsGame = template.FuncMap{
	"at": atLink,
	"tr": func(lang, key string, kv ...any) string { return logtext.Render(lang, vm.Say(key, kv...)) },
	"colours": func(lang string, cs []string) string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c
			if logtext.Has("en", "colour."+c) {
				out[i] = logtext.Render(lang, vm.Say("colour."+c))
			}
		}
		return logtext.Render(lang, listSay(out))
	},
	"ended": func(lang, reason string) string {
		if !logtext.Has("en", "page.end."+reason) {
			return reason
		}
		return logtext.Render(lang, vm.Say("page.end."+reason))
	},
}

// listSay is a list of words as a phrase: joined the reader's way.
func listSay(words []string) vm.Phrase {
	if len(words) == 0 {
		return vm.Phrase{}
	}
	p := vm.Say("list.one", "a", words[0])
	for _, w := range words[1:] {
		p = vm.Say("list.pair", "a", p, "b", w)
	}
	return p
}

var gamePageTemplate = template.Must(template.Must(pageTemplates.Clone()).Funcs(pageFuncsGame).Parse(`
{{- $d := . -}}{{- $v := .V -}}{{- $l := .L -}}
<!DOCTYPE html><html lang="{{$l}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{$v.Title}} · Ferro</title><style>` + pageStyle + `</style></head><body>
<p><a href="/">{{tr $l "page.all_games"}}</a> · <a href="/api/games/{{.ID}}/view?at={{$v.At}}">{{tr $l "page.view_json"}}</a> · <a href="/api/games/{{.ID}}/board.svg?at={{$v.At}}">{{tr $l "page.board_svg"}}</a> · <a href="/api/games/{{.ID}}/history">{{tr $l "page.history_json"}}</a>{{if $v.Finished}} · <a href="/games/{{.ID}}/analysis" id="analysis-link">{{tr $l "page.analysis.link"}}</a>{{end}}</p>
<h1>{{$v.Title}} <small>{{tr $l "page.game" "id" .ID}}</small></h1>
<p class="nav">{{range .Nav}}{{if .Off}}<span title="{{tr $l .Title}}">{{.Label}}</span>{{else}}<a href="{{at $d .At}}" title="{{tr $l .Title}}">{{.Label}}</a>{{end}} {{end}}
 {{tr $l "page.action_of" "at" $v.At "length" $v.Length}}</p>
<p>{{if $v.Finished}}<strong>{{tr $l "page.game_over"}}</strong>{{if $v.EndReason}} ({{ended $l $v.EndReason}}){{end}}:
 {{range $i, $s := $v.Result}}{{if $i}}, {{end}}{{$s.Name}} {{money $v.Currency $s.Score}}{{end}}
{{else}}<strong>{{$v.Round.Name}}</strong>{{if $v.Round.Turn}} · {{$v.Round.Turn}}{{end}}{{if $v.Round.Step}} · {{$v.Round.Step}}{{end}}{{if $v.Round.EntityName}} · {{tr $l "page.to_act" "name" $v.Round.EntityName}}{{end}}{{end}}</p>
{{with .Clocks}}<section class="clocks" id="clocks"><h2>{{.Title}} <small>{{.Control}}</small></h2>{{if .Paused}}<p>{{.Paused}}</p>{{end}}
<ul>{{range .Seats}}<li data-clock="{{.Player}}"{{if .Running}} class="running"{{end}}>{{if .Running}}▶ {{end}}{{.Name}} <strong class="left{{if .Short}} short{{end}}">{{.Left}}</strong>{{if .Tag}} <small>{{.Tag}}</small>{{end}}</li>{{end}}</ul>
{{if .Moves}}<p>{{.Moves}}</p>{{end}}{{if .Events}}<ul class="clock-events">{{range .Events}}<li>{{.}}</li>{{end}}</ul>{{end}}</section>
{{end}}{{if .Board}}<h2>{{tr $l "page.board"}}</h2><div class="drawing">{{.Board}}</div>{{end}}
{{if $v.Routes}}<p>{{tr $l "page.last_run"}}{{range $v.Routes}} · {{.Family}} {{.Train}}: {{money $v.Currency .Revenue}} ({{range $i, $s := .Stops}}{{if $i}}, {{end}}{{$s.Hex}} {{$s.Revenue}}{{end}}){{end}}</p>{{end}}
<div class="cols">
<div><h2>{{tr $l "page.players"}}</h2>
<table><tr><th></th><th>{{tr $l "page.player"}}</th><th>{{tr $l "page.cash"}}</th><th>{{tr $l "page.value"}}</th><th>{{tr $l "page.certificates"}}</th><th>{{tr $l "page.shares"}}</th><th>{{tr $l "page.owns"}}</th></tr>
{{range $v.Players}}<tr{{if .Acting}} class="acting"{{end}}><td>{{if .Acting}}▶{{end}}{{if .Priority}} <span title="{{tr $l "page.priority"}}">P</span>{{end}}</td><td>{{.Name}}{{if .Passed}} <small>{{tr $l "page.passed"}}</small>{{end}}</td>
<td class="num">{{money $v.Currency .Cash}}{{if .Loans}} <small>{{tr $l "page.loans" "n" .Loans}}</small>{{end}}</td><td class="num">{{money $v.Currency .Value}}</td>
<td class="num">{{.Certs}}{{if .CertMax}}/{{.CertMax}}{{end}}</td>
<td>{{range .Shares}}{{.Family}} {{.Percent}}%{{if .President}} {{tr $l "page.pres"}}{{end}} {{end}}</td>
<td>{{range .Items}}<span title="{{.Text}}">{{.Name}}{{if .Status}} <small>{{.Status}}</small>{{end}}</span>; {{end}}</td></tr>
{{end}}</table></div>
<div><h2>{{tr $l "page.families"}}</h2>
<table><tr><th>{{tr $l "page.family"}}</th><th>{{tr $l "page.cash"}}</th><th>{{tr $l "page.price"}}</th><th>{{tr $l "page.president"}}</th><th>{{tr $l "page.trains"}}</th><th>{{tr $l "page.tokens"}}</th><th>{{tr $l "page.ipo"}}</th><th>{{tr $l "page.pool"}}</th><th>{{tr $l "page.owns"}}</th></tr>
{{range $v.Families}}<tr{{if eq .ID $v.Round.Entity}} class="acting"{{end}}><td><span class="swatch" style="background:{{.Color}};color:{{.TextColor}}">{{.ID}}</span> {{.Name}}{{if .Closed}} <small>{{tr $l "page.closed"}}</small>{{else if not .Floated}} <small>{{tr $l "page.not_floated"}}</small>{{end}}{{range .Marks}} <small>{{.}}</small>{{end}}</td>
<td class="num">{{money $v.Currency .Cash}}</td><td class="num">{{if .Cell}}{{money $v.Currency .Price}}{{end}}</td><td>{{index $d.Names .President}}</td>
<td>{{join .Trains ", "}}</td><td class="num">{{.TokensLeft}}/{{.TokensAll}}</td><td class="num">{{.IPO}}%</td><td class="num">{{.Market}}%</td>
<td>{{range .Items}}<span title="{{.Text}}">{{.Name}}</span>; {{end}}</td></tr>
{{end}}</table></div>
</div>
{{if .Market}}<h2>{{tr $l "page.market"}}</h2><div class="drawing">{{.Market}}</div>{{end}}
{{if .Charts}}<h2>{{tr $l "page.over_the_game"}}</h2><div class="cols">{{range .Charts}}<div class="drawing">{{.}}</div>{{end}}</div>{{end}}
<div class="cols">
{{with $v.Depot}}<div><h2>{{tr $l "page.depot"}}</h2><p>{{tr $l "page.bank"}} {{if .Unlimited}}{{tr $l "page.unlimited"}}{{else}}{{money $v.Currency .Bank}}{{end}}</p>
<table><tr><th>{{tr $l "page.train"}}</th><th>{{tr $l "page.left"}}</th><th>{{tr $l "page.cost"}}</th><th></th></tr>{{range .Trains}}<tr><td>{{.Name}}</td><td class="num">{{if lt .Count 0}}∞{{else}}{{.Count}}{{end}}</td><td class="num">{{money $v.Currency .Price}}</td><td>{{.Rusts}}</td></tr>{{end}}</table>
{{if .Discarded}}<p>{{tr $l "page.discarded"}} {{join .Discarded ", "}}</p>{{end}}
{{if .Offer}}<p>{{tr $l "page.on_offer"}} {{range .Offer}}<span title="{{.Text}}">{{.Name}} ({{money $v.Currency .Value}})</span>; {{end}}</p>{{end}}
{{if .Future}}<p>{{tr $l "page.later"}} {{range .Future}}<span title="{{.Text}}">{{.Name}}</span>; {{end}}</p>{{end}}</div>{{end}}
{{if $v.Phases}}<div><h2>{{tr $l "page.phases"}}</h2><table><tr><th>{{tr $l "page.phase"}}</th><th>{{tr $l "page.tiles"}}</th><th>{{tr $l "page.train_limit"}}</th><th>{{tr $l "page.when_starts"}}</th></tr>
{{range $v.Phases}}<tr{{if .Current}} class="acting"{{end}}><td>{{if .Current}}▶ {{end}}{{.Name}}</td><td>{{colours $l .Tiles}}</td><td class="num">{{.TrainLimit}}</td><td>{{.Rusts}}{{if and .Rusts .Text}}; {{end}}{{.Text}}</td></tr>{{end}}</table></div>{{end}}
</div>
<h2>{{tr $l "page.log"}}</h2><p><small>{{tr $l "page.log_note"}}</small></p>
<ol class="log" reversed>{{range .Log}}<li value="{{add .Index 1}}"{{if .Undone}} class="undone"{{end}}><a href="{{at $d (add .Index 1)}}">{{.Text}}</a></li>{{end}}</ol>
</body></html>`))
