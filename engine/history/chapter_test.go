package history_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/logtext"
)

// TestLogTellsTheStory: the log of a random game of each title has a
// header where each round begins (the first line included), a note where
// each phase begins, and the payouts of each dividend paid, per player and
// company, in every language.
func TestLogTellsTheStory(t *testing.T) {
	for _, name := range []string{"18ZOO - Map A", "1713 Menorca"} {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		cfg := engine.Config{Title: name, Seed: 3, Players: playcheck.Players(3, 0)}
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 29)) // a Menorca game of at least two phases under the summary's stock round
		var log []engine.Action
		for i := 0; i < 4000 && !g.Finished(); i++ {
			legal := g.Legal()
			a := legal[rng.IntN(len(legal))]
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			a.ID = i + 1
			log = append(log, a)
		}
		tl, err := history.New(title, cfg, log, 0)
		if err != nil {
			t.Fatal(err)
		}
		v, err := tl.ViewAt(tl.Len())
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range logtext.Languages {
			logtext.Fill(v.Log, lang)
			heads, phases, paid := 0, 0, 0
			for i, l := range v.Log {
				if l.Head != "" {
					heads++
				} else if i == 0 {
					t.Errorf("%s %s: the first line has no header", name, lang)
				}
				for _, n := range l.Notes {
					if strings.Contains(n, "{") {
						t.Errorf("%s %s: note %q", name, lang, n)
					}
					if l.Type == "dividend" {
						paid++
					} else {
						phases++
					}
				}
			}
			if heads < 5 || phases < 2 || paid < 3 {
				t.Errorf("%s %s: %d headers, %d phase notes, %d payouts in %d lines", name, lang, heads, phases, paid, len(v.Log))
			}
			if lang == "en" {
				for _, l := range v.Log {
					if len(l.Notes) > 0 && l.Type == "dividend" && strings.HasPrefix(l.Notes[0], "Paid") {
						t.Logf("%s: %q → %q", name, l.Text, l.Notes)
						break
					}
				}
				t.Logf("%s: %d lines, %d headers, %d phase notes, %d payouts", name, len(v.Log), heads, phases, paid)
			}
		}
	}
}
