package server

import "ferro/store"

// Hidden information. A game's seed decides everything the players do not
// see yet (18ZOO's future powers with "Powers visible" off): whoever knows
// it can replay the game with everything shown. So while a game is not
// over, no answer carries its seed; the views, states and logs show what
// the players see, and bots search on the game itself (they run inside
// the server, and deal the unseen powers anew: engine.Determinizer).
// TestHiddenInformation walks every endpoint of an active game for it.

// seedShown reports whether c may read game lg's seed: once the game is
// over anyone may; before, only the owner of a game whose every seat is
// the owner's own (a hotseat game without bots: nobody else plays it, and
// its record can be carried to another server and played on).
func seedShown(lg *liveGame, c *caller) bool {
	if lg.meta == nil {
		return false
	}
	if lg.meta.Status == store.StatusFinished {
		return true
	}
	if c == nil || c.acct == nil || lg.meta.OwnerID != c.acct.ID {
		return false
	}
	for _, st := range lg.meta.Seats {
		if st.AccountID != c.acct.ID {
			return false
		}
	}
	return true
}
