package server

import (
	"ferro/engine"
	"ferro/store"
)

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

// checkChosenSeed refuses a seed chosen by the creator of game g when the
// game hides what its seed deals (engine.Hider) and has seats for other
// people: the creator would know what the others cannot see. A hotseat
// game, a game of the creator against bots only, and a game that hides
// nothing ("Powers visible") keep a chosen seed; an import keeps its
// record's (its actions were played already). Without a chosen seed the
// server draws one, shown with the record once the game is over.
func checkChosenSeed(t engine.Title, g *store.Game) error {
	if h, ok := t.(engine.Hider); ok && !h.Hides(g.OptionalRules) {
		return nil
	}
	if len(g.Seats) >= g.MaxPlayers {
		return nil // every seat is the creator's or a bot's
	}
	return badRequest("a chosen seed decides what this game hides from its players, so you would know it: " +
		"leave the seed out for a game with other people (the server draws one, and the record shows it once the game is over), " +
		"or play it hotseat or against bots only, or with everything visible")
}
