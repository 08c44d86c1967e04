package e2e

import (
	"fmt"
	"testing"
)

// inlineRuns adds an inline script to the open document and reports
// whether it ran (the server's Content-Security-Policy forbids it).
const inlineRuns = `(() => {
  const ns = document.documentElement.namespaceURI;
  const s = document.createElementNS(ns === "http://www.w3.org/2000/svg" ? ns : "http://www.w3.org/1999/xhtml", "script");
  s.textContent = "window.__inlineRan = true";
  document.documentElement.appendChild(s);
  return window.__inlineRan === true;
})()`

// TestContentSecurityPolicy: in chromium, with the server's policy in
// force, signing up (a same-origin JSON sign-up), creating a hotseat game
// and drawing it work, and so do the learn pages' language links; an
// inline script added to any page type, or to a drawing opened on its
// own, never runs.
func TestContentSecurityPolicy(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "csp")
	id := createHotseat(t, ctx, "18ZOO - Map A", 3, 1)
	waitFor(t, ctx, "the board", `document.querySelector("svg") !== null`)
	for _, p := range []string{"/", fmt.Sprintf("/play/%d", id), "/games", fmt.Sprintf("/games/%d", id), "/learn/18zoo?lang=en",
		fmt.Sprintf("/api/games/%d/board.svg", id), fmt.Sprintf("/api/games/%d/market.svg", id)} {
		run(t, ctx, "open "+p, navigate(s.url+p))
		waitFor(t, ctx, p+" loaded", `document.documentElement !== null`)
		if eval[bool](t, ctx, inlineRuns) {
			t.Errorf("%s: an inline script ran", p)
		}
	}
	run(t, ctx, "open /learn", navigate(s.url+"/learn/18zoo?lang=en"))
	waitFor(t, ctx, "the learn pages' cs link", `document.querySelector('nav.langs a[hreflang="cs"]')`)
	eval[bool](t, ctx, `(() => { document.querySelector('nav.langs a[hreflang="cs"]').click(); return true; })()`)
	waitFor(t, ctx, "learn page in cs", `document.documentElement.lang === "cs"`)
	if got := eval[string](t, ctx, `localStorage.getItem("ferro.lang") || ""`); got != "cs" {
		t.Errorf("the learn pages' script (/learn/page.js) did not remember the language: %q", got)
	}
}
