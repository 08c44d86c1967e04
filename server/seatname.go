package server

import (
	"net/http"

	vm "ferro/engine/view"
	"ferro/logtext"
)

// seatName is the name a hotseat game gives seat i (from 0) when the
// request names none: "Player 1" in the request's language (?lang=, else
// Accept-Language).
func seatName(r *http.Request, i int) string {
	return logtext.Render(logtext.FromRequest(r), vm.Say("seat.player", "n", i+1))
}
