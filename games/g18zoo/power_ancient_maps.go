package g18zoo

import "ferro/engine/rounds"

// Ancient maps: two additional yellow tiles, laid together: after the
// first the special track step waits for the second, which may be given
// up (a pass); the family keeps the spent power, which still counts among
// its three.
type ancientMaps struct{}

func init() { registerPower("ANCIENT_MAPS", ancientMaps{}) }

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
