package learn

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
)

// TestTextsNamePlayersAsTheGameDoes: the learn pages name the players as
// the game and its log do ("Player 1"), in every language: no "P1" (the
// Japanese texts had it), "[S1]" or "[Hr1]", and each "Player N" of the
// English text is in every other.
func TestTextsNamePlayersAsTheGameDoes(t *testing.T) {
	short := regexp.MustCompile(`(^|[^A-Za-z0-9])(P[1-5]|\[S[1-5]\]|\[Hr[1-5]\])([^0-9]|$)`)
	named := regexp.MustCompile(`Player [1-5]`)
	check := func(where string, txt Text) {
		for _, lang := range Languages {
			if m := short.FindStringSubmatch(txt[lang]); m != nil {
				t.Errorf("%s (%s) calls a player %q: %s", where, lang, m[2], txt[lang])
			}
			for _, p := range named.FindAllString(txt["en"], -1) {
				if !regexp.MustCompile(regexp.QuoteMeta(p)).MatchString(txt[lang]) {
					t.Errorf("%s (%s) does not name %s as the English does: %s", where, lang, p, txt[lang])
				}
			}
		}
	}
	for _, slug := range ExampleSlugs() {
		x, _ := ExamplesOf(slug)
		check(slug+" opening", x.Opening)
		for i, ex := range x.Examples {
			check(slug+" example "+string(rune('0'+i)), ex.Text)
		}
	}
	for _, slug := range WalkthroughSlugs() {
		w, _ := WalkthroughOf(slug)
		for k, s := range w.Steps {
			check(slug+" step "+itoa(k), s.Text)
		}
	}
	msgs := map[string]map[string]string{}
	for _, lang := range Languages {
		b, err := os.ReadFile("messages/" + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		msgs[lang] = m
	}
	for k := range msgs["en"] {
		txt := Text{}
		for _, lang := range Languages {
			txt[lang] = msgs[lang][k]
		}
		check("message "+k, txt)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
