package server

import (
	"net/http"

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
// (for mcts) strength said in lang: "Bot 1 (heuristic)", "Bot 2 (mcts,
// fast)"; a kind the catalogues do not know is written as it is.
func botSeatName(lang string, i int, b botReq) string {
	var kind any = b.Kind
	if logtext.Has("en", "bot.kind."+b.Kind) {
		kind = vm.Say("bot.kind." + b.Kind)
	}
	if b.Kind == "mcts" {
		kind = vm.Say("bot.with_strength", "kind", kind, "strength", vm.Say("bot.strength."+b.Strength))
	}
	return logtext.Render(lang, vm.Say("seat.bot", "n", i+1, "kind", kind))
}
