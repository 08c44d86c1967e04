package learn

import "testing"

// TestMenorcaExamplesGiveTheSummaryFigures plays the 1713 Menorca examples
// in the engine: each figure the engine gives is the summary example's.
func TestMenorcaExamplesGiveTheSummaryFigures(t *testing.T) {
	x, ok := ExamplesOf("1713-menorca")
	if !ok {
		t.Fatal("no 1713-menorca examples")
	}
	if len(x.Examples) != 3 {
		t.Fatalf("%d examples, want the summary's three (route, market tokens, score)", len(x.Examples))
	}
	shown, err := x.Play()
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range shown {
		for k, f := range s.Figures {
			if s.Values[k] != f.Want {
				t.Errorf("example %d (%s) figure %d (%s %s%s%s%s): the engine gives %d, the example %d",
					i, s.Heading["en"], k, f.Kind, f.Company, f.Hex, f.Train, f.Player, s.Values[k], f.Want)
			}
		}
	}
}

// TestExamplesTextInEveryLanguage: every example is told in every
// language, and its text states each of its figures.
func TestExamplesTextInEveryLanguage(t *testing.T) {
	for _, slug := range ExampleSlugs() {
		x, _ := ExamplesOf(slug)
		for _, lang := range Languages {
			if x.Opening[lang] == "" {
				t.Errorf("%s has no %s opening", slug, lang)
			}
		}
		for i, ex := range x.Examples {
			for _, lang := range Languages {
				for what, txt := range map[string]Text{"heading": ex.Heading, "rule": ex.Rule, "text": ex.Text} {
					if txt[lang] == "" {
						t.Errorf("%s example %d has no %s %s", slug, i, lang, what)
					}
				}
				for _, f := range ex.Figures {
					if !mentions(ex.Text[lang], f.Want) {
						t.Errorf("%s example %d (%s) does not state %d: %s", slug, i, lang, f.Want, ex.Text[lang])
					}
				}
			}
		}
	}
}
