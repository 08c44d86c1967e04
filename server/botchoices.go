package server

import (
	"net/http"

	"ferro/bot"
	"ferro/logtext"
)

// botChoice is one computer player a seat or a stand-in may be, as the
// create form and the time control offer it.
type botChoice struct {
	Kind     string `json:"kind"`
	Strength string `json:"strength"`
	Value    string `json:"value"` // the kind, or kind:strength where it has several
	Label    string `json:"label"` // in the request's language
	BudgetMS int64  `json:"budget_ms,omitempty"`
}

// botChoices lists the offered bot kinds and strengths (bot.OfferedKinds), so
// that the page names no kind of its own.
func (*botService) botChoices(w http.ResponseWriter, r *http.Request, _ *caller) error {
	lang := logtext.FromRequest(r)
	out := []botChoice{}
	for _, k := range bot.OfferedKinds() {
		if len(k.Strengths) == 0 {
			out = append(out, botChoice{Kind: k.Name, Strength: bot.NormalStrength, Value: k.Name, Label: bot.Say(k.Label, lang)})
			continue
		}
		for _, st := range k.Strengths {
			out = append(out, botChoice{Kind: k.Name, Strength: st.Name, Value: k.Name + ":" + st.Name, Label: bot.Say(st.Label, lang), BudgetMS: st.Budget.Milliseconds()})
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
