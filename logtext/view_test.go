package logtext_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
	"ferro/logtext"
)

// viewTexts finds what is wrong with the texts of v: a text given
// without a phrase (so it would read in English on every page), a phrase
// some catalogue lacks, or one whose English is not the view's text.
func viewTexts(v *view.View, faults map[string]bool) {
	check := func(where, text string, p view.Phrase) {
		if p.Key == "" {
			if text != "" {
				faults[fmt.Sprintf("%s %q is given without a phrase", where, text)] = true
			}
			return
		}
		for _, f := range phraseFaults(p) {
			faults[where+": "+f] = true
		}
		if en := logtext.Render("en", p); text != "" && en != text {
			faults[fmt.Sprintf("%s: %s reads %q in English, the view says %q", where, p.Key, en, text)] = true
		}
	}
	logtext.EachText(v, func(text *string, p view.Phrase) { check("text", *text, p) })
	logtext.EachName(v, func(text *string, p view.Phrase) {
		if p.Key != "" {
			check("name", *text, p)
		}
	})
	for _, f := range v.Families {
		if strings.HasPrefix(v.Title, "18ZOO") && f.Say.Key == "" {
			faults[fmt.Sprintf("family %s's name %q is given without a phrase (each summary names the families in its language)", f.ID, f.Name)] = true
		}
	}
	if v.Board == nil {
		return
	}
	for _, h := range v.Board.Hexes {
		for _, m := range h.Marks {
			if m.Name != view.MarkLaid {
				check("mark "+m.Name, "", m.Say) // the name is the mark's id, not its text
				if m.Say.Key == "" {
					faults[fmt.Sprintf("mark %q is drawn without a phrase", m.Name)] = true
				}
			}
		}
		for _, n := range h.Tile.Nodes {
			for _, r := range n.Revenues {
				if r.Say.Key == "" && !logtext.Has("en", "colour.initial."+r.Phase) {
					faults[fmt.Sprintf("off-board phase %q is drawn without a phrase", r.Phase)] = true
				}
				check("off-board phase", "", r.Say)
			}
		}
	}
}

// phraseFaults lists the catalogues that lack p's key or those of the
// phrases among its arguments, and the placeholders p leaves without a
// value.
func phraseFaults(p view.Phrase) []string {
	var out []string
	for _, lang := range logtext.Languages {
		text, ok := logtext.Text(lang, p.Key)
		if !ok {
			out = append(out, fmt.Sprintf("the %s catalogue lacks %q", lang, p.Key))
			continue
		}
		for _, name := range placeholders(text) {
			if _, ok := p.Args[name]; !ok {
				out = append(out, fmt.Sprintf("%s %q gives no {%s}", lang, p.Key, name))
			}
		}
	}
	for _, a := range p.Args {
		if q, ok := a.(view.Phrase); ok {
			out = append(out, phraseFaults(q)...)
		}
	}
	return out
}

// TestViewTextsInCatalogues: every text of the views of both titles that
// a reader reads as words (the round, steps and days, the powers' and
// heritages' texts and states, the depot's trains, the phases, the
// board's mark badges and era labels, and the 18ZOO families' names, which
// each summary writes its own way) comes as a phrase that every
// catalogue has, and reads in English as the view's own text; over
// seeded random games of each title, every 7th position, and, without
// -short, every 25th position of the real 18ZOO records.
func TestViewTextsInCatalogues(t *testing.T) {
	faults := map[string]bool{}
	views := 0
	walk := func(title engine.Title, cfg engine.Config, log []engine.Action, every int) {
		tl, err := history.New(title, cfg, log, 0)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n <= tl.Len(); n += every {
			v, err := tl.ViewAt(n)
			if err != nil || v == nil {
				t.Fatalf("%s at %d: no view (%v)", cfg.Title, n, err)
			}
			viewTexts(v, faults)
			views++
		}
		v, _ := tl.ViewAt(tl.Len())
		viewTexts(v, faults)
	}
	for _, name := range registry.Names() {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(name, "18ZOO") && name != "18ZOO - Map A" && name != "18ZOO - Map D" {
			continue // the maps share one view; A and D stand for 5 and 7 families
		}
		for seed := int64(1); seed <= 2; seed++ {
			cfg := engine.Config{Title: name, Seed: seed, Players: playcheck.Players(3, 0)}
			p, err := playcheck.RandomGame(title, cfg, rand.New(rand.NewPCG(uint64(seed), 11)), 4000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
			if err != nil || p.Failure != nil {
				t.Fatalf("%s seed %d: %v %v", name, seed, err, p.Failure)
			}
			walk(title, cfg, p.Log, 7)
		}
	}
	if !testing.Short() {
		dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
		paths, err := playcheck.Records(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			if strings.Contains(path, "differential") {
				continue // refused part-way by design
			}
			rec, title, cfg, err := engine.ReadRecord(path, registry.Lookup)
			if err != nil {
				t.Fatal(err)
			}
			walk(title, cfg, rec.Actions, 25)
		}
	}
	for f := range faults {
		t.Error(f)
	}
	t.Logf("%d views", views)
}
