package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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
	swingBoards(t, ctx, rows)
	movesOnBoard(t, ctx, s.url, id)
	run(t, ctx, "back to the first swing", chromedp.Navigate(base+"/analysis"), chromedp.WaitVisible(chromedp.ID("analysis-chart")))
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

// swingBoards clicks every swing's ▦ (rows of them) and checks its two
// boards: the move played and the bot's, each drawn on the board before
// it as what it shows says (checkFigure).
func swingBoards(t *testing.T, ctx context.Context, rows int) {
	t.Helper()
	for n := 1; n <= rows; n++ {
		clickLink(t, ctx, fmt.Sprintf(`#analysis-swings tr:nth-child(%d) a.swing-board`, n+1))
		waitFor(t, ctx, fmt.Sprintf("swing %d on the board", n),
			fmt.Sprintf(`location.search === "?swing=%d" && document.querySelectorAll("#analysis-boards figure").length === 2`, n))
		for _, which := range []string{"played", "best"} {
			checkFigure(t, ctx, fmt.Sprintf("swing %d", n), which, nil)
		}
	}
}

// clickLink clicks the link sel; the page it leads to may come before the
// click's answer does ("target navigated"), which is no failure.
func clickLink(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(c, chromedp.Click(sel)); err != nil && !strings.Contains(err.Error(), "navigated or closed") {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// boardMove is a move of the analysis' JSON, as far as its drawing shows it.
type boardMove struct {
	Type string `json:"type"`
	Hex  string `json:"hex"`
	Tile string `json:"tile"`
}

// checkFigure checks the board of one move (which: "played" or "best"):
// drawn once, as what it shows says (the hexes it changed ringed, a run's
// routes, or only named), named in its caption with the mover's chance
// after it; a tile lay (m) ringed on its hex, with its tile there.
func checkFigure(t *testing.T, ctx context.Context, where, which string, m *boardMove) string {
	t.Helper()
	fig := fmt.Sprintf(`document.querySelector('#analysis-boards figure[data-move=%q]')`, which)
	shown := eval[string](t, ctx, fig+`.dataset.shown`)
	rings := eval[[]string](t, ctx, `[...`+fig+`.querySelectorAll("svg g.ring")].map(g => g.dataset.hex)`)
	routes := eval[int](t, ctx, fig+`.querySelectorAll("svg g.route").length`)
	caption := eval[string](t, ctx, fig+`.querySelector("figcaption").textContent`)
	boards := eval[int](t, ctx, fig+`.querySelectorAll("svg.ferro-board").length`)
	ok := boards == 1 && strings.HasSuffix(caption, "%") && len(caption) > 8
	switch shown {
	case "hexes":
		ok = ok && len(rings) > 0
		for _, hx := range rings { // a ringed hex is one the board draws
			ok = ok && eval[bool](t, ctx, fig+`.querySelector('svg g.hex[data-hex="`+hx+`"]') !== null`)
		}
	case "run":
		ok = ok && routes > 0
	case "caption":
		ok = ok && len(rings) == 0 && routes == 0
	default:
		ok = false
	}
	if m != nil && m.Type == "lay_tile" {
		tile := eval[string](t, ctx, fig+`.querySelector('svg g.hex[data-hex="`+m.Hex+`"]').dataset.tile`)
		ok = ok && shown == "hexes" && slices.Contains(rings, m.Hex) && tile == m.Tile
	}
	if m != nil && m.Type == "run_routes" {
		ok = ok && shown == "run"
	}
	if !ok {
		t.Fatalf("%s, %s (%+v): shown %q, %d boards, rings %v, %d routes, caption %q", where, which, m, shown, boards, rings, routes, caption)
	}
	t.Logf("%s, %s: %s %v %d routes: %s", where, which, shown, rings, routes, caption)
	return shown
}

// movesOnBoard opens, for the first decision where the bot would have laid
// a tile on another hex than the one played (and the first where it would have run
// otherwise, when there is one), the analysis' boards of that decision
// (?at=): both tile lays lie on their hexes, ringed. The tile lay is saved
// as docs/images/analysis-5774-board.png (with -screenshots).
func movesOnBoard(t *testing.T, ctx context.Context, url string, id int64) {
	t.Helper()
	var r struct {
		Analysis struct {
			Decisions []struct {
				At     int        `json:"at"`
				Same   bool       `json:"same"`
				Played boardMove  `json:"played"`
				Best   *boardMove `json:"best"`
			} `json:"decisions"`
		} `json:"analysis"`
	}
	if err := json.Unmarshal(get(t, url+"/api/games/"+strconv.FormatInt(id, 10)+"/analysis"), &r); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, d := range r.Analysis.Decisions {
		if d.Same || d.Best == nil || d.Best.Type != d.Played.Type || seen[d.Best.Type] || (d.Best.Type != "lay_tile" && d.Best.Type != "run_routes") || (d.Best.Type == "lay_tile" && d.Best.Hex == d.Played.Hex) {
			continue
		}
		seen[d.Best.Type] = true
		run(t, ctx, fmt.Sprintf("the decision at %d on the board", d.At),
			chromedp.Navigate(fmt.Sprintf("%s/games/%d/analysis?at=%d#analysis-boards", url, id, d.At)),
			chromedp.WaitVisible(chromedp.ID("analysis-boards")),
		)
		where := fmt.Sprintf("the decision at %d", d.At)
		checkFigure(t, ctx, where, "played", &d.Played)
		checkFigure(t, ctx, where, "best", d.Best)
		if d.Best.Type == "lay_tile" {
			boardShot(t, ctx, "analysis-5774-board")
		}
	}
	if !seen["lay_tile"] {
		t.Fatal("no decision where the bot lays another tile")
	}
}

// boardShot saves the boards of a decision (#analysis-boards) as
// screenshot does a page: the full page's capture, cut to them.
func boardShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	// drawn without the window's scroll bar, as screenshot draws a page
	r := eval[[]float64](t, ctx, `(() => { const s = document.createElement("style"); s.id = "shot-noscroll";
  s.textContent = "html { scrollbar-width: none; } html::-webkit-scrollbar { display: none; }"; document.head.append(s);
  const b = document.getElementById("analysis-boards").getBoundingClientRect();
  return [b.left + scrollX - 4, b.top + scrollY - 4, b.right + scrollX + 4, b.bottom + scrollY + 12].map(Math.round); })()`)
	buf, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	eval[bool](t, ctx, `(document.getElementById("shot-noscroll")?.remove(), true)`)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	cut := img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(image.Rect(int(r[0]), int(r[1]), int(r[2]), int(r[3])))
	var out bytes.Buffer
	if err := png.Encode(&out, cut); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if d := os.Getenv("FERRO_SHOTS"); d != "" {
		dir = d
	}
	if *screenshots {
		dir = filepath.Join("..", "..", "docs", "images")
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
