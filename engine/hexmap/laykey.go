package hexmap

import (
	"slices"
	"strconv"
	"strings"
)

// PathsKey names the track tile t shows at rotation rot: its paths (ends,
// lanes and kinds; a path's two ends in either order) and nodes. Two
// rotations of a tile with the same key lay the same track between the
// same edges and nodes, so a player need be offered only one of them
// (a straight 57 turned by three sixths is itself).
func PathsKey(t *Tile, rot int) string {
	parts := make([]string, len(t.Paths))
	for i, p := range t.Paths {
		p = p.Rotate(rot)
		a := strconv.Itoa(int(p.A)) + "." + strconv.Itoa(int(p.ALane.norm().Width)) + "." + strconv.Itoa(int(p.ALane.norm().Index))
		b := strconv.Itoa(int(p.B)) + "." + strconv.Itoa(int(p.BLane.norm().Width)) + "." + strconv.Itoa(int(p.BLane.norm().Index))
		if b < a {
			a, b = b, a
		}
		parts[i] = a + "-" + b + ":" + strconv.Itoa(int(p.Kind))
	}
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// LayKey is PathsKey of the manifest tile of copy tileID ("57-0") at
// rotation rot, after its name; "" for a copy the board does not know.
func (b *Board) LayKey(tileID string, rot int) string {
	ti, _, err := b.parseTileID(tileID)
	if err != nil {
		return ""
	}
	t := b.m.tiles[ti]
	return t.Name + "|" + PathsKey(t, rot)
}
