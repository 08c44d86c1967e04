package hexmap

// EdgeBetween is the edge of hex a that faces hex z (by id), or -1 when
// they do not touch or an id is not a hex id: for a title that draws
// track along chains of hexes.
func (l Layout) EdgeBetween(a, z string) int {
	ca, err1 := ParseCoord(a)
	cz, err2 := ParseCoord(z)
	if err1 != nil || err2 != nil {
		return -1
	}
	for e := range 6 {
		if ca.Step(l, e) == cz {
			return e
		}
	}
	return -1
}

// Same reports whether p and q are the same piece of track: the same
// kind between the same ends on the same lanes, either way round.
func (p Path) Same(q Path) bool {
	return p.Kind == q.Kind && (p.A == q.A && p.B == q.B && p.ALane == q.ALane && p.BLane == q.BLane ||
		p.A == q.B && p.B == q.A && p.ALane == q.BLane && p.BLane == q.ALane)
}
