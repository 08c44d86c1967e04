package hexmap

// KindExits is the bitmask (bit e = edge e) of the edges the tile's paths
// of that kind reach at rotation rot: a title with several kinds of track
// (PathKind) asks for each kind's exits, which Exits does not tell apart.
func (t *Tile) KindExits(kind PathKind, rot int) uint8 {
	var m uint8
	for _, p := range t.Paths {
		if p.Kind != kind {
			continue
		}
		for _, e := range [2]End{p.A, p.B} {
			if e.IsEdge() {
				m |= 1 << ((e.Edge() + rot) % 6)
			}
		}
	}
	return m
}

// Linked reports whether the printed tiles' paths of that kind meet
// across edge e of hex i: hex i's tile has one at edge e and the
// neighbouring hex's tile one at the opposite edge.
func (m *Map) Linked(i, e int, kind PathKind) bool {
	j := m.Neighbor(i, e)
	return j >= 0 && m.hexes[i].Tile.KindExits(kind, 0)&(1<<e) != 0 && m.hexes[j].Tile.KindExits(kind, 0)&(1<<((e+3)%6)) != 0
}
