package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/engine"
	"ferro/games/registry"
)

// createGame fills the lobby's form and returns the new game's id, with
// the browser on its page. A game for other people shows what its seed
// deals ("Powers visible", where the title has it): the server refuses a
// chosen seed for a game that hides it (server/secrets.go).
func createGame(t *testing.T, ctx context.Context, title string, players, seed int, hotseat bool) int64 {
	t.Helper()
	fill := fmt.Sprintf(`(function() {
  const s = document.getElementById("new-title");
  s.value = %q; s.dispatchEvent(new Event("change"));
  document.getElementById("new-players").value = "%d";
  document.getElementById("new-hotseat").checked = %v;
  document.getElementById("new-seed").value = "%d";
  const visible = document.querySelector('input.rule[value="power_visible"]');
  if (visible && !%[3]v) visible.checked = true;
  return s.value;
})()`, title, players, hotseat, seed)
	run(t, ctx, "lobby", poll(`document.querySelectorAll("#new-title option").length > 0`))
	got := eval[string](t, ctx, fill)
	run(t, ctx, "create "+title, chromedp.Click(chromedp.ID("create-game")))
	loc := waitPath(t, ctx, "/play/")
	if got != title {
		t.Fatalf("the lobby offers no title %q", title)
	}
	m := regexp.MustCompile(`/play/(\d+)$`).FindStringSubmatch(loc)
	if m == nil {
		t.Fatalf("after create the page is %s", loc)
	}
	id, _ := strconv.ParseInt(m[1], 10, 64)
	waitIdle(t, ctx)
	return id
}

// TestHotseat18ZOOToTheEnd plays a hotseat 18ZOO game to its end by
// clicking whatever the page offers (seeded), then replays its record.
func TestHotseat18ZOOToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game in the browser")
	}
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	countRequests(t, ctx)
	signUp(t, ctx, s, "solo")
	screenshot(t, ctx, "lobby")
	id := createHotseat(t, ctx, "18ZOO - Map A", 2, 7)
	c := &clicker{rnd: rand.New(rand.NewPCG(7, 12))}
	start := time.Now()
	shot := false
	for c.clicks < 6000 {
		if !c.step(t, ctx) {
			break
		}
		if c.submits%50 == 0 {
			agree(t, ctx, s, id)
		}
		if c.submits == 120 && !shot {
			shot = true
			screenshot(t, ctx, "game-desktop")
			run(t, ctx, "phone size", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			waitIdle(t, ctx)
			screenshot(t, ctx, "game-phone")
			run(t, ctx, "desktop size", chromedp.EmulateViewport(1400, 900))
		}
	}
	st := agree(t, ctx, s, id)
	status := eval[string](t, ctx, `document.getElementById("banner").className`)
	if status != "banner over" {
		t.Fatalf("after %d clicks (%d actions) the game is not over: banner %q, version %d", c.clicks, c.submits, status, st.Version)
	}
	if c.previews == 0 {
		t.Error("no tile preview was checked")
	}
	// the finished game says who won, with the final scores
	if r := eval[string](t, ctx, `(document.getElementById("result") || {}).textContent || ""`); !strings.Contains(r, "won") {
		t.Errorf("the finished game's panel says %q, not who won", r)
	}
	screenshot(t, ctx, "game-over")
	t.Logf("%d clicks, %d actions, %d tile previews, %s; ✔-to-board p95 %.1f ms (%s)", c.clicks, c.submits, c.previews, time.Since(start).Round(time.Millisecond), p95(timings(t, ctx)), phases(t, ctx))
	mean, p95n, most, worst := perMove(t, ctx)
	t.Logf("requests a move: mean %.2f, p95 %d, max %d (%q); load average %s", mean, p95n, most, worst, loadAverage())
	if p95n > 2 {
		t.Errorf("a move takes %d requests at p95, more than 2", p95n)
	}
	rec, err := engine.ParseRecord(get(t, fmt.Sprintf("%s/api/games/%d/record", s.url, id)))
	if err != nil {
		t.Fatal(err)
	}
	title, err := registry.Lookup(rec.Title)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := engine.SessionFromRecord(title, rec)
	if err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	if !sess.Game().Finished() {
		t.Fatal("the record replays to an unfinished game")
	}
}

func createHotseat(t *testing.T, ctx context.Context, title string, players, seed int) int64 {
	return createGame(t, ctx, title, players, seed, true)
}
