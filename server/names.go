package server

import (
	"ferro/store"
)

// checkNameFree refuses a player name that a seat of the game already has,
// ignoring case and invisible characters (sameName, playername.go):
// records (and 18ZOO's ZOOTickets in 18xx.games) tell players apart by name.
func checkNameFree(seats []store.Seat, name string) error {
	for _, st := range seats {
		if sameName(st.Name, name) {
			return badRequest("player name %q is taken in this game (seat %d has %q; names must differ, ignoring case)", name, st.Seat, st.Name)
		}
	}
	return nil
}
