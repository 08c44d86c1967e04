package route

// RevisitStops is the rule that a route may visit a stop more than once
// (track still may not repeat): a chain of track may loop from a stop back
// to it (walker.follow), the search does not bound the stops counted
// (enumerator.fits) and each stop pays and counts once per route, however
// often it is visited (factsInto). A Rule set may not hold it with
// TwinHops.
var RevisitStops = Rule{shape: revisitWalk}

// revisitStops lists the stops of a RevisitStops route: the walk itself,
// each connection starting where the one before ended, a stop visited
// again listed again.
func (g *graph) revisitStops(f *facts, segs []seg) error {
	f.stops = g.stopBuf[:0]
	for i, s := range segs {
		if s.chain < 0 && (len(segs) > 1 || s.left != s.right) {
			return illegal("not connected", "a local run is one city alone")
		}
		if i == 0 {
			f.stops = append(f.stops, s.left)
		} else if s.left != segs[i-1].right {
			return illegal("not connected", "the route does not go on from %s", g.hexes[g.nodes[segs[i-1].right].hex].ID)
		}
		if s.chain >= 0 {
			f.stops = append(f.stops, s.right)
		}
	}
	return nil
}
