package server

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"strconv"

	"ferro/bot"
	"ferro/draw"
	"ferro/engine"
	vm "ferro/engine/view"
	"ferro/logtext"
	"ferro/store"
)

// GET /games/{id}/analysis: a finished game's analysis (analysis.go) as a
// page: every seat's chance of winning over the decisions, the costliest
// decisions marked on the chart and listed with the bot's move, each
// linked to the board before it; and each seat's summary. Until the
// analysis is stored the page says how far it is and reloads itself.
// GET /api/games/{id}/analysis gives the same as JSON. Both are the
// analysis service's (analysisservice.go).

// analysisView is what GET /api/games/{id}/analysis answers: the analysis
// when it is stored, else its progress.
type analysisView struct {
	Game     int64             `json:"game"`
	Status   string            `json:"status"` // "ready", "queued", "running", "unavailable"
	Progress *analysisProgress `json:"progress,omitempty"`
	Analysis *gameAnalysis     `json:"analysis,omitempty"`
}

// analysisOf is game id's analysis view (a finished game only).
func (k *analysisService) analysisOf(r *http.Request) (*analysisView, *store.Game, error) {
	id, err := pathID(r)
	if err != nil {
		return nil, nil, err
	}
	var meta store.Game
	version := 0
	err = k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		meta = *lg.meta
		if lg.sess != nil {
			version = len(lg.sess.Log())
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if bot.ModelFor(meta.Title) == nil || k.analysisSpec() == nil {
		return &analysisView{Game: id, Status: "unavailable"}, &meta, nil
	}
	a, err := k.storedAnalysis(r.Context(), &meta, version)
	if err != nil {
		return nil, &meta, err
	}
	v := &analysisView{Game: id, Analysis: a, Status: "ready"}
	if a == nil {
		v.Status, v.Progress = "queued", k.queue.progress(id)
		if v.Progress == nil {
			v.Progress = &analysisProgress{Queued: true} // the queue was full: asked again on the next look
		} else if !v.Progress.Queued {
			v.Status = "running"
		}
	}
	return v, &meta, nil
}

func (k *analysisService) getAnalysis(w http.ResponseWriter, r *http.Request, c *caller) error {
	v, _, err := k.analysisOf(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

type analysisPageData struct {
	ID     int64
	Title  string
	L      string
	V      *analysisView
	Chart  template.HTML
	Swings []analysisSwingRow
	Seats  []analysisSeatRow
	Boards *analysisBoards
}

// analysisBoards are the boards of one swing (?swing=N, the Nth listed;
// the first by default): the move played and the bot's, each drawn on the
// board before it (analysis_boards.go).
type analysisBoards struct {
	N            int // the swing's number (0: a decision not marked, ?at=)
	At           int // the decision's log position
	Played, Best analysisBoard
}

type analysisSwingRow struct {
	N                int // its number on the chart
	At               int
	Player           string
	Played, Best     string
	After, AfterBest int // the mover's chance in percent after the played move and after the bot's
	Cost             int // in points of percent
}

type analysisSeatRow struct {
	Player             string
	Decisions, Same    int
	Agreement          int // percent
	Lost               string
	Mistakes, Blunders int
	Start, End         int // chance in percent at the first and last decision
}

func (k *analysisService) analysisPage(w http.ResponseWriter, r *http.Request) error {
	v, meta, err := k.analysisOf(r)
	if err != nil {
		return err
	}
	d := analysisPageData{ID: meta.ID, Title: meta.Title, L: logtext.FromRequest(r), V: v}
	if a := v.Analysis; a != nil {
		if err := d.fill(a); err != nil {
			return err
		}
		if err := k.drawSwing(r, &d, a); err != nil {
			return err
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	return analysisPageTemplate.Execute(w, d)
}

// say is a move in the page's language (p: its words by language).
func (d *analysisPageData) say(p map[string]string, act *engine.Action) string {
	switch {
	case p[d.L] != "":
		return p[d.L]
	case p["en"] != "":
		return p["en"]
	case act != nil:
		return act.Type + " " + act.Entity
	}
	return ""
}

// fill draws the chart and writes the tables of analysis a.
func (d *analysisPageData) fill(a *gameAnalysis) error {
	say := d.say
	at := make([]int, len(a.Decisions))
	chances := make([][]float64, len(a.Decisions))
	for k, dec := range a.Decisions {
		at[k], chances[k] = dec.At, dec.Before
	}
	var marks []draw.ChanceMark
	for n, k := range a.Swings {
		dec := a.Decisions[k]
		marks = append(marks, draw.ChanceMark{K: k, Line: dec.Seat, Label: fmt.Sprint(n + 1)})
		row := analysisSwingRow{N: n + 1, At: dec.At, Played: say(dec.PlayedSays, &dec.Played), Cost: pct(dec.Cost)}
		if dec.Seat < len(a.Players) {
			row.Player = a.Players[dec.Seat]
			row.After, row.AfterBest = pct(dec.After[dec.Seat]), pct(dec.AfterBest[dec.Seat])
		}
		row.Best = say(dec.BestSays, dec.Best)
		d.Swings = append(d.Swings, row)
	}
	var b bytes.Buffer
	if err := draw.Chances(&b, logtext.Render(d.L, vm.Say("page.analysis.chart")), at, a.Players, chances, marks); err != nil {
		return err
	}
	d.Chart = template.HTML(b.String()) // our own drawing, every text in it escaped by draw
	for seat, name := range a.Players {
		row := analysisSeatRow{Player: name}
		lost := 0.0
		for _, dec := range a.Decisions {
			if dec.Seat != seat || !dec.Judged {
				continue
			}
			row.Decisions++
			if dec.Same {
				row.Same++
			}
			if dec.Cost > 0 {
				lost += dec.Cost
			}
			switch {
			case dec.Cost > 0.2:
				row.Blunders++
			case dec.Cost > 0.1:
				row.Mistakes++
			}
		}
		if row.Decisions > 0 {
			row.Agreement = 100 * row.Same / row.Decisions
		}
		row.Lost = fmt.Sprintf("%.2f", lost)
		if n := len(a.Decisions); n > 0 && seat < len(a.Decisions[0].Before) {
			row.Start, row.End = pct(a.Decisions[0].Before[seat]), pct(a.Decisions[n-1].After[seat])
		}
		d.Seats = append(d.Seats, row)
	}
	return nil
}

// drawSwing draws, for the swing ?swing=N asks for (the first by
// default), or the decision at log position ?at=N (any judged one), the
// move played and the bot's move on the board before them.
func (k *analysisService) drawSwing(r *http.Request, d *analysisPageData, a *gameAnalysis) error {
	j, n := -1, 0
	if q := r.URL.Query().Get("at"); q != "" {
		at, err := strconv.Atoi(q)
		for i := range a.Decisions {
			if err == nil && a.Decisions[i].At == at {
				j = i
			}
		}
		if j < 0 {
			return badRequest("at: the log position of a decision of the analysis")
		}
		for i, sw := range a.Swings {
			if sw == j {
				n = i + 1
			}
		}
	} else {
		if len(a.Swings) == 0 {
			return nil
		}
		n = 1
		if q := r.URL.Query().Get("swing"); q != "" {
			v, err := strconv.Atoi(q)
			if err != nil || v < 1 || v > len(a.Swings) {
				return badRequest("swing: a number from 1 to %d", len(a.Swings))
			}
			n = v
		}
		j = a.Swings[n-1]
	}
	dec := a.Decisions[j]
	if dec.Best == nil {
		return nil
	}
	tl, _, err := k.games.timelineOf(r.Context(), d.ID)
	if err != nil {
		return err
	}
	before, err := tl.GameAt(dec.At)
	if err != nil {
		return err
	}
	after, afterBest := 0, 0
	if dec.Seat >= 0 && dec.Seat < len(dec.After) && dec.Seat < len(dec.AfterBest) {
		after, afterBest = pct(dec.After[dec.Seat]), pct(dec.AfterBest[dec.Seat])
	}
	out := &analysisBoards{N: n, At: dec.At}
	if out.Played, err = moveBoard(before, dec.Played, d.say(dec.PlayedSays, &dec.Played), after, d.L); err != nil {
		return err
	}
	if out.Best, err = moveBoard(before, *dec.Best, d.say(dec.BestSays, dec.Best), afterBest, d.L); err != nil {
		return err
	}
	if out.Played.SVG == "" && out.Best.SVG == "" {
		return nil // a title without a board
	}
	d.Boards = out
	return nil
}

func pct(x float64) int { return int(100*x + 0.5) }

var analysisPageTemplate = template.Must(template.Must(pageTemplates.Clone()).Funcs(pageFuncsGame).Funcs(template.FuncMap{
	"boardOf": func(head string, b analysisBoard, which string) analysisBoardPart {
		return analysisBoardPart{Head: head, Which: which, B: b}
	},
}).Parse(`
{{- $d := . -}}{{- $l := .L -}}
<!DOCTYPE html><html lang="{{$l}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
{{if and .V (ne .V.Status "ready") (ne .V.Status "unavailable")}}<meta http-equiv="refresh" content="5">{{end}}
<title>{{tr $l "page.analysis.title" "id" .ID}} · Ferro</title><style>` + pageStyle + `
.analysis-chart svg{max-width:100%;height:auto}
#analysis-boards{flex-wrap:nowrap}.analysis-board{margin:0;flex:1 1 0;min-width:0}.analysis-board .drawing{overflow:visible}
.analysis-board svg{width:100%;height:auto;display:block}.analysis-board figcaption{margin-top:4px}
@media (max-width:700px){#analysis-boards{flex-wrap:wrap}.analysis-board{flex-basis:100%}}
.swing-board{text-decoration:none}</style></head><body>
<p><a href="/">{{tr $l "page.all_games"}}</a> · <a href="/play/{{.ID}}" id="analysis-play">{{tr $l "page.analysis.play"}}</a> · <a href="/games/{{.ID}}">{{tr $l "page.game" "id" .ID}}</a> · <a href="/api/games/{{.ID}}/analysis">JSON</a></p>
<h1>{{.Title}} <small>{{tr $l "page.analysis.title" "id" .ID}}</small></h1>
{{if eq .V.Status "unavailable"}}<p id="analysis-status">{{tr $l "page.analysis.unavailable"}}</p>
{{else if eq .V.Status "queued"}}<p id="analysis-status">{{tr $l "page.analysis.queued"}}</p>
{{else if eq .V.Status "running"}}<p id="analysis-status">{{tr $l "page.analysis.running" "done" .V.Progress.Done "total" .V.Progress.Total}}</p>
{{else}}{{with .V.Analysis}}
<p>{{tr $l "page.analysis.about" "n" (len .Decisions) "bot" .Bot}}</p>
<div class="drawing analysis-chart" id="analysis-chart">{{$d.Chart}}</div>
{{if $d.Swings}}<h2>{{tr $l "page.analysis.swings"}}</h2>
<table id="analysis-swings"><tr><th></th><th>{{tr $l "page.player"}}</th><th>{{tr $l "page.analysis.played"}}</th><th>{{tr $l "page.analysis.best"}}</th><th>{{tr $l "page.analysis.chance"}}</th><th>{{tr $l "page.analysis.cost"}}</th></tr>
{{range $d.Swings}}<tr><td><a href="/games/{{$d.ID}}?at={{.At}}">{{.N}}</a> <a class="swing-board" href="/games/{{$d.ID}}/analysis?swing={{.N}}#analysis-boards" title="{{tr $l "page.analysis.on_board"}}">▦</a></td><td>{{.Player}}</td><td>{{.Played}}</td><td>{{.Best}}</td><td class="num">{{.After}}% → {{.AfterBest}}%</td><td class="num">−{{.Cost}}</td></tr>
{{end}}</table>
{{else}}<p>{{tr $l "page.analysis.no_swings"}}</p>{{end}}
{{with $d.Boards}}<h2 id="analysis-boards-head">{{if .N}}{{tr $l "page.analysis.boards" "n" .N}}{{else}}{{tr $l "page.analysis.boards_at" "at" .At}}{{end}}</h2>
<p>{{range $i, $r := $d.Swings}}{{if $i}} · {{end}}{{if eq $r.N $d.Boards.N}}<strong>{{$r.N}}</strong>{{else}}<a href="/games/{{$d.ID}}/analysis?swing={{$r.N}}#analysis-boards">{{$r.N}}</a>{{end}}{{end}}</p>
<div class="cols" id="analysis-boards">{{template "analysis-board" (boardOf (tr $l "page.analysis.played") .Played "played")}}{{template "analysis-board" (boardOf (tr $l "page.analysis.best") .Best "best")}}</div>{{end}}
<h2>{{tr $l "page.players"}}</h2>
<table id="analysis-seats"><tr><th>{{tr $l "page.player"}}</th><th>{{tr $l "page.analysis.decisions"}}</th><th>{{tr $l "page.analysis.agreement"}}</th><th>{{tr $l "page.analysis.lost"}}</th><th>{{tr $l "page.analysis.mistakes"}}</th><th>{{tr $l "page.analysis.blunders"}}</th><th>{{tr $l "page.analysis.chance"}}</th></tr>
{{range $d.Seats}}<tr><td>{{.Player}}</td><td class="num">{{.Decisions}}</td><td class="num">{{.Agreement}}%</td><td class="num">{{.Lost}}</td><td class="num">{{.Mistakes}}</td><td class="num">{{.Blunders}}</td><td class="num">{{.Start}}% → {{.End}}%</td></tr>
{{end}}</table>
<p><small>{{tr $l "page.analysis.note"}}</small></p>
{{end}}{{end}}
</body></html>
{{define "analysis-board"}}<figure class="analysis-board" data-move="{{.Which}}" data-shown="{{.B.Shown}}"><h3>{{.Head}}</h3>{{if .B.SVG}}<div class="drawing">{{.B.SVG}}</div>{{end}}<figcaption>{{.B.Says}} · {{.B.Chance}}%</figcaption></figure>{{end}}`))

// analysisBoardPart is what the template "analysis-board" draws.
type analysisBoardPart struct {
	Head, Which string
	B           analysisBoard
}
