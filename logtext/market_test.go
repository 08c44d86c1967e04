package logtext_test

import (
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/logtext"
)

// TestMarketInEveryLanguage: every title's market gives its legend and
// notes as phrases; in English they read as the view's own text (so the
// drawings do not change), and every other language has a text for each
// of them (a zone's name differs from the English one).
func TestMarketInEveryLanguage(t *testing.T) {
	for _, name := range registry.Names() {
		tt, _ := registry.Lookup(name)
		min, _ := tt.Players()
		cfg := engine.Config{Title: name, Seed: 1}
		for i := 1; i <= min; i++ {
			cfg.Players = append(cfg.Players, engine.Player{ID: string(rune('0' + i)), Name: "p" + string(rune('0'+i))})
		}
		g, err := tt.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		v := g.View()
		m := v.Market
		if m == nil {
			t.Fatalf("%s: no market", name)
		}
		if en := logtext.Market(m, "en"); !sameMarketText(en, m) {
			t.Errorf("%s: the English phrases differ from the view's text", name)
		}
		for _, lang := range logtext.Languages[1:] {
			tr := logtext.Market(m, lang)
			for i, z := range tr.Zones {
				if z.Say.Key == "" || z.Name == m.Zones[i].Name {
					t.Errorf("%s, %s: zone %s reads %q", name, lang, z.ID, z.Name)
				}
			}
			for r, row := range tr.Rows {
				for c, cell := range row {
					if len(cell.Says) != len(m.Rows[r][c].Notes) {
						t.Fatalf("%s: cell %d,%d has %d notes but %d phrases", name, r, c, len(m.Rows[r][c].Notes), len(cell.Says))
					}
					for _, p := range cell.Says {
						if !logtext.Has(lang, p.Key) {
							t.Errorf("%s, %s: cell %d,%d: no text for %s", name, lang, r, c, p.Key)
						}
					}
				}
			}
		}
		if m.Rows[0][0].Notes != nil && &logtext.Market(m, "nl").Rows[0][0].Notes[0] == &m.Rows[0][0].Notes[0] {
			t.Errorf("%s: the translated market shares the view's notes", name)
		}
	}
}

func sameMarketText(a, b *view.Market) bool {
	for i := range a.Zones {
		if a.Zones[i].Name != b.Zones[i].Name {
			return false
		}
	}
	for r := range a.Rows {
		for c := range a.Rows[r] {
			if strings.Join(a.Rows[r][c].Notes, "|") != strings.Join(b.Rows[r][c].Notes, "|") {
				return false
			}
		}
	}
	return true
}
