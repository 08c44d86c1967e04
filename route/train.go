package route

// Train is one train (or vehicle) of the corporation as route sees it.
type Train struct {
	ID         string // what run_routes names it by, e.g. "3-0"
	Name       string // its type, e.g. "3", "4D"
	Stops      int    // how many stops it counts at most (unused with Hexes)
	Towns      bool   // towns count as stops; otherwise they ride free
	Multiplier int    // revenue multiplier; 0 means 1
	Hexes      int    // reach in hexes, both end hexes included (range-limited vehicles)

	// Local, when not "", makes a local train: it visits at most one city
	// or paying off-board and any towns, and may run in its home city
	// alone. Local names it in the error of a route with more stops
	// ("train with " + Local + " cannot visit n stops").
	Local string
}

func (t *Train) mult() int {
	if t.Multiplier == 0 {
		return 1
	}
	return t.Multiplier
}

// sameRules reports whether two trains run and pay alike, so that their
// candidate routes and revenues are the same.
func (t *Train) sameRules(u *Train) bool {
	return t.Stops == u.Stops && t.Towns == u.Towns && t.mult() == u.mult() && t.Local == u.Local && t.Hexes == u.Hexes
}
