package e2e

import (
	"encoding/json"
	"flag"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/server"
)

var analysisBot = flag.String("analysis-bot", "", "the bot TestAnalysisPage's server analyses with (default: heuristic-learned, with -screenshots mcts-learned@500)")

// TestAnalysisPage: a real game imported through the lobby (5774, 18ZOO
// Map C, three players) is analysed by the server in the background; its
// history page links to the analysis, whose chart draws every seat's
// chance of winning with a ringed number at each of the biggest swings,
// listed below it with the bot's move and linked to the board before the
// move, and the boards after the first swing's move and after the bot's. With -screenshots the analysis is mcts-learned@500's (as the
// server's default) and the page is saved as docs/images/analysis-5774.png;
// else the faster heuristic-learned judges.
func TestAnalysisPage(t *testing.T) {
	rec := fixture(t, "18ZOOMapC/5774.json")
	judge := *analysisBot
	if judge == "" {
		judge = "heuristic-learned"
		if *screenshots {
			judge = "mcts-learned@500"
		}
	}
	s := startSiteWith(t, func(c *server.Config) { c.AnalysisBot = judge })
	ctx := tab(t, browser(t))
	signUp(t, ctx, s, "ann")
	id := importRecord(t, ctx, s, rec)
	base := s.url + "/games/" + strconv.FormatInt(id, 10)
	// the analysis runs in the background: wait for it (mcts@500 takes
	// a minute or more of CPU)
	var status string
	for range 20000 {
		var r struct {
			Status string `json:"status"`
		}
		if err := json.Unmarshal(get(t, s.url+"/api/games/"+strconv.FormatInt(id, 10)+"/analysis"), &r); err != nil {
			t.Fatal(err)
		}
		if status = r.Status; status != "queued" && status != "running" {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if status != "ready" {
		t.Fatalf("the analysis is %q", status)
	}
	run(t, ctx, "the history page's link to the analysis",
		chromedp.Navigate(base),
		chromedp.WaitVisible(chromedp.ID("analysis-link")),
		chromedp.Click(chromedp.ID("analysis-link")),
		chromedp.WaitVisible(chromedp.ID("analysis-chart")),
	)
	seats := eval[int](t, ctx, `document.querySelectorAll("#analysis-chart svg.chances path.seat").length`)
	marks := eval[int](t, ctx, `document.querySelectorAll("#analysis-chart svg.chances g.mark").length`)
	rows := eval[int](t, ctx, `document.querySelectorAll("#analysis-swings tr").length - 1`)
	points := eval[int](t, ctx, `(document.querySelector("#analysis-chart path.seat").getAttribute("d").match(/[ML]/g) || []).length`)
	if seats != 3 || marks == 0 || marks != rows || points < 200 {
		t.Fatalf("chart: %d seat lines of %d points, %d marks, %d swings listed", seats, points, marks, rows)
	}
	// the chart is drawn: its lines have a size on the page
	if w := eval[float64](t, ctx, `document.querySelector("#analysis-chart path.seat").getBoundingClientRect().width`); w < 300 {
		t.Fatalf("the chart's first line is %.0f px wide", w)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#analysis-boards svg").length`); n != 2 {
		t.Fatalf("the first swing's boards: %d drawings", n)
	}
	screenshot(t, ctx, "analysis-5774")
	// the first swing's number leads to the board before the move
	at := eval[string](t, ctx, `new URL(document.querySelector("#analysis-swings tr:nth-child(2) a").href).search`)
	run(t, ctx, "the first swing's board",
		chromedp.Click(`#analysis-swings tr:nth-child(2) a`),
		chromedp.WaitVisible(`.drawing svg`),
	)
	if got := eval[string](t, ctx, `location.search`); got != at {
		t.Fatalf("the swing's link went to %q, want %q", got, at)
	}
}
