package engine

// AsGiven is the Settler of a game that takes every action as given (it
// works out no figures of its own to put in): a game type embeds it.
type AsGiven struct{}

// Settled is a, as given.
func (AsGiven) Settled(a Action) Action { return a }

// HidesNothing is the Hider of a title whose games hide nothing from
// their players (what a seed deals is dealt in sight of all): a title
// type embeds it.
type HidesNothing struct{}

// Hides is false, whatever the optional rules.
func (HidesNothing) Hides([]string) bool { return false }
