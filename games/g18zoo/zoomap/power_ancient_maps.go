package zoomap

import (
	"ferro/engine"
	"ferro/engine/hexmap"
)

// PowerAncientMaps names Ancient maps' lays (LayOpts.Power): yellow tiles
// of its list on empty hexes, of the phase's colours.
const PowerAncientMaps = "ANCIENT_MAPS"

// ancientMapsTiles are the yellow tiles Ancient maps may lay.
var ancientMapsTiles = []string{"7", "X7", "8", "X8", "9", "X9", "5", "6", "57", "201", "202", "621"}

type ancientMapsLays struct{}

func init() { layPowers[PowerAncientMaps] = ancientMapsLays{} }

func (ancientMapsLays) opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Power: PowerAncientMaps, Colors: colors, Tiles: ancientMapsTiles}
}

func (ancientMapsLays) checkHex(b *hexmap.Board, h int, explain bool) error {
	if b.Color(h) != hexmap.White {
		return refuse(explain, func() error {
			return engine.Illegal("ancient maps: empty hexes only", "%s already has track", b.Map().HexID(h))
		})
	}
	return nil
}

// upgrade: its lays are on empty hexes, with the plain rules.
func (ancientMapsLays) upgrade(r *rules, b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	return r.plainUpgrade(to, opts, explain)
}
