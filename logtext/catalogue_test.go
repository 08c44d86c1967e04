package logtext_test

import (
	"regexp"
	"slices"
	"testing"

	"ferro/engine/view"
	"ferro/logtext"
)

var placeholder = regexp.MustCompile(`\{(\w+)\}`)

func placeholders(s string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return out
}

// TestCataloguesComplete: every catalogue has exactly the English keys,
// each with the same placeholders.
func TestCataloguesComplete(t *testing.T) {
	en := logtext.Keys("en")
	if len(en) == 0 {
		t.Fatal("the English catalogue is empty")
	}
	for _, lang := range logtext.Languages[1:] {
		keys := logtext.Keys(lang)
		for _, k := range en {
			s, ok := logtext.Text(lang, k)
			if !ok {
				t.Errorf("%s lacks %q", lang, k)
				continue
			}
			e, _ := logtext.Text("en", k)
			if got, want := placeholders(s), placeholders(e); !slices.Equal(got, want) {
				t.Errorf("%s %q has placeholders %v, English %v", lang, k, got, want)
			}
		}
		for _, k := range keys {
			if !logtext.Has("en", k) {
				t.Errorf("%s has %q, English does not", lang, k)
			}
		}
	}
}

// TestRender fills placeholders with strings, numbers and phrases in the
// same language, and falls back to English, then to the key.
func TestRender(t *testing.T) {
	p := view.Say("zoo.lay_tile_terrain", "who", "GI", "tile", "7", "hex", "H9", "cost", "1$N", "terrain", view.Say("terrain.hill"))
	if got, want := logtext.Render("en", p), "GI lays tile 7 on H9 (1$N hill)"; got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
	if got, want := logtext.Render("nl", p), "GI legt tegel 7 op H9 (1$N heuvel)"; got != want {
		t.Errorf("nl: %q, want %q", got, want)
	}
	if got, want := logtext.Render("en", view.Say("log.undo_to", "who", "Ann", "action", 12)), "Ann undoes back to action 12"; got != want {
		t.Errorf("number: %q, want %q", got, want)
	}
	if got := logtext.Render("xx", view.Say("log.pass", "who", "Ann")); got != "Ann passes" {
		t.Errorf("unknown language: %q", got)
	}
	if got := logtext.Render("en", view.Say("no.such.key")); got != "no.such.key" {
		t.Errorf("unknown key: %q", got)
	}
}

func TestFromHeader(t *testing.T) {
	for h, want := range map[string]string{"": "en", "nl-NL,nl;q=0.9": "nl", "de,cs;q=0.5,ja;q=0.7": "ja", "fr": "en"} {
		if got := logtext.FromHeader(h); got != want {
			t.Errorf("%q: %s, want %s", h, got, want)
		}
	}
}
