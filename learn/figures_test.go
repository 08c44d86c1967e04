package learn

import (
	"regexp"
	"slices"
	"strconv"
	"testing"
)

var number = regexp.MustCompile(`[0-9]+`)

func mentions(text string, n int) bool {
	for _, m := range number.FindAllString(text, -1) {
		if m == strconv.Itoa(n) {
			return true
		}
	}
	return false
}

// TestWalkthroughTextStatesTheFigures: wherever a step changes one of the
// four panels, its explanation states the new figure, in every language
// (so the text tells the engine's figures, not the illustrative ones).
func TestWalkthroughTextStatesTheFigures(t *testing.T) {
	for _, slug := range WalkthroughSlugs() {
		w, _ := WalkthroughOf(slug)
		games, err := w.Play()
		if err != nil {
			t.Fatal(err)
		}
		var prev Panels
		for k, g := range games {
			p, err := PanelsOf(g, w.Focus)
			if err != nil {
				t.Fatalf("%s step %d: %v", slug, k, err)
			}
			for _, lang := range Languages {
				text := w.Steps[k].Text[lang]
				check := func(what string, changed bool, n int) {
					if (k == 0 || changed) && !mentions(text, n) {
						t.Errorf("%s step %d (%s): %s is %d, the text does not say so: %s", slug, k, lang, what, n, text)
					}
				}
				check("cash", p.Cash != prev.Cash, p.Cash)
				if p.Founded {
					check("treasury", p.Treasury != prev.Treasury, p.Treasury)
					check("price", p.Price != prev.Price, p.Price)
				}
				for _, tr := range p.Trains {
					if !slices.Contains(prev.Trains, tr) && !regexp.MustCompile(regexp.QuoteMeta(tr)).MatchString(text) {
						t.Errorf("%s step %d (%s): new train %s not named: %s", slug, k, lang, tr, text)
					}
				}
			}
			prev = p
		}
	}
}
