package zoomap

import (
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// PowerMoles names Moles' lays (LayOpts.Power): its special tiles on plain
// track of the family's network (molesUpgrades), even on hills, mountains
// and ponds.
const PowerMoles = "MOLES"

type molesLays struct{}

func init() { layPowers[PowerMoles] = molesLays{} }

func (molesLays) opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Power: PowerMoles, Special: true, Connect: hexmap.ConnectHex, Home: home}
}

func (molesLays) checkHex(b *hexmap.Board, h int, explain bool) error {
	t, _ := b.Tile(h)
	if _, ok := molesUpgrades[t.Name]; !ok || b.Preprinted(h) {
		return refuse(explain, func() error {
			return engine.Illegal("moles: plain track only", "Moles only upgrade tiles 7, 8, 9 and X7, X8, X9; %s has %s", b.Map().HexID(h), t.Name)
		})
	}
	return nil
}

func (molesLays) upgrade(r *rules, b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	if !slices.Contains(molesUpgrades[from.Name], to.Name) {
		return false, refuse(explain, func() error {
			return engine.Illegal("moles: special tiles", "Moles put %v on %s, not %s", molesUpgrades[from.Name], from.Name, to.Name)
		}), nil
	}
	return true, nil, nil
}
