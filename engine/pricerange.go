package engine

// PriceRanger is a game whose legal list gives only the ends of a range of
// prices for some actions (a train bought from another company for any
// amount from 1 to the buyer's cash, listed at 1 and at the cash): for such
// a listed action PriceRange gives the range, every whole amount of which
// Apply accepts in its Price; ok is false for any other action.
type PriceRanger interface {
	PriceRange(a Action) (lo, hi int, ok bool)
}
