package rounds

// Offers is a step's Actions where they never change: the step's type
// embeds it, and the step's value in the title's step table is given the
// set, so that the step needs no Actions method of its own. (A value made
// without the set offers nothing.)
type Offers[G any] Set

// Actions is the set, whatever the game and the entity.
func (o Offers[G]) Actions(G, Entity) Set { return Set(o) }
