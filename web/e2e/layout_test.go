package e2e

import (
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
