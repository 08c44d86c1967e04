package hexmap

import "ferro/engine"

// LayShown lays tile copy tileID ("57-0") on hex hexID at rotation rot as
// Lay does once its checks have passed (the copy leaves the supply, the
// tile it replaces goes back), but the hex shows design instead of the
// manifest tile: for a title whose hexes keep what is printed on them
// under any tile laid there (a harbour its sea lanes, a city its number
// of slots). The design's Name should be the manifest tile's; like any
// tile it is a shared design, never modified once handed over. No tile
// rule is checked: the title checks the lay itself. On error (unknown hex
// or copy, a copy already on the board, a bad rotation) the board is
// unchanged.
func (b *Board) LayShown(hexID, tileID string, rot int, design *Tile) error {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return engine.Illegal("unknown hex", "there is no hex %s on this map", hexID)
	}
	ti, k, err := b.parseTileID(tileID)
	if err != nil {
		return engine.Illegal("unknown tile", "%v", err)
	}
	if b.laid[ti]&(1<<uint(k)) != 0 {
		return engine.Illegal("tile not available", "tile %s already lies on %s", tileID, b.m.HexID(b.whereIs(ti, k)))
	}
	if rot < 0 || rot > 5 {
		return engine.Illegal("rotation", "rotation %d is not 0..5", rot)
	}
	design.prepare()
	b.place(h, ti, k, rot, design)
	return nil
}

// Laid is the manifest index and copy of the tile laid on hex i, or -1, -1
// while its printed tile lies there.
func (b *Board) Laid(i int) (tile, copy int) { return int(b.hex[i].tix), int(b.hex[i].copy) }

// FirstCopy is the id of the lowest copy of the named tile in the supply
// (the copy LegalLays offers), or "" when none is left.
func (b *Board) FirstCopy(name string) string {
	ti, ok := b.m.tileIdx[name]
	if !ok {
		return ""
	}
	k := b.firstCopy(ti)
	if k < 0 {
		return ""
	}
	return b.m.copyID(ti, k)
}

// KeepsTrack reports whether tile to, laid on hex h at rotation rot,
// passes Lay's track preservation test: every path of the tile on h now
// is contained in one of to's, and every city and town keeps its exits.
// For a title that checks its lays itself (LayShown) and shares this rule.
func (b *Board) KeepsTrack(h int, to *Tile, rot int) bool {
	return b.genericRotation(h, to, rot, false) == nil
}
