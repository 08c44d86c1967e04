package g1713menorca

// Hides: the seed draws only at the start (the small company left out,
// the heritages), in sight of everyone (engine.Hider).
func (title) Hides([]string) bool { return false }
