package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"sort"
	"sync"

	"ferro/bot"
	"ferro/engine"
	"ferro/logtext"
	"ferro/store"
)

// Analyses (issue 28). Once a game is over, the server judges every
// decision of it as ferro analyze does: each seat's learned chance of
// winning before and after the move played (bot.Model), the move a bot
// prefers and what the played one cost the mover. It does so in the
// background: a bounded queue of games (analysisQueueLen; a game that
// finds it full is analysed when its page asks again) and one worker, one
// decision at a time, yielding between decisions, so that an analysis
// never takes more than one core from the games being played. Results are
// stored whole (store.AnalysisStore), so that a restart keeps them.
// Nobody gets the analysis of a game still being played (no hints against
// people): only finished games are analysed and shown.

// analysisQueueLen bounds the games waiting for analysis.
const analysisQueueLen = 16

// defaultAnalysisBot is the bot whose move an analysis asks for.
const defaultAnalysisBot = "mcts-learned@500"

// analyses is the server's queue of games to analyse and its progress.
type analyses struct {
	mu       sync.Mutex
	queue    chan int64
	pending  map[int64]bool // queued or under way
	current  int64          // the game under way (0: none)
	done     int            // its decisions judged so far
	total    int            // and in all
	computed int            // analyses computed since start (tests)
}

func (a *analyses) init() {
	a.queue = make(chan int64, analysisQueueLen)
	a.pending = map[int64]bool{}
}

// analysisProgress is how far a game's analysis is: queued, or under way
// with done of total decisions judged.
type analysisProgress struct {
	Queued bool `json:"queued"`
	Done   int  `json:"done"`
	Total  int  `json:"total"`
}

// gameAnalysis is a stored analysis: every decision of a finished game.
type gameAnalysis struct {
	Format    int                `json:"format"` // analysisFormat when computed; an older one is computed again
	Game      int64              `json:"game"`
	Version   int                `json:"version"` // the log length analysed
	Bot       string             `json:"bot"`
	Players   []string           `json:"players"`
	Decisions []analysisDecision `json:"decisions"`
	Swings    []int              `json:"swings"` // the decisions (indexes into Decisions) costing the mover most, most first
}

// analysisDecision is one judged decision.
type analysisDecision struct {
	At         int               `json:"at"` // the log position before the move (/games/{id}?at=)
	Seat       int               `json:"seat"`
	Type       string            `json:"type"`
	Played     engine.Action     `json:"played"`
	Best       *engine.Action    `json:"best"`
	PlayedSays map[string]string `json:"played_says,omitempty"` // the move played in words, by language (logtext.Languages)
	BestSays   map[string]string `json:"best_says,omitempty"`   // the bot's move (when another)
	Before     []float64         `json:"chances_before"`
	After      []float64         `json:"chances_after"`
	AfterBest  []float64         `json:"chances_after_best"`
	Cost       float64           `json:"cost"`
	Same       bool              `json:"same"`
	Judged     bool              `json:"judged"` // the played kind was in the legal list
}

// analysisFormat is how analyses are computed now: 1 (stored as 0) took
// the bot's first move even when its seller would refuse it; 2 asks the
// seller (bot/analyze_answer.go); 3 gives the bot each seat's played
// moves as its memory of its own choices (bot.Histories), where 2 let the
// bot remember its own unplayed answers at every seat's decisions. A
// stored analysis of an older format is computed again.
const analysisFormat = 3

// currentAnalysis reports whether a stored analysis is of analysisFormat.
func currentAnalysis(body []byte) bool {
	var f struct {
		Format int `json:"format"`
	}
	return json.Unmarshal(body, &f) == nil && f.Format == analysisFormat
}

// swingCount is how many of the costliest decisions an analysis marks,
// and swingFloor the least cost a marked one has (a chess site's
// "mistake": a tenth of the mover's chance).
const (
	swingCount = 8
	swingFloor = 0.10
)

// queueAnalysis asks for game id's analysis, unless it is queued or under
// way already or the queue is full (then a later ask queues it).
func (k *analysisService) queueAnalysis(id int64) bool {
	a := &k.queue
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.pending[id] || k.analysisSpec() == nil {
		return a.pending[id]
	}
	select {
	case a.queue <- id:
		a.pending[id] = true
		return true
	default:
		return false
	}
}

// analysisSpec is the bot analyses ask, or nil when they are off.
func (k *analysisService) analysisSpec() *bot.Spec {
	kind := k.bot
	if kind == "off" {
		return nil
	}
	if kind == "" {
		kind = defaultAnalysisBot
	}
	sp, err := bot.ParseSpec(kind)
	if err != nil {
		return nil
	}
	return &sp
}

// progress is game id's analysis progress, or nil when it is neither
// queued nor under way.
func (a *analyses) progress(id int64) *analysisProgress {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.pending[id] {
		return nil
	}
	if a.current == id {
		return &analysisProgress{Done: a.done, Total: a.total}
	}
	return &analysisProgress{Queued: true}
}

// runAnalyses is the analysis worker: one game at a time, until the
// server drains.
func (k *analysisService) runAnalyses() {
	a := &k.queue
	for {
		select {
		case <-k.ctx.Done():
			return
		case id := <-a.queue:
			a.mu.Lock()
			a.current, a.done, a.total = id, 0, 0
			a.mu.Unlock()
			err := k.analyse(k.ctx, id)
			a.mu.Lock()
			delete(a.pending, id)
			a.current = 0
			a.mu.Unlock()
			if err != nil && k.ctx.Err() == nil {
				k.log.Printf("analysis of game %d: %v", id, err)
			}
		}
	}
}

// analyse computes and stores game id's analysis, unless the game is not
// over, its title has no learned model, or the stored one covers its log.
func (k *analysisService) analyse(ctx context.Context, id int64) error {
	var (
		title engine.Title
		cfg   engine.Config
		log   []engine.Action
		meta  store.Game
	)
	err := k.games.withGame(ctx, id, true, func(lg *liveGame) error {
		if lg.sess == nil {
			return nil
		}
		meta = *lg.meta
		title, cfg = lg.title, lg.sess.Config()
		l := lg.sess.Log()
		log = l[:len(l):len(l)]
		return nil
	})
	if err != nil || title == nil || meta.Status != store.StatusFinished {
		return err
	}
	if v, body, err := k.st.Analysis(ctx, id); err == nil && v == len(log) && currentAnalysis(body) {
		return nil
	}
	model := bot.ModelFor(title.Name())
	sp := k.analysisSpec()
	if model == nil || sp == nil {
		return nil
	}
	eff, err := engine.Effective(log)
	if err != nil {
		return err
	}
	acts := make([]engine.Action, len(eff))
	for k, i := range eff {
		acts[k] = log[i]
	}
	g, err := title.New(cfg)
	if err != nil {
		return err
	}
	// count the decisions first, for the progress shown meanwhile
	total := 0
	if _, err := bot.WalkDecisions(g.Clone(), acts, func(bot.Point) error { total++; return nil }); err != nil {
		return err
	}
	k.queue.mu.Lock()
	k.queue.total = total
	k.queue.mu.Unlock()
	b := sp.NewTuned(uint64(id), 1, bot.Analysis)
	hist := bot.Histories{}
	out := gameAnalysis{Format: analysisFormat, Game: id, Version: len(log), Bot: sp.String()}
	for _, p := range cfg.Players {
		out.Players = append(out.Players, p.Name)
	}
	_, err = bot.WalkDecisions(g, acts, func(p bot.Point) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		d, err := bot.AnalyzeDecision(ctx, model, b, bot.Budget{}, p.Game, p.Seat, p.Played, p.Log, hist)
		if err != nil {
			return fmt.Errorf("decision at %d: %w", eff[p.K], err)
		}
		ad := analysisDecision{At: eff[p.K], Seat: d.Seat, Type: d.Type, Played: d.Played, Best: d.Best,
			Before: d.Before, After: d.After, AfterBest: d.AfterBest, Cost: d.Cost, Same: d.Same, Judged: !d.NotComparable}
		ad.PlayedSays = sayMove(p.Game, d.Played)
		if d.Best != nil && !d.Same {
			ad.BestSays = sayMove(p.Game, *d.Best)
		}
		out.Decisions = append(out.Decisions, ad)
		k.queue.mu.Lock()
		k.queue.done++
		k.queue.mu.Unlock()
		runtime.Gosched() // between decisions, the games being played first
		return nil
	})
	if err != nil {
		return err
	}
	out.Swings = swings(out.Decisions)
	body, err := json.Marshal(out)
	if err != nil {
		return err
	}
	if err := k.st.PutAnalysis(context.WithoutCancel(ctx), id, len(log), body); err != nil {
		return err
	}
	k.queue.mu.Lock()
	k.queue.computed++
	k.queue.mu.Unlock()
	return nil
}

// sayMove is a in words in every language of the log (nil: the title
// does not describe it).
func sayMove(g engine.Game, a engine.Action) map[string]string {
	p, _ := describeMove(g, a)
	if p == nil {
		return nil
	}
	out := map[string]string{}
	for _, l := range logtext.Languages {
		out[l] = logtext.Render(l, *p)
	}
	return out
}

// swings are the judged decisions costing their mover at least swingFloor,
// the costliest first, at most swingCount.
func swings(ds []analysisDecision) []int {
	var out []int
	for i, d := range ds {
		if d.Judged && d.Cost >= swingFloor {
			out = append(out, i)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return ds[out[a]].Cost > ds[out[b]].Cost })
	return out[:min(len(out), swingCount)]
}

// storedAnalysis is game id's stored analysis when it covers the log's
// version entries, else nil; a finished game without one is queued.
func (k *analysisService) storedAnalysis(ctx context.Context, meta *store.Game, version int) (*gameAnalysis, error) {
	if meta.Status != store.StatusFinished {
		return nil, errorf(http.StatusConflict, "not_finished", "game %d is still being played: it is analysed once it is over", meta.ID)
	}
	v, body, err := k.st.Analysis(ctx, meta.ID)
	if err == nil && v == version && currentAnalysis(body) {
		var a gameAnalysis
		if err := json.Unmarshal(body, &a); err != nil {
			return nil, err
		}
		return &a, nil
	}
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	k.queueAnalysis(meta.ID)
	return nil, nil
}
