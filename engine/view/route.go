package view

// Route is one train's run drawn over the board: the pieces of track it
// uses hex by hex, and its stops with what each earns.
type Route struct {
	Train   string     `json:"train"`
	Family  string     `json:"family,omitempty"`
	Revenue int        `json:"revenue"`
	Legs    []RouteLeg `json:"legs"`
	Stops   []Stop     `json:"stops"`
}

// RouteLeg is the run's way across one hex, between two ends of the hex
// (edges or nodes of its tile).
type RouteLeg struct {
	Hex  string `json:"hex"`
	A    End    `json:"a"`
	B    End    `json:"b"`
	Kind string `json:"kind,omitempty"` // path kind ("" track, "road", "sea")
}

// Stop is a node the run counts.
type Stop struct {
	Hex     string `json:"hex"`
	Node    int    `json:"node"`
	Revenue int    `json:"revenue"`
}

// RouteFromConnections turns a run recorded as chains of hex ids
// (18xx.games' run_routes "connections", each chain from one stop to the
// next) into legs and stops on the board b. In each chain the first and
// last hexes hold the stops; every hex between is crossed edge to edge.
// Hexes a chain names that b does not have, or steps between hexes that
// do not touch, are skipped.
func RouteFromConnections(b *Board, train string, revenue int, chains [][]string) Route {
	r := Route{Train: train, Revenue: revenue}
	idx := make(map[string]int, len(b.Hexes))
	for i := range b.Hexes {
		idx[b.Hexes[i].ID] = i
	}
	seen := map[[2]int]bool{}
	addStop := func(h *Hex, node int) {
		if node < 0 || seen[[2]int{idx[h.ID], node}] {
			return
		}
		seen[[2]int{idx[h.ID], node}] = true
		r.Stops = append(r.Stops, Stop{Hex: h.ID, Node: node, Revenue: h.Tile.Nodes[node].Revenue})
	}
	for _, chain := range chains {
		var hexes []*Hex
		for _, id := range chain {
			if i, ok := idx[id]; ok {
				hexes = append(hexes, &b.Hexes[i])
			}
		}
		if len(hexes) == 0 {
			continue
		}
		if len(hexes) == 1 { // a stop in a single hex (both ends in one tile)
			continue
		}
		for k, h := range hexes {
			in, out := -1, -1
			if k > 0 {
				in = edgeTowards(b.Layout, h, hexes[k-1])
			}
			if k+1 < len(hexes) {
				out = edgeTowards(b.Layout, h, hexes[k+1])
			}
			switch {
			case in >= 0 && out >= 0:
				r.Legs = append(r.Legs, RouteLeg{Hex: h.ID, A: EdgeEnd(in), B: EdgeEnd(out), Kind: pathKind(h, in, out)})
			case in >= 0 || out >= 0:
				e := max(in, out)
				node, kind := nodeAt(h, e)
				if node >= 0 {
					r.Legs = append(r.Legs, RouteLeg{Hex: h.ID, A: EdgeEnd(e), B: NodeEnd(node), Kind: kind})
					addStop(h, node)
				}
			}
		}
	}
	return r
}

// edgeTowards is the edge of a that faces b, or -1.
func edgeTowards(layout string, a, b *Hex) int {
	dx, dy := b.X-a.X, b.Y-a.Y
	for e, d := range Directions(layout) {
		if d == [2]int{dx, dy} {
			return e
		}
	}
	return -1
}

// Directions is the (dx, dy) step in doubled coordinates across each edge.
func Directions(layout string) [6][2]int {
	if layout == "pointy" {
		return [6][2]int{{-1, 1}, {-2, 0}, {-1, -1}, {1, -1}, {2, 0}, {1, 1}}
	}
	return [6][2]int{{0, 2}, {-1, 1}, {-1, -1}, {0, -2}, {1, -1}, {1, 1}}
}

// nodeAt finds the node a path from edge e leads to on h's tile, directly
// or through a junction.
func nodeAt(h *Hex, e int) (int, string) {
	for _, p := range h.Tile.Paths {
		a, b := p.A, p.B
		if b.Edge == e {
			a, b = b, a
		}
		if a.Edge != e || b.IsEdge() {
			continue
		}
		if h.Tile.Nodes[b.Node].Kind != KindJunction {
			return b.Node, p.Kind
		}
	}
	return -1, ""
}

// pathKind is the kind of the path from edge a to edge b of h, if any.
func pathKind(h *Hex, a, b int) string {
	for _, p := range h.Tile.Paths {
		if (p.A.Edge == a && p.B.Edge == b) || (p.A.Edge == b && p.B.Edge == a) {
			return p.Kind
		}
	}
	return ""
}
