package zoomap

import (
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// Power names that change the tile rules; pass them as LayOpts.Power.
const (
	PowerRabbits     = "RABBITS"
	PowerMoles       = "MOLES"
	PowerAncientMaps = "ANCIENT_MAPS"
)

// rules are 18ZOO's additions to the generic tile rules.
type rules struct {
	homes map[string]string // family → home hex id
}

func terrainHex(b *hexmap.Board, h int) bool {
	loc := b.Map().Hex(h).Location
	return loc == "M" || loc == "MM"
}

// CheckHex: which hexes a lay may touch at all.
func (r *rules) CheckHex(b *hexmap.Board, h int, opts *hexmap.LayOpts) error {
	id := b.Map().HexID(h)
	c := b.Color(h)
	switch opts.Power {
	case PowerAncientMaps:
		if c != hexmap.White {
			return engine.Illegal("ancient maps: empty hexes only", "%s already has track", id)
		}
	case PowerMoles:
		t, _ := b.Tile(h)
		if _, ok := molesUpgrades[t.Name]; !ok || b.Preprinted(h) {
			return engine.Illegal("moles: plain track only", "Moles only upgrade tiles 7, 8, 9 and X7, X8, X9; %s has %s", id, t.Name)
		}
	case PowerRabbits:
		if c == hexmap.White || c == hexmap.Red || c == hexmap.Gray {
			return engine.Illegal("rabbits: upgrades only", "Rabbits upgrade laid track; %s is %s", id, c)
		}
		if c == hexmap.Green && (b.Label(h) == labelO || terrainHex(b, h)) {
			return engine.Illegal("rabbits: no further upgrade", "green O and M/MM tiles go no further; %s", id)
		}
	default:
		if c == hexmap.Red || c == hexmap.Gray {
			return engine.Illegal("not upgradeable", "%s is %s", id, c)
		}
		if c != hexmap.White && terrainHex(b, h) {
			return engine.Illegal("terrain: no upgrade", "track on hill or mountain hex %s is never upgraded (except with a power)", id)
		}
		if c != hexmap.White && b.Label(h) == labelO {
			return engine.Illegal("water pool: no upgrade", "O tile on %s is never upgraded (except with a power)", id)
		}
	}
	return nil
}

// CheckUpgrade: which tile may replace which.
func (r *rules) CheckUpgrade(b *hexmap.Board, h int, to *hexmap.Tile, opts *hexmap.LayOpts, generic func(bool) error) error {
	id := b.Map().HexID(h)
	if fam, ok := homeTiles[to.Name]; ok && r.homes[fam] != id {
		return engine.Illegal("home tile", "tile %s goes only on the %s home hex", to.Name, fam)
	}
	from, _ := b.Tile(h)
	switch opts.Power {
	case PowerMoles:
		if !slices.Contains(molesUpgrades[from.Name], to.Name) {
			return engine.Illegal("moles: special tiles", "Moles put %v on %s, not %s", molesUpgrades[from.Name], from.Name, to.Name)
		}
		return generic(true)
	case PowerRabbits:
		if slices.Contains(moleTiles, to.Name) {
			return engine.Illegal("moles tile", "tile %s is laid only by Moles", to.Name)
		}
		if b.Label(h) == labelO && !slices.Contains(rabbitsUpgrades[from.Name], to.Name) {
			return engine.Illegal("rabbits: O tiles", "Rabbits put %v on %s, not %s", rabbitsUpgrades[from.Name], from.Name, to.Name)
		}
		if err := generic(true); err != nil {
			return err
		}
		if b.Label(h) != to.Label && !(terrainHex(b, h) && b.Color(h) == hexmap.Yellow) {
			return engine.Illegal("label", "%s is labelled %q; tile %s is labelled %q", id, b.Label(h), to.Name, to.Label)
		}
		return nil
	default:
		if slices.Contains(moleTiles, to.Name) {
			return engine.Illegal("moles tile", "tile %s is laid only by Moles", to.Name)
		}
		return generic(opts.Special)
	}
}
