package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSideColumnFits: on the desktop (1400 px) and the phone (390 px) the
// side column's tables show every column without a sideways scroll
// (before, the families' table was 770 px wide in a 394 px column, its
// trains, stations and powers hidden), and the bar's last control (the
// language) ends inside the window.
func TestSideColumnFits(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "wide")
	importRecord(t, ctx, s, recordUpTo(t, "18ZOOMapD/dividend_as_president.json", 55))
	type fit struct {
		Over []string
		Lang float64
		W    float64
	}
	check := func(where string) {
		f := eval[fit](t, ctx, `(() => {
  const over = [...document.querySelectorAll("#players .scroll, #corps .scroll")].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.parentElement.id + " " + e.scrollWidth + " > " + e.clientWidth);
  return {over, lang: document.getElementById("lang").getBoundingClientRect().right, w: document.documentElement.clientWidth};
})()`)
		if len(f.Over) > 0 {
			t.Errorf("%s: tables scroll sideways: %v", where, f.Over)
		}
		if f.Lang > f.W {
			t.Errorf("%s: the language select ends at %.0f px, past the window's %.0f", where, f.Lang, f.W)
		}
	}
	check("desktop")
	screenshot(t, ctx, "side-column")
	run(t, ctx, "phone size", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	waitIdle(t, ctx)
	check("phone")
}

// TestGamesPage: the server's games page (GET /games, no script) as a
// signed-in player sees it: the site's bar, their hotseat game in
// progress marked as their turn, first.
func TestGamesPage(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "lister")
	id := createHotseat(t, ctx, "18ZOO - Map A", 2, 3)
	run(t, ctx, "the games page", chromedp.Navigate(s.url+"/games"), chromedp.WaitVisible(chromedp.ID("your-games")))
	if !eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector('nav.bar a[href^="/learn/"]') && document.querySelector('#your-games li.game.mine[data-game="%d"]').textContent.includes("your turn")`, id)) {
		t.Errorf("the games page lacks the bar or the player's turn: %s", eval[string](t, ctx, `document.body.innerText`))
	}
	screenshot(t, ctx, "games-page")
}
