package route

import "fmt"

// walkShape is how a route's chains may follow each other, compiled from
// the Rules (setShape): plainly (each stop once, each chain starting where
// the one before ended), revisiting stops (RevisitStops, walk_revisit.go)
// or hopping to twin stops (TwinHops, walk_twins.go). The search reads it
// as compiled booleans and a nil-checked hook (ruleSet.revisit, next).
type walkShape uint8

const (
	plainWalk walkShape = iota
	revisitWalk
	twinWalk
)

var shapeNames = [...]string{plainWalk: "plain", revisitWalk: "RevisitStops", twinWalk: "TwinHops"}

// setShape compiles the walk mechanism rules asks for; two different
// ones are refused (a stop visited again and a hop to a twin stop are not
// read together).
func (rs *ruleSet) setShape(rules []Rule) error {
	rs.shape = plainWalk
	for _, r := range rules {
		if r.shape == plainWalk || r.shape == rs.shape {
			continue
		}
		if rs.shape != plainWalk {
			return fmt.Errorf("route: the rules ask for both %s and %s; a route walks one way", shapeNames[rs.shape], shapeNames[r.shape])
		}
		rs.shape = r.shape
	}
	rs.revisit = rs.shape == revisitWalk
	rs.next = nil
	if rs.shape == twinWalk {
		rs.next = (*enumerator).hops
	}
	return nil
}

// loopsBack reports whether a chain of track may end at the stop it
// started from (compile time).
func (s walkShape) loopsBack() bool { return s == revisitWalk }

// reachesTwins reports whether the stops of a tile reached are reached
// too, by a hop (compile time).
func (s walkShape) reachesTwins() bool { return s == twinWalk }

// stops lists the stops route f visits along segs, in order (check time):
// with RevisitStops a stop visited again is listed again.
func (g *graph) stops(f *facts, segs []seg) error {
	if g.rules.shape == revisitWalk {
		return g.revisitStops(f, segs)
	}
	return g.onceStops(f, segs)
}

// onceStops lists the stops of a plain or TwinHops route, each once: a
// connection starts where the one before ended or, with TwinHops, after
// the second, at a twin of that stop (twinHop).
func (g *graph) onceStops(f *facts, segs []seg) error {
	f.stops = g.stopBuf[:0]
	seen := func(n int32) bool {
		for _, m := range f.stops {
			if m == n {
				return true
			}
		}
		return false
	}
	for i, s := range segs {
		if s.chain < 0 && (len(segs) > 1 || s.left != s.right) {
			return illegal("not connected", "a local run is one city alone")
		}
		if i == 0 || !seen(s.left) {
			if i > 0 && !g.twinHop(segs[i-1], s.left) {
				return illegal("not connected", "the route does not go on from %s", g.sig(segs[i-1].right))
			}
			if i == 1 {
				// 18xx.games reads a route's first two connections together,
				// through the stop they share: a hop comes later or not at all
				return illegal("not connected", "a route may go on from a twin of %s only after its second connection", g.sig(segs[0].right))
			}
			f.stops = append(f.stops, s.left)
		} else if s.left != segs[i-1].right {
			return illegal("stop visited twice", "cannot use %s twice", g.hexes[g.nodes[s.left].hex].ID)
		}
		if s.chain >= 0 {
			if seen(s.right) {
				return illegal("stop visited twice", "cannot use %s twice", g.hexes[g.nodes[s.right].hex].ID)
			}
			f.stops = append(f.stops, s.right)
		}
	}
	return nil
}
