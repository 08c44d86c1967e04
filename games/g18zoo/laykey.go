package g18zoo

import "ferro/engine"

var _ engine.LayKeyer = (*Game)(nil)

// LayKey names the track a tile lay puts on its hex (hexmap's LayKey), so
// that rotations laying the same track are offered once.
func (g *Game) LayKey(a engine.Action) string {
	if a.Type != "lay_tile" || a.Rotation == nil {
		return ""
	}
	return g.board.b.LayKey(a.Tile, *a.Rotation)
}
