package server_test

import (
	"math"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"ferro/server"
	"ferro/store/storetest"
)

type analysisReply struct {
	Game     int64  `json:"game"`
	Status   string `json:"status"`
	Progress *struct {
		Done, Total int
	} `json:"progress"`
	Analysis *struct {
		Version   int      `json:"version"`
		Bot       string   `json:"bot"`
		Players   []string `json:"players"`
		Decisions []struct {
			At        int       `json:"at"`
			Seat      int       `json:"seat"`
			Before    []float64 `json:"chances_before"`
			After     []float64 `json:"chances_after"`
			AfterBest []float64 `json:"chances_after_best"`
			Cost      float64   `json:"cost"`
			Judged    bool      `json:"judged"`
		} `json:"decisions"`
		Swings []int `json:"swings"`
	} `json:"analysis"`
}

// waitAnalysis asks for game id's analysis until it is ready (the server
// computes it in the background), at most a few minutes.
func waitAnalysis(t *testing.T, c *client, id int64) analysisReply {
	t.Helper()
	for range 6000 {
		var r analysisReply
		c.must("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/analysis", nil, http.StatusOK, &r)
		if r.Status == "ready" {
			return r
		}
		if r.Status != "queued" && r.Status != "running" {
			t.Fatalf("status %q", r.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the analysis did not come")
	return analysisReply{}
}

// TestAnalysisInBackground: an imported finished game (5774) is analysed
// in the background without being asked (no request for it comes before
// it is computed); the analysis judges every
// decision (chances that sum to 1, costs that are what the chances say,
// the swings the costliest judged decisions), the page draws the chart
// with a ring per swing and lists them, and draws the board after the
// first swing's move and after the bot's; a restarted server serves the
// stored analysis without computing it again; a game not over has none.
func TestAnalysisInBackground(t *testing.T) {
	tweak := func(c *server.Config) { c.AnalysisBot = "heuristic-learned" }
	e := newEnv(t, storetest.Backends()[0], tweak)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}
	// nobody asks: the import queues it
	for k := 0; e.srv.AnalysesComputed() == 0; k++ {
		if k == 6000 {
			t.Fatal("the imported game was not analysed")
		}
		time.Sleep(50 * time.Millisecond)
	}
	r := waitAnalysis(t, anon, g.ID)
	a := r.Analysis
	if a == nil || len(a.Decisions) < 200 || len(a.Players) != 3 || a.Bot != "heuristic-learned" {
		t.Fatalf("analysis %+v", a)
	}
	last := -1
	for _, d := range a.Decisions {
		sum := 0.0
		for _, c := range d.Before {
			sum += c
		}
		if math.Abs(sum-1) > 1e-9 || d.At <= last {
			t.Fatalf("decision at %d (after %d): chances %v", d.At, last, d.Before)
		}
		last = d.At
		if got := d.AfterBest[d.Seat] - d.After[d.Seat]; got != d.Cost {
			t.Fatalf("decision at %d: cost %v, the chances say %v", d.At, d.Cost, got)
		}
	}
	if len(a.Swings) == 0 {
		t.Fatal("no swings marked")
	}
	for k, i := range a.Swings {
		d := a.Decisions[i]
		if !d.Judged || d.Cost < 0.1 || (k > 0 && d.Cost > a.Decisions[a.Swings[k-1]].Cost) {
			t.Fatalf("swing %d: %+v", k, d)
		}
	}
	marked := map[int]bool{}
	for _, i := range a.Swings {
		marked[i] = true
	}
	least := a.Decisions[a.Swings[len(a.Swings)-1]].Cost
	for i, d := range a.Decisions {
		if d.Judged && d.Cost > least && !marked[i] {
			t.Fatalf("the decision at %d costs %v, more than a swing, and is not one", d.At, d.Cost)
		}
	}
	code, page := anon.do("GET", "/games/"+strconv.FormatInt(g.ID, 10)+"/analysis", nil)
	if code != http.StatusOK || !strings.Contains(string(page), `class="ferro-chart chances"`) ||
		strings.Count(string(page), `<g class="mark">`) != len(a.Swings) || strings.Count(string(page), `<path class="seat"`) != 3 {
		t.Fatalf("page %d: %.2000s", code, page)
	}
	if strings.Contains(string(page), "map[") || !strings.Contains(string(page), "ZOOTicket") {
		t.Fatalf("the moves are not in words: %.3000s", page[strings.Index(string(page), `id="analysis-swings"`):])
	}
	// the first swing's boards: after the move played and after the bot's
	boards := string(page[strings.Index(string(page), `id="analysis-boards"`):])
	if strings.Count(boards, "<svg") != 2 {
		t.Fatalf("the swing's boards: %d drawings", strings.Count(boards, "<svg"))
	}
	if len(a.Swings) > 1 {
		if code, _ := anon.do("GET", "/games/"+strconv.FormatInt(g.ID, 10)+"/analysis?swing=2", nil); code != http.StatusOK {
			t.Fatalf("swing 2: %d", code)
		}
	}
	if code, _ := anon.do("GET", "/games/"+strconv.FormatInt(g.ID, 10)+"/analysis?swing=99", nil); code != http.StatusBadRequest {
		t.Fatalf("swing 99: %d", code)
	}
	if n := e.srv.AnalysesComputed(); n != 1 {
		t.Fatalf("%d analyses computed, want 1", n)
	}
	e.stop()
	e2 := startEnv(t, e.db, tweak)
	anon2 := &client{t: t, base: e2.url, hc: http.DefaultClient}
	var again analysisReply
	anon2.must("GET", "/api/games/"+strconv.FormatInt(g.ID, 10)+"/analysis", nil, http.StatusOK, &again)
	if again.Status != "ready" || again.Analysis == nil || len(again.Analysis.Decisions) != len(a.Decisions) {
		t.Fatalf("after a restart: status %q", again.Status)
	}
	if n := e2.srv.AnalysesComputed(); n != 0 {
		t.Fatalf("the restarted server computed %d analyses", n)
	}
	// a game still being played: no analysis (no hints against people)
	var open gameView
	bob := e2.signup("bob")
	bob.must("POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "seed": 3}, http.StatusCreated, &open)
	var e409 apiErr
	anon2.must("GET", "/api/games/"+strconv.FormatInt(open.ID, 10)+"/analysis", nil, http.StatusConflict, &e409)
	if e409.Code != "not_finished" {
		t.Fatalf("a game not over: %+v", e409)
	}
}
