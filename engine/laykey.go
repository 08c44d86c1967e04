package engine

// LayKeyer is a game whose legal list may hold tile lays that differ only
// in a rotation giving the same track (a straight tile turned half round):
// LayKey is equal for such lays of one tile, and "" for any other action.
type LayKeyer interface {
	LayKey(a Action) string
}

// DistinctLays is legal with each lay that lays the same track as an
// earlier one (same entity, hex and LayKey) left out, so that a player is
// offered each distinct lay once. Every action kept is legal as it is;
// legal is returned unchanged when g gives no LayKey.
func DistinctLays(g Game, legal []Action) []Action {
	k, ok := g.(LayKeyer)
	if !ok {
		return legal
	}
	seen := map[string]bool{}
	out := legal[:0:0]
	for _, a := range legal {
		if key := k.LayKey(a); key != "" {
			key = a.Entity + "|" + a.Hex + "|" + key
			if seen[key] {
				continue
			}
			seen[key] = true
		}
		out = append(out, a)
	}
	return out
}
