package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLanguages switches the lobby and a game page to each language with
// the switch on the page and checks that the page speaks it: no
// catalogue key shows as text, and the page's lang is that language.
func TestLanguages(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	files, _ := filepath.Glob(filepath.Join("..", "src", "i18n", "*.json"))
	cats := map[string]map[string]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c map[string]string
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		cats[strings.TrimSuffix(filepath.Base(f), ".json")] = c
	}
	if len(cats) != 4 {
		t.Fatalf("%d catalogues, want 4", len(cats))
	}
	prefixes := map[string]bool{} // first parts of the keys: "game", "lobby" …
	for k := range cats["en"] {
		prefixes[strings.SplitN(k, ".", 2)[0]] = true
	}
	signUp(t, ctx, s, "polyglot")
	id := createHotseat(t, ctx, "18ZOO - Map A", 3, 3)
	keyLike := regexp.MustCompile(`\b[a-z]+(?:\.[a-zA-Z_]+)+\b`)
	for lang, cat := range cats {
		for _, page := range []string{"/", fmt.Sprintf("/play/%d", id)} {
			eval[bool](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById("lang"); s.value = %q; s.dispatchEvent(new Event("change")); return true; })()`, lang))
			waitFor(t, ctx, "language "+lang, fmt.Sprintf(`document.documentElement.lang === %q && document.getElementById("lang")`, lang))
			run(t, ctx, "open "+page, navigate(s.url+page))
			if strings.HasPrefix(page, "/play/") {
				waitIdle(t, ctx)
			} else {
				waitFor(t, ctx, "lobby", `document.querySelectorAll("#new-title option").length > 0`)
			}
			text := eval[string](t, ctx, `document.getElementById("app").innerText`)
			for _, k := range keyLike.FindAllString(text, -1) {
				if prefixes[strings.SplitN(k, ".", 2)[0]] {
					t.Errorf("%s %s shows the key %q instead of a text", lang, page, k)
				}
			}
			if want := cat["nav.games"]; !strings.Contains(text, want) {
				t.Errorf("%s %s does not show %q", lang, page, want)
			}
			if lang == "ja" && strings.HasPrefix(page, "/play/") {
				noTofu(t, ctx, "ja "+page)
				screenshot(t, ctx, "game-ja")
			}
		}
	}
}
