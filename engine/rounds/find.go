package rounds

import "ferro/engine"

// Find is the entity an action names: of the kind its EntityType names
// ("player", "corporation", "company": Kind.String), the one index finds
// by its Entity (index: its index among the title's entities of that
// kind, -1 for none of that name); for an action without an EntityType,
// the first of those kinds, in that order, that has one of that name.
// ok is false when there is none; the title words the error.
func Find(a engine.Action, index func(k Kind, name string) int) (e Entity, ok bool) {
	for k := Player; k <= Company; k++ {
		if a.EntityType != "" && a.EntityType != k.String() {
			continue
		}
		if i := index(k, a.Entity); i >= 0 {
			return Of(k, i), true
		}
	}
	return None, false
}
