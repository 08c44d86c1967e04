package server

import (
	"strings"

	"ferro/store"
	"ferro/timectl"
)

// Stand-in bots (issue 29). A seat whose player ran out of time, or was
// voted out, is played by a bot of the kind and strength the table chose,
// written in the seat's stand_in column as "KIND:STRENGTH". This is the one
// place that says whether a seat is played by a stand-in: the bot
// scheduler (bots.go) asks standInBot before it asks whether the seat's
// account is a bot's.

// standInBot is the bot standing in for seat st's player, if any.
func standInBot(st store.Seat) (botReq, bool) {
	if st.StandIn == "" {
		return botReq{}, false
	}
	return parseStandIn(st.StandIn)
}

func parseStandIn(v string) (botReq, bool) {
	kind, strength, ok := strings.Cut(v, ":")
	if !ok || kind == "" {
		return botReq{}, false
	}
	return botReq{Kind: kind, Strength: strength}, true
}

// standInValue is the stand_in of a table's chosen bot.
func standInValue(c timectl.Control) string { return c.BotKind + ":" + c.BotStrength }
