package logtext_test

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/logtext"
)

// internalID matches what a player should never read in a button or a
// log line: certificate ids (CR_3, RAM_1), tile, train and city copies
// (57-0, 201-0-0, 2S-1, Perm-0), power symbols (TWO_BARRELS), an empty
// or zero percentage, a price never given, an unfilled placeholder.
var internalID = regexp.MustCompile(`\b[A-Z][A-Za-z]*_[A-Z0-9][A-Z0-9_]*\b|\b[0-9A-Za-z]+-\d+\b|\(%\)|\(\)|\b0%|\?|\{[a-z_]+\}|\bnil\b|<nil>|\[\]|map\[`)

// rawKeys are the phrases that write an action's fields as they come
// ("chooses sell GI 3"): no legal action may be described with them.
var rawKeys = map[string]bool{"log.other": true, "log.chooses": true, "zoo.choice_with": true}

// TestLabelsNameNoIDs walks random games of both titles and, at every
// position, describes every legal action (the words of its button and of
// its log line) in every language, failing on any internal id.
func TestLabelsNameNoIDs(t *testing.T) {
	games := []struct {
		title   string
		players int
		seeds   int
	}{{"18ZOO - Map D", 4, 3}, {"18ZOO - Map A", 3, 2}, {"1713 Menorca", 3, 3}}
	for _, gm := range games {
		title, err := registry.Lookup(gm.title)
		if err != nil {
			t.Fatal(err)
		}
		bad := map[string]int{}
		checked := 0
		for seed := int64(1); seed <= int64(gm.seeds); seed++ {
			cfg := engine.Config{Title: gm.title, Seed: seed, Players: playcheck.Players(gm.players, 0)}
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			d := g
			rng := rand.New(rand.NewPCG(uint64(seed), 26))
			for step := 0; step < 3000 && !g.Finished(); step++ {
				legal := g.Legal()
				if len(legal) == 0 {
					break
				}
				for _, a := range legal {
					p := d.Describe(a)
					if rawKeys[p.Key] {
						if bad[a.Type+" raw"] < 2 {
							t.Errorf("%s seed %d: %s is written with its raw fields (%s %v)", gm.title, seed, a.Type, p.Key, p.Args)
						}
						bad[a.Type+" raw"]++
					}
					for _, lang := range logtext.Languages {
						s := logtext.Render(lang, p)
						checked++
						if m := internalID.FindString(s); m != "" {
							if bad[a.Type+" "+lang] < 2 {
								t.Errorf("%s seed %d, %s in %s: %q shows %q", gm.title, seed, a.Type, lang, s, m)
							}
							bad[a.Type+" "+lang]++
						}
					}
				}
				if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%s seed %d: %v", gm.title, seed, err)
				}
			}
		}
		t.Logf("%s: %d labels checked, faults by type: %v", gm.title, checked, bad)
	}
}
