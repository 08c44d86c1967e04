package learn

import (
	"path/filepath"
	"testing"

	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// TestZooWalkthroughMatchesTrace replays the 18ZOO walkthrough through
// Ferro's engine and compares the state after every action with the trace
// the 18xx.games engine made of the same opening.
func TestZooWalkthroughMatchesTrace(t *testing.T) {
	w, ok := WalkthroughOf("18zoo")
	if !ok {
		t.Fatal("no 18zoo walkthrough")
	}
	dir := testkit.FixturesDir(t)
	trace, err := playcheck.LoadTrace(filepath.Join(dir, "18zoo", "18ZOOMapA", "seed_walkthrough.trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	title, err := registry.Lookup(w.Title)
	if err != nil {
		t.Fatal(err)
	}
	d, err := playcheck.ReplayWithTrace(title, w.Record(), trace)
	if err != nil {
		t.Fatal(err)
	}
	if d != nil {
		t.Fatal(d)
	}
	if got, want := len(w.Actions()), len(trace.Steps); got != want {
		t.Fatalf("%d actions, the trace has %d steps", got, want)
	}
}

// TestWalkthroughsPlay: every walkthrough replays in the engine.
func TestWalkthroughsPlay(t *testing.T) {
	for _, slug := range WalkthroughSlugs() {
		w, _ := WalkthroughOf(slug)
		if _, err := w.Play(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWalkthroughTextInEveryLanguage: every step is explained in every
// language.
func TestWalkthroughTextInEveryLanguage(t *testing.T) {
	for _, slug := range WalkthroughSlugs() {
		w, _ := WalkthroughOf(slug)
		if len(w.Steps) == 0 {
			t.Fatalf("%s has no steps", slug)
		}
		for k, s := range w.Steps {
			for _, lang := range Languages {
				if s.Text[lang] == "" {
					t.Errorf("%s step %d has no %s text", slug, k, lang)
				}
				if s.Head[lang] == "" {
					t.Errorf("%s step %d has no %s heading", slug, k, lang)
				}
			}
			for lang := range s.Text {
				if !knownLanguage(lang) {
					t.Errorf("%s step %d has text in unknown language %q", slug, k, lang)
				}
			}
		}
	}
}

func knownLanguage(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}
