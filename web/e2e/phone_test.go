package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// tapPickJS marks one control of the action panel for a tap, chosen as
// clickJS chooses, and says whether it sends an action ("submit") or only
// chooses ("pick"); "" when nothing is offered.
const tapPickJS = `(function(r1, r2) {
  for (const old of document.querySelectorAll("[data-tap]")) old.removeAttribute("data-tap");
  const root = document.getElementById("actions");
  if (!root) return "";
  const ok = document.getElementById("confirm");
  let b = null;
  if (ok && r1 < 0.75) b = ok;
  else {
    let bs = [...root.querySelectorAll("button.act, button.hex-btn, button.tile-btn, #rotate, #confirm")].filter(b => !b.disabled);
    const keep = bs.filter(b => b.dataset.type !== "pass");
    if (keep.length && r1 < 0.9) bs = keep;
    if (!bs.length) return "";
    b = bs[Math.floor(r2 * bs.length)];
  }
  b.setAttribute("data-tap", "1");
  return b.classList.contains("act") || b.id === "confirm" ? "submit" : "pick";
})(%v, %v)`

// TestPhoneTurn plays a hotseat 18ZOO game on the phone layout (390×844,
// touch) by tapping the controls where they are on the screen, not by
// script clicks, until a family has laid a tile, run and paid out: the
// controls of a turn are on the screen and not covered (the ↻ ✔ ✖ bar of a
// tile lay stays at the bottom), and the page agrees with the server.
func TestPhoneTurn(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	run(t, ctx, "phone size", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	signUp(t, ctx, s, "thumb")
	id := createHotseat(t, ctx, "18ZOO - Map A", 2, 7)
	rnd := rand.New(rand.NewPCG(7, 3))
	need := []string{"lay_tile", "run_routes", "dividend"}
	done := func() bool {
		ts := logTypes(t, s, id)
		for _, n := range need {
			if !slices.Contains(ts, n) {
				return false
			}
		}
		return true
	}
	taps := 0
	for ; taps < 500 && !done(); taps++ {
		r1, r2 := rnd.Float64(), rnd.Float64()
		var err error
		for try := 0; try < 5; try++ {
			// A redraw (the live update after an action) may replace the
			// marked control before the tap: mark again.
			waitIdle(t, ctx)
			what := eval[string](t, ctx, fmt.Sprintf(tapPickJS, r1, r2))
			if what == "" {
				t.Fatalf("after %d taps the phone page offers nothing", taps)
			}
			if err = tapMarked(t, ctx, taps, what); err == nil {
				break
			}
		}
		if err != nil {
			t.Fatalf("tap %d: %v", taps, err)
		}
		waitIdle(t, ctx)
		if taps%20 == 0 {
			agree(t, ctx, s, id)
		}
	}
	if !done() {
		t.Fatalf("after %d taps the log has no %v yet: %v", taps, need, logTypes(t, s, id))
	}
	agree(t, ctx, s, id)
	if over := eval[int](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); over > 0 {
		t.Errorf("the phone page is %d px wider than the screen", over)
	}
	var st struct {
		Version int `json:"version"`
	}
	json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &st)
	t.Logf("a family's turn (tile, run, dividend) played with %d taps, %d actions", taps, st.Version)
}

// tapMarked scrolls the control marked data-tap into view, checks that it
// is on the screen and not covered where a thumb would tap it (the centre
// of its box), and clicks it there.
func tapMarked(t *testing.T, ctx context.Context, n int, what string) error {
	t.Helper()
	sel := chromedp.CSS(`[data-tap="1"]`)
	c, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.ScrollIntoView(sel)); err != nil {
		return err
	}
	hit, err := chromedp.Run(c, chromedp.Evaluate[string](`(() => {
  const b = document.querySelector('[data-tap="1"]');
  if (!b) return "gone";
  const r = b.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return "off the screen at " + Math.round(x) + "," + Math.round(y);
  const top = document.elementFromPoint(x, y);
  return top && b.contains(top) ? "" : "covered by " + (top ? top.tagName + "#" + top.id + "." + top.className : "nothing");
})()`))
	if err != nil {
		return err
	}
	if hit == "gone" {
		return fmt.Errorf("the control was redrawn")
	}
	if hit != "" {
		t.Fatalf("tap %d: the %s control is %s", n, what, hit)
	}
	_, err = chromedp.Run(c, chromedp.Click(sel))
	return err
}
