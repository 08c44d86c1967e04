package zoomap

import "ferro/engine/hexmap"

// Lay options for 18ZOO's kinds of tile lay (see the package doc). colors
// are the tile colours of the current phase.

// TrackOpts is a family's lay in its operating turn's track step. Set
// NoUpgrade on the result for the second lay after an upgrade.
func TrackOpts(corp string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Colors: colors}
}

// HomeTrackTiles are the tiles a family may put on its home right after
// its par: 5, 6, 57; from par 9 also 14, 15, 619; at par 12 also 611.
func HomeTrackTiles(par int) []string {
	tiles := []string{"5", "6", "57"}
	if par >= 9 {
		tiles = append(tiles, "14", "15", "619")
	}
	if par >= 12 {
		tiles = append(tiles, "611")
	}
	return tiles
}

// HomeTrackOpts is the home track laid in the stock round after a par: any
// listed tile, of any later colour, on the home hex.
func HomeTrackOpts(letter, corp string, par int) hexmap.LayOpts {
	home, _, _ := Home(letter, corp)
	return hexmap.LayOpts{Corp: corp, Hexes: []string{home}, Tiles: HomeTrackTiles(par), SkipColors: true, Special: true}
}

// BonusTrackOpts is one of the yellow bonus tracks after a par at 9 or 12.
func BonusTrackOpts(corp string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, NoUpgrade: true, Colors: colors}
}

// PowerOpts is a lay by a power that lays tiles (a name registered with
// RegisterLayPower) owned by corp on map letter; ok is false for other
// powers.
func PowerOpts(letter, power, corp string, colors hexmap.ColorSet) (opts hexmap.LayOpts, ok bool) {
	home, _, _ := Home(letter, corp)
	p, ok := layPowers[power]
	if !ok {
		return hexmap.LayOpts{}, false
	}
	return p.Opts(corp, home, colors), true
}
