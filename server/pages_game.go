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
	Label, Title string
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
	Lang     string // ?lang= when it names a language of the log, kept in the links
}

func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) error {
	v, meta, tl, err := s.viewAndHistory(r)
	if err != nil {
		return err
	}
	id := meta.ID
	d := gamePageData{ID: id, V: v, Families: map[string]vm.Family{}, Names: map[string]string{}}
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
	if err := d.charts(v, tl.Series()); err != nil {
		return err
	}
	n, end := v.At, v.Length
	for _, l := range []struct {
		label, title string
		at           int
	}{{"|<", "the start", 0}, {"<<", "10 back", n - 10}, {"<", "one back", n - 1}, {">", "one on", n + 1}, {">>", "10 on", n + 10}, {">|", "now", end}} {
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
func (d *gamePageData) charts(v *vm.View, se history.Series) error {
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
	}{{"Share prices", prices}, {"Player values", values}} {
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

var gamePageTemplate = template.Must(template.Must(pageTemplates.Clone()).Funcs(template.FuncMap{"at": atLink}).Parse(`
{{- $d := . -}}{{- $v := .V -}}
{{template "head" $v.Title}}
<p><a href="/">All games</a> · <a href="/api/games/{{.ID}}/view?at={{$v.At}}">view JSON</a> · <a href="/api/games/{{.ID}}/board.svg?at={{$v.At}}">board SVG</a> · <a href="/api/games/{{.ID}}/history">history JSON</a></p>
<h1>{{$v.Title}} <small>game {{.ID}}</small></h1>
<p class="nav">{{range .Nav}}{{if .Off}}<span title="{{.Title}}">{{.Label}}</span>{{else}}<a href="{{at $d .At}}" title="{{.Title}}">{{.Label}}</a>{{end}} {{end}}
 action {{$v.At}} of {{$v.Length}}</p>
<p>{{if $v.Finished}}<strong>Game over</strong>{{if $v.EndReason}} ({{$v.EndReason}}){{end}}:
 {{range $i, $s := $v.Result}}{{if $i}}, {{end}}{{$s.Name}} {{money $v.Currency $s.Score}}{{end}}
{{else}}<strong>{{$v.Round.Name}}</strong>{{if $v.Round.Turn}} · {{$v.Round.Turn}}{{end}}{{if $v.Round.Step}} · {{$v.Round.Step}}{{end}}{{if $v.Round.EntityName}} · {{$v.Round.EntityName}} to act{{end}}{{end}}</p>
{{if .Board}}<h2>Board</h2><div class="drawing">{{.Board}}</div>{{end}}
{{if $v.Routes}}<p>Last run{{range $v.Routes}} · {{.Family}} {{.Train}}: {{money $v.Currency .Revenue}} ({{range $i, $s := .Stops}}{{if $i}}, {{end}}{{$s.Hex}} {{$s.Revenue}}{{end}}){{end}}</p>{{end}}
<div class="cols">
<div><h2>Players</h2>
<table><tr><th></th><th>Player</th><th>Cash</th><th>Value</th><th>Certificates</th><th>Shares</th><th>Owns</th></tr>
{{range $v.Players}}<tr{{if .Acting}} class="acting"{{end}}><td>{{if .Acting}}▶{{end}}{{if .Priority}} <span title="priority deal">P</span>{{end}}</td><td>{{.Name}}{{if .Passed}} <small>passed</small>{{end}}</td>
<td class="num">{{money $v.Currency .Cash}}{{if .Loans}} <small>loans {{.Loans}}</small>{{end}}</td><td class="num">{{money $v.Currency .Value}}</td>
<td class="num">{{.Certs}}{{if .CertMax}}/{{.CertMax}}{{end}}</td>
<td>{{range .Shares}}{{.Family}} {{.Percent}}%{{if .President}} (pres.){{end}} {{end}}</td>
<td>{{range .Items}}<span title="{{.Text}}">{{.Name}}{{if .Status}} <small>{{.Status}}</small>{{end}}</span>; {{end}}</td></tr>
{{end}}</table></div>
<div><h2>Families</h2>
<table><tr><th>Family</th><th>Cash</th><th>Price</th><th>President</th><th>Trains</th><th>Tokens</th><th>IPO</th><th>Market</th><th>Owns</th></tr>
{{range $v.Families}}<tr{{if eq .ID $v.Round.Entity}} class="acting"{{end}}><td><span class="swatch" style="background:{{.Color}};color:{{.TextColor}}">{{.ID}}</span> {{.Name}}{{if .Closed}} <small>closed</small>{{else if not .Floated}} <small>not floated</small>{{end}}{{range .Marks}} <small>{{.}}</small>{{end}}</td>
<td class="num">{{money $v.Currency .Cash}}</td><td class="num">{{if .Cell}}{{money $v.Currency .Price}}{{end}}</td><td>{{index $d.Names .President}}</td>
<td>{{join .Trains ", "}}</td><td class="num">{{.TokensLeft}}/{{.TokensAll}}</td><td class="num">{{.IPO}}%</td><td class="num">{{.Market}}%</td>
<td>{{range .Items}}<span title="{{.Text}}">{{.Name}}</span>; {{end}}</td></tr>
{{end}}</table></div>
</div>
{{if .Market}}<h2>Market</h2><div class="drawing">{{.Market}}</div>{{end}}
{{if .Charts}}<h2>Over the game</h2><div class="cols">{{range .Charts}}<div class="drawing">{{.}}</div>{{end}}</div>{{end}}
<div class="cols">
{{with $v.Depot}}<div><h2>Depot</h2><p>Bank {{if .Unlimited}}unlimited{{else}}{{money $v.Currency .Bank}}{{end}}</p>
<table><tr><th>Train</th><th>Left</th><th>Price</th><th></th></tr>{{range .Trains}}<tr><td>{{.Name}}</td><td class="num">{{if lt .Count 0}}∞{{else}}{{.Count}}{{end}}</td><td class="num">{{money $v.Currency .Price}}</td><td>{{.Rusts}}</td></tr>{{end}}</table>
{{if .Discarded}}<p>Discarded: {{join .Discarded ", "}}</p>{{end}}
{{if .Offer}}<p>On offer: {{range .Offer}}<span title="{{.Text}}">{{.Name}} ({{money $v.Currency .Value}})</span>; {{end}}</p>{{end}}
{{if .Future}}<p>Later: {{range .Future}}<span title="{{.Text}}">{{.Name}}</span>; {{end}}</p>{{end}}</div>{{end}}
{{if $v.Phases}}<div><h2>Phases</h2><table><tr><th>Phase</th><th>Tiles</th><th>Train limit</th><th>When it starts</th></tr>
{{range $v.Phases}}<tr{{if .Current}} class="acting"{{end}}><td>{{if .Current}}▶ {{end}}{{.Name}}</td><td>{{join .Tiles ", "}}</td><td class="num">{{.TrainLimit}}</td><td>{{.Rusts}}{{if and .Rusts .Text}}; {{end}}{{.Text}}</td></tr>{{end}}</table></div>{{end}}
</div>
<h2>Log</h2><p><small>Newest first; each line links to the game just after it.</small></p>
<ol class="log" reversed>{{range .Log}}<li value="{{add .Index 1}}"{{if .Undone}} class="undone"{{end}}><a href="{{at $d (add .Index 1)}}">{{.Text}}</a></li>{{end}}</ol>
</body></html>`))
