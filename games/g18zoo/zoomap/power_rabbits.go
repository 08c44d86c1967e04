package zoomap

import (
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// PowerRabbits names Rabbits' lays (LayOpts.Power): upgrades of laid track
// on the family's network, even on hills, mountains and ponds, or before
// their phase, but no further than green on O and M/MM hexes.
const PowerRabbits = "RABBITS"

type rabbitsLays struct{}

func init() { layPowers[PowerRabbits] = rabbitsLays{} }

func (rabbitsLays) opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Power: PowerRabbits, Special: true, Connect: hexmap.ConnectHex, Home: home}
}

func (rabbitsLays) checkHex(b *hexmap.Board, h int, explain bool) error {
	c := b.Color(h)
	if c == hexmap.White || c == hexmap.Red || c == hexmap.Gray {
		return refuse(explain, func() error {
			return engine.Illegal("rabbits: upgrades only", "Rabbits upgrade laid track; %s is %s", b.Map().HexID(h), c)
		})
	}
	if c == hexmap.Green && (b.Label(h) == labelO || terrainHex(b, h)) {
		return refuse(explain, func() error {
			return engine.Illegal("rabbits: no further upgrade", "green O and M/MM tiles go no further; %s", b.Map().HexID(h))
		})
	}
	return nil
}

func (rabbitsLays) upgrade(r *rules, b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	if r.mole(to) {
		return false, refuse(explain, func() error { return engine.Illegal("moles tile", "tile %s is laid only by Moles", to.Name) }), nil
	}
	if b.Label(h) == labelO && !slices.Contains(rabbitsUpgrades[from.Name], to.Name) {
		return false, refuse(explain, func() error {
			return engine.Illegal("rabbits: O tiles", "Rabbits put %v on %s, not %s", rabbitsUpgrades[from.Name], from.Name, to.Name)
		}), nil
	}
	if b.Label(h) != to.Label && !(terrainHex(b, h) && b.Color(h) == hexmap.Yellow) {
		return true, nil, refuse(explain, func() error {
			return engine.Illegal("label", "%s is labelled %q; tile %s is labelled %q", b.Map().HexID(h), b.Label(h), to.Name, to.Label)
		})
	}
	return true, nil, nil
}
