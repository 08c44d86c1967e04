// Package history gives a game at any point of its log, cheaply enough to
// scrub through: a Timeline replays the log once, keeps a copy of the game
// every K effective actions along the way and the log lines and charted
// figures of every action, so the game after any prefix of the log is a
// copy of the nearest kept game plus at most K actions (plus, at a prefix
// whose actions were later undone, the few undone ones).
package history

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"ferro/engine"
	"ferro/engine/view"
)

// DefaultEvery is the checkpoint spacing used when none is given.
const DefaultEvery = 16

// Timeline is a game's log with checkpoints. It is immutable once built
// and safe for concurrent readers.
type Timeline struct {
	title engine.Title
	cfg   engine.Config
	log   []engine.Action
	every int

	eff    []int         // effective log indexes of the whole log
	checks []engine.Game // checks[j]: the game after eff[:j*every]
	tip    engine.Game   // the game after the whole log
	lines  []view.LogLine
	series Series
	prev   *engine.Chapter // the chapter before the newest effective action (nil: none, or no Chapterer)
}

// Series are the figures charted over a game, one point per effective
// action along the log as it stands (undone actions left out): At[k] is
// the log position after which Prices and Values take their k-th value.
// A family without a price at a point has nil there.
type Series struct {
	At     []int             `json:"at"`
	Prices map[string][]*int `json:"prices"`
	Values map[string][]int  `json:"values"`
}

// New replays log and keeps a checkpoint every `every` effective actions
// (DefaultEvery when every < 1).
func New(t engine.Title, cfg engine.Config, log []engine.Action, every int) (*Timeline, error) {
	if every < 1 {
		every = DefaultEvery
	}
	eff, err := engine.Effective(log)
	if err != nil {
		return nil, err
	}
	g, err := t.New(cfg)
	if err != nil {
		return nil, err
	}
	tl := &Timeline{title: t, cfg: cfg, log: log, every: every, eff: eff,
		lines:  make([]view.LogLine, len(log)),
		series: Series{At: []int{0}, Prices: map[string][]*int{}, Values: map[string][]int{}}}
	tl.addPoint(g, 0)
	if err := tl.run(g, 0); err != nil {
		return nil, err
	}
	// lines of the entries not in effect at the end: undo, redo and the
	// actions they took back, written from the game they were applied to
	inEff := make([]bool, len(log))
	for _, i := range eff {
		inEff[i] = true
	}
	for i, a := range log {
		if inEff[i] {
			continue
		}
		switch a.Type {
		case "undo", "redo":
			tl.lines[i] = tl.lineOf(i, a, nil)
			continue
		}
		before, err := tl.GameAt(i)
		if err != nil {
			return nil, err
		}
		tl.lines[i] = tl.lineOf(i, a, before)
	}
	return tl, nil
}

// run applies eff[from:] to g (the game after eff[:from]), keeping
// checkpoints, log lines and series points, and makes g the tip.
func (tl *Timeline) run(g engine.Game, from int) error {
	apply := g.Apply
	before := g.Chapter()
	for k := from; k < len(tl.eff); k++ {
		i := tl.eff[k]
		if k%tl.every == 0 {
			tl.checks = append(tl.checks, g.Clone())
		}
		a := tl.log[i]
		tl.lines[i] = tl.lineOf(i, a, g)
		if err := apply(a); err != nil {
			return &engine.ReplayError{Index: i, Action: a, Err: err}
		}
		after := g.Chapter()
		tl.chapterLine(&tl.lines[i], a, &before, &after)
		before = after
		tl.addPoint(g, i+1)
	}
	tl.tip = g
	return nil
}

// chapterLine gives the line of action a its header (the round it begins,
// where the round differs from the one before the previous action) and
// its notes (a phase begun, with what it brings; a dividend's payouts),
// from the chapters before and after it; the chapter before becomes the
// previous one.
func (tl *Timeline) chapterLine(l *view.LogLine, a engine.Action, before, after *engine.Chapter) {
	if tl.prev == nil || !reflect.DeepEqual(tl.prev.Round, before.Round) {
		l.HeadSay = before.Round
	}
	if after.Phase != before.Phase && after.Phase != "" {
		if after.PhaseSay.Key != "" {
			l.NotesSay = append(l.NotesSay, engine.Say("log.phase_notes", "phase", after.Phase, "notes", after.PhaseSay))
		} else {
			l.NotesSay = append(l.NotesSay, engine.Say("log.phase", "phase", after.Phase))
		}
	}
	if a.Type == "dividend" {
		if paid, players := tl.payouts(before, after); paid != "" && (players || a.Extras().Kind != "withhold") {
			l.NotesSay = append(l.NotesSay, engine.Say("log.paid", "list", paid))
		} else if paid != "" {
			l.NotesSay = append(l.NotesSay, engine.Say("log.kept", "list", paid))
		}
	}
	b := *before
	tl.prev = &b
}

// payouts lists whose cash a dividend changed, players first (in seat
// order) then companies (by id): "Ann +12$N, GI +28$N", and whether a
// player's changed.
func (tl *Timeline) payouts(before, after *engine.Chapter) (string, bool) {
	money := func(n int) string {
		sign := "+"
		if n < 0 {
			sign, n = "−", -n
		}
		return sign + strings.Replace(after.Currency, "%s", strconv.Itoa(n), 1)
	}
	var parts []string
	seen := map[string]bool{}
	players := false
	for _, p := range tl.cfg.Players {
		seen[p.ID] = true
		if d := after.Cash[p.ID] - before.Cash[p.ID]; d != 0 {
			players = true
			name := p.Name
			if name == "" {
				name = p.ID
			}
			parts = append(parts, name+" "+money(d))
		}
	}
	var ids []string
	for id := range after.Cash {
		if !seen[id] {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	for _, id := range ids {
		if d := after.Cash[id] - before.Cash[id]; d != 0 {
			parts = append(parts, id+" "+money(d))
		}
	}
	return strings.Join(parts, ", "), players
}

// Extend is the timeline of log, a longer log that begins with tl's:
// when the new entries are plain actions (no undo or redo), it goes on
// from tl's last game instead of replaying everything. tl is unchanged.
func (tl *Timeline) Extend(log []engine.Action) (*Timeline, error) {
	n := len(tl.log)
	if len(log) < n {
		return New(tl.title, tl.cfg, log, tl.every)
	}
	for _, a := range log[n:] {
		if a.Type == "undo" || a.Type == "redo" {
			return New(tl.title, tl.cfg, log, tl.every)
		}
	}
	nt := tl.grow(log)
	if err := nt.run(tl.tip.Clone(), len(tl.eff)); err != nil {
		return nil, err
	}
	return nt, nil
}

// grow is a copy of tl for log, a longer log of plain actions that begins
// with tl's, sharing tl's slices up to their lengths; the new entries are
// in effect, their lines and points still to be made.
func (tl *Timeline) grow(log []engine.Action) *Timeline {
	n := len(tl.log)
	nt := &Timeline{title: tl.title, cfg: tl.cfg, log: log, every: tl.every, tip: tl.tip, prev: tl.prev,
		eff:    append(tl.eff[:len(tl.eff):len(tl.eff)], make([]int, 0, len(log)-n)...),
		checks: tl.checks[:len(tl.checks):len(tl.checks)],
		lines:  append(append(make([]view.LogLine, 0, len(log)), tl.lines...), make([]view.LogLine, len(log)-n)...),
		series: Series{At: tl.series.At[:len(tl.series.At):len(tl.series.At)], Prices: map[string][]*int{}, Values: map[string][]int{}}}
	for id, ps := range tl.series.Prices {
		nt.series.Prices[id] = ps[:len(ps):len(ps)]
	}
	for id, vs := range tl.series.Values {
		nt.series.Values[id] = vs[:len(vs):len(vs)]
	}
	for i := n; i < len(log); i++ { // plain actions and messages all take effect
		nt.eff = append(nt.eff, i)
	}
	return nt
}

// Append is the timeline of log, tl's log and one more plain action,
// without applying it again: after is the game once it was applied (the
// timeline keeps it; the caller gives its own copy) and line the action's
// log line as the game said it before (its Describe). A server that has
// just applied the action to its live game hands the result over here,
// so each action is applied once. tl is unchanged.
// A nil line is the line of a game that describes no action.
func (tl *Timeline) Append(log []engine.Action, line *view.Phrase, after engine.Game) (*Timeline, error) {
	n := len(tl.log)
	if len(log) != n+1 {
		return nil, fmt.Errorf("history: append takes one action, not %d", len(log)-n)
	}
	a := log[n]
	if a.Type == "undo" || a.Type == "redo" {
		return nil, fmt.Errorf("history: append takes a plain action, not %s", a.Type)
	}
	nt := tl.grow(log)
	if k := len(tl.eff); k%tl.every == 0 {
		nt.checks = append(nt.checks, tl.tip) // the tip is never changed: shared, not copied
	}
	var d engine.Describer
	if line != nil {
		d = said(*line)
	}
	nt.lines[n] = tl.lineOf(n, a, d)
	before, now := tl.tip.Chapter(), after.Chapter()
	nt.chapterLine(&nt.lines[n], a, &before, &now)
	nt.addPoint(after, n+1)
	nt.tip = after
	return nt, nil
}

// describes sets *p to d's line of a and reports whether d has one (a
// game with no words of its own gives the zero Phrase).
func describes(d engine.Describer, a engine.Action, p *view.Phrase) bool {
	*p = d.Describe(a)
	return p.Key != ""
}

// said describes any action as one phrase.
type said view.Phrase

func (p said) Describe(engine.Action) engine.Phrase { return view.Phrase(p) }

func (tl *Timeline) lineOf(i int, a engine.Action, d engine.Describer) view.LogLine {
	l := view.LogLine{Index: i, ID: a.ID, Type: a.Type, Entity: a.Entity, Hex: a.Hex}
	who := a.Entity
	for _, p := range tl.cfg.Players {
		if p.ID == a.Entity && p.Name != "" {
			who = p.Name
		}
	}
	switch {
	case a.Type == "undo":
		l.Phrase = engine.Say("log.undo", "who", who)
		if to := a.Extras().ActionID; to != nil {
			l.Phrase = engine.Say("log.undo_to", "who", who, "action", *to)
		}
	case a.Type == "redo":
		l.Phrase = engine.Say("log.redo", "who", who)
	case d != nil && describes(d, a, &l.Phrase):
	default:
		l.Phrase = engine.Say("log.other", "who", who, "type", strings.ReplaceAll(a.Type, "_", " "))
	}
	return l
}

func (tl *Timeline) addPoint(g engine.Game, at int) {
	var prices, values map[string]int
	if v, ok := g.(engine.Valuer); ok {
		prices, values = v.Values()
	} else if v := g.View(); v != nil {
		prices, values = map[string]int{}, map[string]int{}
		for _, f := range v.Families {
			if f.Cell != nil {
				prices[f.ID] = f.Price
			}
		}
		for _, p := range v.Players {
			values[p.ID] = p.Value
		}
	} else {
		return
	}
	if at > 0 {
		tl.series.At = append(tl.series.At, at)
	}
	k := len(tl.series.At) - 1
	for id, p := range prices {
		s := tl.series.Prices[id]
		for len(s) < k {
			s = append(s, nil)
		}
		tl.series.Prices[id] = append(s, &p)
	}
	for id, v := range values {
		s := tl.series.Values[id]
		for len(s) < k {
			s = append(s, 0)
		}
		tl.series.Values[id] = append(s, v)
	}
}

// Len is the number of log entries.
func (tl *Timeline) Len() int { return len(tl.log) }

// Log is the whole log (do not change it).
func (tl *Timeline) Log() []engine.Action { return tl.log }

// Series are the charted figures over the game.
func (tl *Timeline) Series() Series {
	s := Series{At: tl.series.At, Prices: make(map[string][]*int, len(tl.series.Prices)), Values: tl.series.Values}
	// pad the families that lost their price to full length
	for id, ps := range tl.series.Prices {
		ps = ps[:len(ps):len(ps)]
		for len(ps) < len(s.At) {
			ps = append(ps, nil)
		}
		s.Prices[id] = ps
	}
	return s
}

// GameAt is the game after the first n entries of the log (0 ≤ n ≤ Len).
// It is the caller's own copy.
func (tl *Timeline) GameAt(n int) (engine.Game, error) {
	g, _, err := tl.gameAt(n)
	return g, err
}

// gameAt is GameAt with the effective entries of the prefix.
func (tl *Timeline) gameAt(n int) (engine.Game, []int, error) {
	if n < 0 || n > len(tl.log) {
		return nil, nil, fmt.Errorf("history: no position %d in a log of %d actions", n, len(tl.log))
	}
	if n == len(tl.log) {
		return tl.tip.Clone(), tl.eff, nil
	}
	effN, err := engine.Effective(tl.log[:n])
	if err != nil {
		return nil, nil, err
	}
	common := 0
	for common < len(effN) && common < len(tl.eff) && effN[common] == tl.eff[common] {
		common++
	}
	j := min(common/tl.every, len(tl.checks)-1)
	if j < 0 { // an empty log: no checkpoint
		g, err := tl.title.New(tl.cfg)
		return g, effN, err
	}
	g := tl.checks[j].Clone()
	apply := g.Apply
	for _, i := range effN[j*tl.every:] {
		if err := apply(tl.log[i]); err != nil {
			return nil, nil, &engine.ReplayError{Index: i, Action: tl.log[i], Err: err}
		}
	}
	return g, effN, nil
}

// ViewAt is the view after the first n entries of the log, with the log
// lines up to there (each its Phrase; the caller renders Text in its
// reader's language, package logtext) and the runs of the newest
// run_routes in effect. It
// is nil, with no error, for a game that gives no view.
func (tl *Timeline) ViewAt(n int) (*view.View, error) {
	g, effN, err := tl.gameAt(n)
	if err != nil {
		return nil, err
	}
	v := g.View()
	if v == nil {
		return nil, nil
	}
	v.At, v.Length = n, len(tl.log)
	v.Log = append([]view.LogLine(nil), tl.lines[:n]...)
	on := make([]bool, n)
	for _, i := range effN {
		on[i] = true
	}
	for i := range v.Log {
		if !on[i] && v.Log[i].Type != "undo" && v.Log[i].Type != "redo" {
			v.Log[i].Undone = true
		}
	}
	for k := len(effN) - 1; k >= 0 && v.Board != nil; k-- {
		a := tl.log[effN[k]]
		if a.Type != "run_routes" {
			continue
		}
		for i, r := range a.Extras().Routes {
			rt := view.RouteFromConnections(v.Board, r.Train, r.Revenue, r.Connections)
			if len(v.RunStops) == len(a.Extras().Routes) {
				rt.PriceStops(v.RunStops[i]) // the title's values, not the tiles'
			}
			rt.Family = a.Entity
			v.Routes = append(v.Routes, rt)
		}
		break
	}
	return v, nil
}
