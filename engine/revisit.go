package engine

// Revisiter is implemented by games whose rules let a player take back his
// own move later in the same round (1713 Menorca: sell a company in one
// turn and buy it back in a later turn of the same stock round), so that
// play can return to a position already seen in the round and go round a
// loop for as long as the players like. Undoes reports whether a, a legal
// action, takes back a move its player made earlier in the round.
//
// The rules allow such an action and a person may play it (a table that
// stalls is the table's matter), but random players (the testkit harness,
// bot's random bots) do not while another action is legal: their holdings
// in a round then only grow or only shrink, so they never return to a
// position already seen in it, and every random game ends.
type Revisiter interface {
	Undoes(a Action) bool
}
