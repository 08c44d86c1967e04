package bot

import (
	"bytes"
	"slices"

	"ferro/engine"
)

// Same reports whether a and b are the same choice: every field that says
// what an action does, without its id, user, time and the routes of a run
// (a position lists one run, the best, which a copy of it may write
// differently). It does not allocate, unlike engine.Action.Key.
func Same(a, b *engine.Action) bool {
	if a.Type != b.Type || a.Entity != b.Entity || a.Hex != b.Hex || a.Tile != b.Tile ||
		a.Company != b.Company || a.Corporation != b.Corporation || a.City != b.City ||
		a.Train != b.Train || a.EntityType != b.EntityType ||
		!sameInt(a.Rotation, b.Rotation) || !sameInt(a.Price, b.Price) || !sameInt(a.Percent, b.Percent) ||
		!slices.Equal(a.Shares, b.Shares) {
		return false
	}
	ea, eb := a.Extras(), b.Extras()
	return ea.Target == eb.Target && ea.TargetType == eb.TargetType && ea.Tokener == eb.Tokener &&
		ea.Variant == eb.Variant && ea.Kind == eb.Kind && sameInt(ea.Slot, eb.Slot) &&
		bytes.Equal(ea.Choice, eb.Choice) && bytes.Equal(ea.SharePrice, eb.SharePrice)
}

func sameInt(a, b *int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// find is the index in list of the action that is Same as a, or -1.
func find(list []engine.Action, a *engine.Action) int {
	for i := range list {
		if Same(&list[i], a) {
			return i
		}
	}
	return -1
}

// Key is engine.Action.Key without the routes of a run: a text form of
// what Same compares, for maps.
func Key(a engine.Action) string {
	if a.Type == "run_routes" {
		e := a.Edit()
		e.Routes = nil
	}
	return a.Key()
}
