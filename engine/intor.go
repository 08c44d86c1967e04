package engine

// IntOr is the value of one of an action's optional numeric fields
// (Price, Percent, Rotation …, or a choice's), or def when the action
// leaves it out: what a title reads where the field has a default.
func IntOr(p *int, def int) int {
	if p == nil {
		return def
	}
	return *p
}
