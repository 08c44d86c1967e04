package server

import (
	"net/http"

	"ferro/bot"
	vm "ferro/engine/view"
	"ferro/logtext"
)

// seatLang is the language a new game's seats are named in: the
// request's (?lang=, else Accept-Language).
func seatLang(r *http.Request) string { return logtext.FromRequest(r) }

// seatName is the name a hotseat game gives seat i (from 0) when the
// request names none: "Player 1" in the request's language (?lang=, else
// Accept-Language).
func seatName(r *http.Request, i int) string {
	return logtext.Render(seatLang(r), vm.Say("seat.player", "n", i+1))
}

// botSeatName is the name of bot i (from 0) of a new game, its kind and
// (where it has several) strength said in lang as the kind gives them:
// "Bot 1 (heuristic)", "Bot 2 (mcts, fast)"; an unknown kind is written
// as it is.
func botSeatName(lang string, i int, b botReq) string {
	kind := b.Kind
	if k, ok := bot.LookupKind(b.Kind); ok {
		kind = bot.Say(k.Short, lang)
		if st, ok := k.Strength(b.Strength); ok && len(k.Strengths) > 0 {
			kind = bot.Say(st.Short, lang)
		}
	}
	return logtext.Render(lang, vm.Say("seat.bot", "n", i+1, "kind", kind))
}
