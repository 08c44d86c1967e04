package logtext

import "ferro/engine/view"

// View renders v in lang: its log lines, its market (a copy, see Market)
// and every other text the title gave as a phrase (EachText), in place.
// A title builds a new view at each call, so only the market, which
// titles share among views, is copied. The words the board drawing writes
// (marks, eras, colour initials) are drawn in a language of their own
// (draw.BoardOptions.Lang).
func View(v *view.View, lang string) *view.View {
	if v == nil {
		return nil
	}
	Fill(v.Log, lang)
	v.Market = Market(v.Market, lang)
	render := func(text *string, say view.Phrase) {
		if say.Key != "" {
			*text = Render(lang, say)
		}
	}
	EachText(v, render)
	EachName(v, render)
	return v
}

// EachName calls fn with every name of v that a title may give as a
// phrase too, where the name has a translation (the 18ZOO families),
// and the phrase (empty when none).
func EachName(v *view.View, fn func(text *string, say view.Phrase)) {
	fn(&v.Round.EntityName, v.Round.EntitySay)
	for i := range v.Families {
		fn(&v.Families[i].Name, v.Families[i].Say)
	}
}

// EachText calls fn with every text of v outside the market and the log
// that a title may give as a phrase, and the phrase it gave (empty when
// none): the round, the items' texts and states, the depot's trains and
// the phases. Names (of players, families, powers, trains, places) are
// not among them: they are shown as they are.
func EachText(v *view.View, fn func(text *string, say view.Phrase)) {
	fn(&v.Round.Name, v.Round.Say)
	fn(&v.Round.Step, v.Round.StepSay)
	fn(&v.Round.Turn, v.Round.TurnSay)
	items := func(list []view.Item) {
		for i := range list {
			fn(&list[i].Text, list[i].TextSay)
			fn(&list[i].Status, list[i].StatusSay)
		}
	}
	for i := range v.Players {
		items(v.Players[i].Items)
	}
	for i := range v.Families {
		items(v.Families[i].Items)
	}
	if d := v.Depot; d != nil {
		for i := range d.Trains {
			fn(&d.Trains[i].Rusts, d.Trains[i].RustsSay)
		}
		items(d.Offer)
		items(d.Future)
	}
	for i := range v.Phases {
		fn(&v.Phases[i].Rusts, v.Phases[i].RustsSay)
		fn(&v.Phases[i].Text, v.Phases[i].TextSay)
	}
}
