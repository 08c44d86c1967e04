package route

// KindsProvider is Provider for a game whose vehicles of different kinds
// run on different track (ships on the sea lanes, carts on
// the roads): one context per kind, each with that kind's trains. The
// kinds share no track, so the best run is the best run of each context,
// put together. corp "" means the corporation whose turn it is to run.
type KindsProvider interface {
	RouteContextsFor(corp string) ([]*Context, error)
}
