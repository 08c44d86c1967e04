package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"ferro/internal/testkit"

	"github.com/chromedp/chromedp"
)

// fixture is the path of a shared 18xx.games record (testkit.Fixture:
// a skip, or a failure under $FERRO_REQUIRE_FIXTURES=1, when absent).
func fixture(t *testing.T, rel string) string {
	t.Helper()
	p, err := filepath.Abs(testkit.Fixture(t, "18zoo/"+rel))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// importRecord imports a record through the lobby's form and returns the
// game's id, with the browser on its page.
func importRecord(t *testing.T, ctx context.Context, s *site, path string) int64 {
	t.Helper()
	run(t, ctx, "import "+path,
		chromedp.Navigate(s.url+"/"),
		chromedp.WaitVisible(chromedp.ID("import")),
		chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{path}),
		chromedp.Click(chromedp.ID("import")),
	)
	loc := waitPath(t, ctx, "/play/")
	var id int64
	fmt.Sscanf(loc, "/play/%d", &id)
	waitIdle(t, ctx)
	return id
}

// pageTiles is hex → tile copy of every hex of the page's board that has
// a tile laid.
func pageTiles(t *testing.T, ctx context.Context) map[string]string {
	return eval[map[string]string](t, ctx, `Object.fromEntries([...document.querySelectorAll("#app .board-host [data-hex][data-tile]:not([data-tile=\"\"])")].map(e => [e.dataset.hex, e.dataset.tile]))`)
}

// serverTiles is the same from the server's view at ?at (all when "").
func serverTiles(t *testing.T, s *site, game int64, at string) map[string]string {
	t.Helper()
	var v struct {
		Board struct {
			Hexes []struct {
				ID   string `json:"id"`
				Tile struct {
					ID string `json:"id"`
				} `json:"tile"`
			} `json:"hexes"`
		} `json:"board"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/view%s", s.url, game, at)), &v); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, h := range v.Board.Hexes {
		if h.Tile.ID != "" {
			out[h.ID] = h.Tile.ID
		}
	}
	return out
}

func sameTiles(t *testing.T, what string, page, server map[string]string) {
	t.Helper()
	if len(page) != len(server) {
		t.Errorf("%s: the page shows %d tiles, the server %d", what, len(page), len(server))
	}
	for h, tile := range server {
		if page[h] != tile {
			t.Errorf("%s: hex %s shows tile %q, the server has %q", what, h, page[h], tile)
		}
	}
}

// TestImported5774 imports the real 18ZOO Map C game 5774 through the
// lobby: the page shows its final board as the server has it, and the
// history at action 200 shows that action's board.
func TestImported5774(t *testing.T) {
	path := fixture(t, "18ZOOMapC/5774.json")
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "importer")
	id := importRecord(t, ctx, s, path)
	final := pageTiles(t, ctx)
	sameTiles(t, "final board", final, serverTiles(t, s, id, ""))
	if len(final) < 20 {
		t.Fatalf("the final board shows only %d tiles", len(final))
	}
	// 18ZOO's bank is unlimited: the depot says so, with what it paid out,
	// never a negative amount of money
	if h := eval[string](t, ctx, `document.querySelector("#depot h2").textContent`); !strings.Contains(h, "unlimited (paid out ") || strings.Contains(h, "-") {
		t.Errorf("the depot's heading reads %q", h)
	}
	run(t, ctx, "open the charts", clickOn("#charts summary"), poll(`document.querySelectorAll("#charts svg.chart path").length >= 2`))
	if n := eval[int](t, ctx, `document.querySelectorAll("#charts svg.chart path").length`); n < 3+3 {
		t.Errorf("the charts draw %d lines, want one per family and player", n)
	}
	eval[bool](t, ctx, `(() => { const r = document.getElementById("history-slider"); r.value = "200"; r.dispatchEvent(new Event("change")); return true; })()`)
	run(t, ctx, "history at 200", poll(`window.ferro.at === 200 && !window.ferro.busy`))
	at200 := pageTiles(t, ctx)
	sameTiles(t, "board at action 200", at200, serverTiles(t, s, id, "?at=200"))
	if len(at200) >= len(final) {
		t.Errorf("the board at action 200 has %d tiles, the final one %d", len(at200), len(final))
	}
	screenshot(t, ctx, "game-history")
	if n := eval[int](t, ctx, `document.querySelectorAll("#actions button.act").length`); n != 0 {
		t.Errorf("history mode offers %d actions", n)
	}
}

// TestLoadLateMapF measures how long the game page of a late Map F game
// (the real record 6535, 5 players) takes to load and draw.
func TestLoadLateMapF(t *testing.T) {
	path := fixture(t, "18ZOOMapF/6535.json")
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "viewer")
	id := importRecord(t, ctx, s, path)
	var ms []float64
	for i := 0; i < 5; i++ {
		start := time.Now()
		run(t, ctx, "load", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
		waitIdle(t, ctx)
		ms = append(ms, float64(time.Since(start).Microseconds())/1000)
	}
	sort.Float64s(ms)
	n := eval[int](t, ctx, `document.querySelectorAll(".board-host [data-hex]").length`)
	if n < 50 {
		t.Fatalf("the board shows %d hexes", n)
	}
	t.Logf("Map F 6535 page load (navigate to drawn, 5 runs): median %.0f ms, max %.0f ms; %d hexes", ms[2], ms[4], n)
}
