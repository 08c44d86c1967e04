package engine

// Settler is a game that may work out figures an action carries (a run's
// revenue and subsidy) instead of taking them from the action (a game that
// takes every action as given returns it).
// Settled, asked right after Apply accepted a, returns a as the game
// applied it: the same move with the game's own figures in place of the
// submitted ones. Session logs that, so stored logs, exports and live
// updates carry the game's figures, never a client's.
type Settler interface {
	Settled(a Action) Action
}
