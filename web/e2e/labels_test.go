package e2e

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLabelsEveryLanguage plays the start of a hotseat game of each title
// in each language by clicking what the page offers, and fails when a
// button or log line shows an internal id (noIDs, after every action), or
// when 1713 Menorca's page uses 18ZOO's words.
func TestLabelsEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("plays eight game starts in the browser")
	}
	b := browser(t)
	s := startSite(t)
	zooWords := map[string][]string{
		"en": {"Families and companies", "Float a family", "Powers and tickets", "Buy a power"},
		"nl": {"Families en maatschappijen", "Een familie oprichten", "Een kracht kopen"},
		"cs": {"Rodiny a společnosti", "Založit rodinu", "Koupit schopnost"},
		"ja": {"ファミリーと会社", "ファミリーを設立", "パワーを買う"},
	}
	for i, lang := range []string{"en", "nl", "cs", "ja"} {
		ctx := tab(t, b)
		signUp(t, ctx, s, "words"+lang)
		switchLang(t, ctx, lang)
		for _, title := range []string{"18ZOO - Map D", "1713 Menorca"} {
			id := createHotseat(t, ctx, title, 3, 11+i)
			c := &clicker{rnd: rand.New(rand.NewPCG(uint64(11+i), 26)), avoid: []string{"pass"}}
			for c.submits < 40 && c.clicks < 300 {
				if !c.step(t, ctx) {
					break
				}
			}
			if c.submits < 20 {
				t.Fatalf("%s %s: only %d actions", lang, title, c.submits)
			}
			if strings.HasPrefix(title, "1713") {
				text := eval[string](t, ctx, `document.querySelector("main").innerText`)
				for _, w := range zooWords[lang] {
					if strings.Contains(text, w) {
						t.Errorf("%s 1713 Menorca page says %q, 18ZOO's words", lang, w)
					}
				}
			}
			// the players' table fits its column: holdings and powers wrap
			if w := eval[[]float64](t, ctx, `[document.querySelector(".players-table").scrollWidth, document.getElementById("players").clientWidth]`); w[0] > w[1] {
				t.Errorf("%s %s: the players' table is %.0f px wide in a %.0f px column", lang, title, w[0], w[1])
			}
			if lang == "en" && strings.HasPrefix(title, "1713") {
				screenshot(t, ctx, "game-menorca")
			}
			t.Logf("%s %s (game %d): %d actions, no ids", lang, title, id, c.submits)
			run(t, ctx, "lobby", navigate(s.url+"/"))
		}
	}
}
