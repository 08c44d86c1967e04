package route

import "ferro/engine/hexmap"

// MapTrack is the track of that kind printed on hex map m, as NewSkeleton
// reads it: the map's hexes, ids and neighbours, track where printed
// paths of the kind meet across an edge (hexmap.Map.Linked), and a stop
// on each hex whose printed tile's first node is a city, town or
// off-board (its kind and slots). A title changes what its map has
// otherwise (Track for the track laid since, a stop's port) before
// building the skeleton; name is the skeleton's name (TrackMap.Name).
func MapTrack(m *hexmap.Map, name string, kind hexmap.PathKind) TrackMap {
	return TrackMap{
		Name:     name,
		Hexes:    m.NumHexes(),
		ID:       m.HexID,
		Neighbor: m.Neighbor,
		Track:    func(i, e int) bool { return m.Linked(i, e, kind) },
		Stop: func(i int) (Node, bool) {
			t := m.Hex(i).Tile
			if len(t.Nodes) == 0 || t.Nodes[0].Kind == hexmap.Junction {
				return Node{}, false
			}
			return Node{Kind: NodeKind(t.Nodes[0].Kind), Slots: t.Nodes[0].Slots}, true
		},
	}
}
