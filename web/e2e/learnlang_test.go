package e2e

import (
	"testing"
)

// TestLearnLanguage: the client's Learn link opens the learn pages in the
// language chosen in the client, and the learn pages' language switch
// sets the client's language.
func TestLearnLanguage(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	run(t, ctx, "open /", navigate(s.url+"/"))
	waitFor(t, ctx, "lobby", `document.getElementById("lang")`)
	switchLang(t, ctx, "nl")
	waitFor(t, ctx, "the Learn link in nl", `document.querySelector('a[href^="/learn"][href*="lang=nl"]')`)
	eval[bool](t, ctx, `(() => { document.querySelector('a[href^="/learn"]').click(); return true; })()`)
	waitFor(t, ctx, "learn page", `location.pathname.startsWith("/learn") && document.querySelector("nav.langs")`)
	if got := eval[string](t, ctx, `document.documentElement.lang`); got != "nl" {
		t.Errorf("the Learn link opens the learn pages in %q, want nl (chosen in the client)", got)
	}
	waitFor(t, ctx, "the learn pages' cs link", `document.querySelector('nav.langs a[hreflang="cs"]')`)
	eval[bool](t, ctx, `(() => { document.querySelector('nav.langs a[hreflang="cs"]').click(); return true; })()`)
	waitFor(t, ctx, "learn page in cs", `document.documentElement.lang === "cs"`)
	run(t, ctx, "open / again", navigate(s.url+"/"))
	waitFor(t, ctx, "lobby", `document.getElementById("lang")`)
	if got := eval[string](t, ctx, `document.documentElement.lang`); got != "cs" {
		t.Errorf("after choosing cs on the learn pages the client speaks %q, want cs", got)
	}
}
