package engine

// Hider is implemented by titles that say whether the seed of a game
// deals what its players cannot see yet (18ZOO's future powers, unless
// its "Powers visible" rule is on). Whoever knows the seed of such a game
// knows what is hidden, so the server keeps the seed of an active game to
// itself and lets nobody choose it for a game with seats for other people
// (server/secrets.go). Hides answers for a game with the given optional
// rules; a title that does not implement Hider is taken to hide.
type Hider interface {
	Hides(optionalRules []string) bool
}
