package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// pressKey sends one key to the page.
func pressKey(t *testing.T, ctx context.Context, key string) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.KeyEvent(key)); err != nil {
		t.Fatalf("key %q: %v", key, err)
	}
}

// tabTo presses Tab until the focused element matches sel.
func tabTo(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	for i := 0; i < 400; i++ {
		pressKey(t, ctx, kb.Tab)
		if d := eval[string](t, ctx, fmt.Sprintf(`(() => { const a = document.activeElement; return a && a.matches(%q) ? (a.getAttribute("data-hex") || a.getAttribute("data-tile") || a.id || a.tagName) : ""; })()`, sel)); d != "" {
			return d
		}
	}
	t.Fatalf("Tab never reached %s", sel)
	return ""
}

// TestKeyboardTileLay lays a tile with the keyboard alone: Tab to a hex
// of the board one may pick and Enter, Tab to a tile and Enter (when more
// than one fits), Tab to ✔ and Enter. The focus stays in place while the
// panel is drawn anew, and Enter on a control is that control's only.
func TestKeyboardTileLay(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "keys")
	id := createHotseat(t, ctx, "18ZOO - Map A", 3, 5)
	c := &clicker{rnd: rand.New(rand.NewPCG(5, 12)), avoid: []string{"pass"}, previews: -1}
	playUntil(t, ctx, c, `!!document.querySelector("#actions .hex-btn")`, 600)
	before := len(logTypes(t, s, id))
	eval[bool](t, ctx, `(document.getElementById("audit-start") || document.body.appendChild(Object.assign(document.createElement("div"), {id: "audit-start", tabIndex: -1}))).focus() || true`)
	hex := tabTo(t, ctx, `.board-host [data-hex][tabindex="0"]`)
	pressKey(t, ctx, kb.Enter)
	waitFor(t, ctx, "hex "+hex+" picked", fmt.Sprintf(`document.querySelector('#actions [data-hex-button=%q].on')`, hex))
	if got := eval[string](t, ctx, `document.activeElement.getAttribute("data-hex") || ""`); got != hex {
		t.Errorf("after Enter on hex %s the focus is on %q", hex, got)
	}
	if !eval[bool](t, ctx, `!!document.getElementById("confirm")`) {
		tile := tabTo(t, ctx, `#actions .tile-btn`)
		pressKey(t, ctx, kb.Enter)
		waitFor(t, ctx, "tile "+tile+" picked", `document.getElementById("confirm")`)
		if got := eval[string](t, ctx, `document.activeElement.getAttribute("data-tile") || ""`); got != tile {
			t.Errorf("after Enter on tile %s the focus is on %q (the panel was drawn anew)", tile, got)
		}
	}
	tabTo(t, ctx, `#confirm`)
	pressKey(t, ctx, kb.Enter)
	waitIdle(t, ctx)
	ts := logTypes(t, s, id)
	if len(ts) != before+1 || ts[len(ts)-1] != "lay_tile" {
		t.Fatalf("after ✔ by keyboard the log grew from %d to %d entries: %v", before, len(ts), ts[before:])
	}
	if !slices.Contains(ts, "lay_tile") {
		t.Fatal("no tile laid")
	}
	agree(t, ctx, s, id)
}
