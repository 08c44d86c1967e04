package main

import (
	"fmt"

	"ferro/bot"
)

// matchTally is the running win share of the bot listed first (averaged
// over its copies), shown beside the progress bar while a match plays.
type matchTally struct {
	wins, seatGames float64
}

// add counts a finished game; games that failed count for nothing.
func (t *matchTally) add(g matchGame, specs []bot.Spec) {
	if g.scores == nil {
		return
	}
	win, _, _ := outcome(g.scores)
	for seat, i := range g.specAt {
		if specs[i].String() == specs[0].String() {
			t.wins += win[seat]
			t.seatGames++
		}
	}
}

// String is the share so far, such as "31.2% so far".
func (t matchTally) String() string {
	if t.seatGames == 0 {
		return "no game yet"
	}
	return fmt.Sprintf("%.1f%% so far", 100*t.wins/t.seatGames)
}
