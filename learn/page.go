package learn

import (
	"bytes"
	"embed"
	"html/template"
	"log"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"ferro/engine"
)

//go:embed templates/*.html
var templatesFS embed.FS

//go:embed templates/page.js
var pageScript []byte

// serveScript answers the pages' script (page.html has no inline script).
func serveScript(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(pageScript)
}

var pages = template.Must(template.New("").Funcs(template.FuncMap{"pair": pair}).ParseFS(templatesFS, "templates/*.html"))

// paired hands a sub-template the page (for its texts) and a value.
type paired struct {
	P *page
	V any
}

func pair(p *page, v any) paired { return paired{p, v} }

// page is what a learn page shows, in one language.
type page struct {
	Lang   string
	Langs  []link
	Index  []link
	Learn  *titlePage
	status int
}

// T is the page's text for key; args alternate {name}s and values.
func (p *page) T(key string, args ...any) string { return msg(p.Lang, key, args...) }

type link struct {
	Label   string
	URL     string
	Current bool
	Note    string
}

type titlePage struct {
	Slug     string
	Rules    []section
	Walk     *walkPage
	Examples *examplesPage
}

type panel struct {
	Label, Value string
}

// row is one line of the table of everyone at a step.
type row struct {
	Name  string
	Cells []string
}

type walkPage struct {
	Intro  string
	Step   int
	Last   int
	Round  string
	Phase  string
	Action string
	Head   string
	Text   string
	Panels []panel
	People []row // every player
	Fams   []row // every founded family
	Board  boardView
	Prev   string
	Next   string
	Steps  []link
}

type examplesPage struct {
	Opening string
	Items   []exampleView
}

type exampleView struct {
	Heading, Rule, Text string
	Figures             []panel
	Board               boardView
}

// ServeIndex answers GET /learn: the titles one can learn.
func ServeIndex(w http.ResponseWriter, r *http.Request) {
	p := newPage(r, "/learn", -1)
	indexInto(p)
	render(w, p)
}

// ServeTitle answers GET /learn/{slug}: a title's rules in brief and its
// walkthrough (?step=N, from 0) or worked examples.
func ServeTitle(w http.ResponseWriter, r *http.Request) {
	slug := r.PathValue("slug")
	def, ok := titleBySlug(slug)
	if !ok {
		p := newPage(r, "/learn", -1)
		p.status = http.StatusNotFound
		indexInto(p)
		render(w, p)
		return
	}
	step := -1
	if w := walkthroughs[def.Walkthrough]; w != nil {
		n, _ := strconv.Atoi(r.URL.Query().Get("step"))
		step = max(0, min(n, len(w.Steps)-1))
	}
	p := newPage(r, "/learn/"+slug, step)
	tp := &titlePage{Slug: slug, Rules: rulesOf(slug)}
	p.Learn = tp
	if def.Walkthrough != "" {
		wp, err := walkthroughPage(p, walkthroughs[def.Walkthrough], step)
		if err != nil {
			fail(w, err)
			return
		}
		tp.Walk = wp
	}
	if def.Examples != "" {
		ep, err := examplesPageOf(p, examples[def.Examples])
		if err != nil {
			fail(w, err)
			return
		}
		tp.Examples = ep
	}
	render(w, p)
}

// indexInto fills p with the list of titles (the list page, and the
// answer for a title there is none of).
func indexInto(p *page) {
	for _, t := range titleDefs {
		p.Index = append(p.Index, link{
			Label: p.T("learn.open", "name", p.T("title."+t.Slug+".name")),
			URL:   pageURL("/learn/"+t.Slug, p.Lang, -1),
			Note:  p.T("title." + t.Slug + ".tagline"),
		})
	}
}

// newPage starts a page at path; its language links keep step (none
// when < 0).
func newPage(r *http.Request, path string, step int) *page {
	p := &page{Lang: chooseLang(r), status: http.StatusOK}
	for _, l := range Languages {
		p.Langs = append(p.Langs, link{Label: msg(l, "lang."+l), URL: pageURL(path, l, step), Current: l == p.Lang, Note: l})
	}
	return p
}

// pageURL is a learn page's address in lang, at step (none when < 0).
func pageURL(path, lang string, step int) string {
	q := url.Values{}
	q.Set("lang", lang)
	if step >= 0 {
		q.Set("step", strconv.Itoa(step))
	}
	return path + "?" + q.Encode()
}

func walkthroughPage(p *page, w *Walkthrough, step int) (*walkPage, error) {
	games, err := playedWalkthrough(w)
	if err != nil {
		return nil, err
	}
	last := len(games) - 1
	g := games[step]
	s, err := readSnapshot(g)
	if err != nil {
		return nil, err
	}
	pn, err := PanelsOf(g, w.Focus)
	if err != nil {
		return nil, err
	}
	money := func(n int) string { return p.T("money."+w.Slug, "n", n) }
	player := p.T("player.short", "n", w.Focus.Player)
	fam := w.Focus.Family
	none := p.T("panel.none")
	treasury, price, trains := none, none, none
	if pn.Founded {
		treasury, price = money(pn.Treasury), money(pn.Price)
	}
	if len(pn.Trains) > 0 {
		trains = strings.Join(pn.Trains, " + ")
	}
	wp := &walkPage{
		Intro: p.T("walk.intro." + w.Slug),
		Step:  step,
		Last:  last,
		Round: roundName(p, s),
		Phase: p.T("phase", "phase", s.Phase),
		Head:  w.Steps[step].Head.In(p.Lang),
		Text:  w.Steps[step].Text.In(p.Lang),
		Panels: []panel{
			{p.T("panel.cash", "player", player), money(pn.Cash)},
			{p.T("panel.treasury", "family", fam), treasury},
			{p.T("panel.price", "family", fam), price},
			{p.T("panel.trains", "family", fam), trains},
		},
		Board: boardSlot(p, g, w.Actions()[:countActions(w, step)]),
	}
	wp.People, wp.Fams = everyone(p, g, s, money)
	if a := w.Steps[step].Action; a != nil {
		wp.Action = p.T("walk.action", "entity", entityName(p, g, a.Entity), "action", p.T("action."+a.Type))
	} else if step == 0 {
		wp.Action = p.T("walk.setup")
	} else {
		wp.Action = p.T("walk.ahead")
	}
	path := "/learn/" + w.Slug
	if step > 0 {
		wp.Prev = pageURL(path, p.Lang, step-1)
	}
	if step < last {
		wp.Next = pageURL(path, p.Lang, step+1)
	}
	for k := 0; k <= last; k++ {
		wp.Steps = append(wp.Steps, link{Label: strconv.Itoa(k), URL: pageURL(path, p.Lang, k), Current: k == step})
	}
	return wp, nil
}

// everyone is the table of every player (cash) and every founded family
// (treasury, price, trains) at a step, from the snapshot.
func everyone(p *page, g engine.Game, s snapshotState, money func(int) string) (people, fams []row) {
	byName := map[string]int{}
	for _, pl := range s.Players {
		byName[pl.Name] = pl.Cash
	}
	for _, pl := range g.Config().Players {
		people = append(people, row{p.T("player.short", "n", pl.ID), []string{money(byName[pl.Name])}})
	}
	for _, c := range s.Corps {
		price, ok := priceOf(c.Price)
		if !ok {
			continue
		}
		trains := p.T("panel.none")
		if len(c.Trains) > 0 {
			trains = strings.Join(c.Trains, " + ")
		}
		fams = append(fams, row{c.ID, []string{money(c.Cash), money(price), trains}})
	}
	return people, fams
}

// countActions is how many actions the walkthrough has applied after step.
func countActions(w *Walkthrough, step int) int {
	n := 0
	for _, s := range w.Steps[:step+1] {
		if s.Action != nil {
			n++
		}
	}
	return n
}

// roundName is the round as the catalogue names it ("Stock round 1
// (Monday)"), from the snapshot's round type, day and number.
func roundName(p *page, s snapshotState) string {
	switch s.RoundType {
	case "SR":
		return p.T("round.SR", "turn", s.Turn, "day", p.T("day."+strconv.Itoa(s.Turn)))
	case "OR":
		return p.T("round.OR", "turn", s.Turn, "num", s.RoundNum)
	}
	return p.T("round.DR")
}

// entityName names an action's entity: a player by the catalogue's short
// form of their id, a family by its symbol.
func entityName(p *page, g engine.Game, entity string) string {
	for _, pl := range g.Config().Players {
		if pl.ID == entity {
			return p.T("player.short", "n", pl.ID)
		}
	}
	return entity
}

func examplesPageOf(p *page, x *Examples) (*examplesPage, error) {
	shown, err := playedExamples(x)
	if err != nil {
		return nil, err
	}
	ep := &examplesPage{Opening: x.Opening.In(p.Lang)}
	for _, s := range shown {
		ev := exampleView{Heading: s.Heading.In(p.Lang), Rule: s.Rule.In(p.Lang), Text: s.Text.In(p.Lang)}
		for k, f := range s.Figures {
			label := p.T("fig."+f.Kind, "name", f.Name, "company", f.Company, "player", p.T("player.short", "n", f.Player))
			ev.Figures = append(ev.Figures, panel{label, p.T("money."+x.Slug, "n", s.Values[k])})
		}
		ev.Board = boardSlot(p, s.Game, x.Actions[:s.After])
		ep.Items = append(ep.Items, ev)
	}
	return ep, nil
}

func render(w http.ResponseWriter, p *page) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, "page.html", p); err != nil {
		fail(w, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Language", p.Lang)
	h.Add("Vary", "Accept-Language")
	w.WriteHeader(p.status)
	w.Write(buf.Bytes())
}

func fail(w http.ResponseWriter, err error) {
	log.Printf("learn: %v", err)
	http.Error(w, "learn page failed", http.StatusInternalServerError)
}

// Register adds the learn pages to mux: GET /learn (also as /learn/),
// GET /learn/{slug} and their script, GET /learn/page.js.
func Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /learn/page.js", serveScript)
	mux.HandleFunc("GET /learn", ServeIndex)
	mux.HandleFunc("GET /learn/{$}", ServeIndex)
	mux.HandleFunc("GET /learn/{slug}", ServeTitle)
}
