package server_test

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
	"ferro/server"
	"ferro/store/storetest"
)

// TestAnalysisAsksTheSeller (issue 28): the bot's alternative an analysis
// offers is a move play would make. A trade that takes something of
// another player's (18ZOO: a train of a family another player presides)
// is one its seller's judgement accepts (bot.Accepts, as a bot seller
// answers in play), and its chances are those after it. Before, the
// analysis of 5774 offered trades such as "CR buys a 3S from Tigers for
// 1$N", which the seller refuses.
func TestAnalysisAsksTheSeller(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.AnalysisBot = "heuristic-learned" })
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}
	var r struct {
		Status   string `json:"status"`
		Analysis *struct {
			Decisions []struct {
				At        int            `json:"at"`
				Seat      int            `json:"seat"`
				Played    engine.Action  `json:"played"`
				Best      *engine.Action `json:"best"`
				AfterBest []float64      `json:"chances_after_best"`
				Same      bool           `json:"same"`
			} `json:"decisions"`
		} `json:"analysis"`
	}
	for k := 0; r.Status != "ready"; k++ {
		if k == 6000 {
			t.Fatalf("the analysis is %q", r.Status)
		}
		time.Sleep(50 * time.Millisecond)
		anon.must("GET", "/api/games/"+strconv.FormatInt(g.ID, 10)+"/analysis", nil, http.StatusOK, &r)
	}
	// the positions of the decisions, by log index
	rec, title, cfg, err := engine.ReadRecord(filepath.Join(testkit.FixturesDir(t), "18zoo/18ZOOMapC/5774.json"), registry.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]engine.Action, len(eff))
	for k, i := range eff {
		acts[k] = rec.Actions[i]
	}
	start, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	at := map[int]engine.Game{}
	if _, err := bot.WalkDecisions(start, acts, func(p bot.Point) error { at[eff[p.K]] = p.Game.Clone(); return nil }); err != nil {
		t.Fatal(err)
	}
	model := bot.ModelFor(title.Name())
	trades, refused := 0, 0
	for _, d := range r.Analysis.Decisions {
		if d.Best == nil || d.Same {
			continue
		}
		pos := at[d.At]
		if pos == nil {
			t.Fatalf("no decision at %d", d.At)
		}
		seller, ok := pos.(engine.Trader).Counterparty(*d.Best)
		if !ok || seller == cfg.Players[d.Seat].ID {
			continue
		}
		trades++
		if !bot.Accepts(pos, bot.SeatOf(pos, seller), *d.Best, bot.AnswerSeed(d.Played)) {
			refused++
			t.Errorf("decision at %d: the bot's move %s %s %s%s is refused by its seller %s", d.At, d.Best.Type, d.Best.Entity, d.Best.Train, d.Best.Company, seller)
			continue
		}
		// accepted: its chances are those after it
		after := pos.Clone()
		if err := after.Apply(*d.Best); err != nil {
			t.Fatal(err)
		}
		want := model.Chances(after)
		for i := range want {
			if math.Abs(want[i]-d.AfterBest[i]) > 1e-9 {
				t.Fatalf("decision at %d: chances after the bot's trade %v, want %v", d.At, d.AfterBest, want)
			}
		}
	}
	t.Logf("%d decisions: %d of the bot's moves are trades with another player, %d refused", len(r.Analysis.Decisions), trades, refused)
}

// TestOldAnalysisComputedAgain: an analysis stored before the bot's
// alternatives were asked of their sellers (no format) is not served: the
// game is analysed again.
func TestOldAnalysisComputedAgain(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.AnalysisBot = "heuristic-learned" })
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}
	first := waitAnalysis(t, anon, g.ID)
	old := []byte(fmt.Sprintf(`{"game": %d, "version": %d, "bot": "heuristic-learned", "decisions": [], "swings": []}`, g.ID, first.Analysis.Version))
	if err := e.st.PutAnalysis(context.Background(), g.ID, first.Analysis.Version, old); err != nil {
		t.Fatal(err)
	}
	var r analysisReply
	anon.must("GET", "/api/games/"+strconv.FormatInt(g.ID, 10)+"/analysis", nil, http.StatusOK, &r)
	if r.Status == "ready" {
		t.Fatalf("the old analysis is served: %d decisions", len(r.Analysis.Decisions))
	}
	again := waitAnalysis(t, anon, g.ID)
	if len(again.Analysis.Decisions) != len(first.Analysis.Decisions) || e.srv.AnalysesComputed() != 2 {
		t.Fatalf("analysed again: %d decisions (first %d), %d computed", len(again.Analysis.Decisions), len(first.Analysis.Decisions), e.srv.AnalysesComputed())
	}
}
