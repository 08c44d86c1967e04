package learn

import (
	"strings"
	"testing"
)

// summaryTerms are the words each 18ZOO rules summary uses for families,
// powers, ZOOTickets, trains and rounds (the seed summaries 000-002 and
// their English counterparts): the walkthrough and the catalogue speak
// each language in its summary's terms.
var summaryTerms = map[string][]string{
	"en": {"family", "power", "ZOOTicket", "Opening round", "Stock round", "Operating round", "squirrel", "polar bears", "penguins"},
	"nl": {"familie", "kracht", "ZOOTicket", "Openingsronde", "Stock round", "Operating round", "eekhoorn", "ijsberen", "pinguïns"},
	"cs": {"rodin", "schopnost", "ZOOTicket", "Úvodní kolo", "Burzovní kolo", "Provozní kolo", "veverk", "lední medvěd", "tučňá"},
	"ja": {"ファミリー", "パワー", "ZOOTicket", "初期ラウンド", "株式ラウンド", "運営ラウンド", "リス", "ホッキョクグマ", "ペンギン"},
}

func TestZooTextsUseTheSummariesTerms(t *testing.T) {
	w, _ := WalkthroughOf("18zoo")
	for lang, terms := range summaryTerms {
		var all strings.Builder
		for _, s := range w.Steps {
			all.WriteString(s.Text[lang] + "\n")
		}
		for k, v := range catalogs[lang] {
			if strings.Contains(k, "18zoo") || strings.HasPrefix(k, "round.") {
				all.WriteString(v + "\n")
			}
		}
		text := strings.ToLower(all.String())
		for _, term := range terms {
			if !strings.Contains(text, strings.ToLower(term)) {
				t.Errorf("%s: the 18ZOO texts never say %q", lang, term)
			}
		}
	}
}
