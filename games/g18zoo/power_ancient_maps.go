package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
)

// Ancient maps: two additional yellow tiles, laid together: after the
// first the special track step waits for the second, which may be given
// up (a pass); the family keeps the spent power, which still counts among
// its three. Its tiles are yellows of its list on empty hexes, of the
// phase's colours.
type ancientMaps struct{}

const symAncientMaps = "ANCIENT_MAPS"

func init() {
	registerPower(symAncientMaps, ancientMaps{})
	zoomap.RegisterLayPower(symAncientMaps, ancientMaps{})
}

// ancientMapsTiles are the yellow tiles Ancient maps may lay.
var ancientMapsTiles = []string{"7", "X7", "8", "X8", "9", "X9", "5", "6", "57", "201", "202", "621"}

func (ancientMaps) Opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Power: symAncientMaps, Colors: colors, Tiles: ancientMapsTiles}
}

// CheckHex: empty hexes only.
func (ancientMaps) CheckHex(b *hexmap.Board, h int, explain bool) error {
	if b.Color(h) != hexmap.White {
		return zoomap.Refuse(explain, func() error {
			return engine.Illegal("ancient maps: empty hexes only", "%s already has track", b.Map().HexID(h))
		})
	}
	return nil
}

// Upgrade: its lays are on empty hexes, with the plain rules.
func (ancientMaps) Upgrade(b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	return opts.Special, nil, nil
}

func (a ancientMaps) trackActions(g *Game, c int) rounds.Set {
	if a.waitsIn(g, c, stSpecialTrack) {
		return actLayTile | actPass // the second tile may be given up
	}
	if g.companies[c].Used < a.trackUses() {
		return actLayTile
	}
	return 0
}

func (ancientMaps) trackUses() int { return 2 }

// waitsIn: its two tiles are laid together, so after the first the game
// waits for the second.
func (ancientMaps) waitStep() rounds.StepKind { return stSpecialTrack }

func (ancientMaps) waitsIn(g *Game, c int, k rounds.StepKind) bool {
	cp := &g.companies[c]
	return k == stSpecialTrack && !cp.Closed && cp.Used == 1
}
