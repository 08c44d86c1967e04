package route

import (
	"slices"
	"strconv"
	"strings"

	"ferro/engine"
)

// resolve reads a recorded route's connections back into chains. Each
// connection lists the hexes of one chain of track between two stops;
// where several chains fit, the route is the first reading, in board
// order, that forms one walk (each connection starting where the one
// before ended) using no track twice nor any track of the routes before.
//
// 18xx.games rebuilds routes differently when it has only the
// connections: it joins each neighbouring pair of connections on its own
// (resolvePairs), and a route may then hop between two stops of one hex.
// Records carry the stops' hexes as the route was built; when they agree
// with that reading and not with the walk, the record's reading is used,
// so that every recorded run means what it meant there.
func (g *graph) resolve(r engine.Route, used []uint64) ([]seg, error) {
	if len(r.Connections) == 0 {
		return nil, illegal("route too short", "train %s has a route with no track", r.Train)
	}
	if c := r.Connections[0]; len(r.Connections) == 1 && len(c) == 2 && c[0] == "local" {
		// a local run: one city of the corporation, no track
		if h, ok := g.hexIdx.get(c[1]); ok {
			for i := range g.hexes[h].Nodes {
				if n := g.base[h] + int32(i); g.nodes[n].tokened {
					return []seg{{n, n, -1}}, nil
				}
			}
		}
		return nil, illegal("no token", "a local run needs a %s token on %s", g.ctx.Corp, c[1])
	}
	segs, err := g.resolveWalk(r, used)
	if len(r.Hexes) == 0 || (err == nil && g.segHexesAre(segs, r.Hexes)) {
		return segs, err
	}
	if pairs, perr := g.resolvePairs(r, used); perr == nil && g.segHexesAre(pairs, r.Hexes) {
		return pairs, nil
	}
	if hops, ok := g.resolveHops(r, used); ok {
		return hops, nil
	}
	return segs, err
}

// resolveHops reads the connections as a walk that may hop to twin stops
// (TwinHops), the way Best writes such a route: the first
// well-formed reading whose stops have the record's hexes, through the
// recorded nodes if there is one.
func (g *graph) resolveHops(r engine.Route, used []uint64) ([]seg, bool) {
	if g.rules.shape != twinWalk {
		return nil, false
	}
	want := g.recorded(r.Nodes)
	named := func(n int32) bool { return slices.Contains(want, n) }
	cands, err := g.candChains(r, used, named)
	if err != nil {
		return nil, false
	}
	done := func(segs []seg) bool {
		if !g.segHexesAre(segs, r.Hexes) {
			return false
		}
		_, err := g.routeFacts(segs)
		return err == nil
	}
	if len(want) > 0 {
		if segs, ok := g.walkWith(cands, named, done, false, true); ok {
			return segs, true
		}
	}
	return g.walkWith(cands, func(int32) bool { return true }, done, false, true)
}

// appendSegHexes appends to out the hexes of a route's stops as records
// write them: the ends of every connection in order, a stop repeated at
// once written once.
func (g *graph) appendSegHexes(out []string, segs []seg) []string {
	var last int32 = -1
	for _, s := range segs {
		for _, n := range [2]int32{s.left, s.right} {
			if n != last {
				out = append(out, g.hexes[g.nodes[n].hex].ID)
				last = n
			}
		}
	}
	return out
}

// segHexesAre reports whether the hexes of segs' stops (appendSegHexes) are want.
func (g *graph) segHexesAre(segs []seg, want []string) bool {
	k := 0
	var last int32 = -1
	for _, s := range segs {
		for _, n := range [2]int32{s.left, s.right} {
			if n != last {
				if k == len(want) || want[k] != g.hexes[g.nodes[n].hex].ID {
					return false
				}
				k++
				last = n
			}
		}
	}
	return k == len(want)
}

// recorded is the stops of the graph a record's nodes name ("HEX-i"),
// in a buffer kept from one call to the next.
func (g *graph) recorded(nodes []string) []int32 {
	out := g.recBuf[:0]
	defer func() { g.recBuf = out }()
	for _, s := range nodes {
		k := strings.LastIndexByte(s, '-')
		if k < 0 {
			continue
		}
		h, ok := g.hexIdx.get(s[:k])
		i, err := strconv.Atoi(s[k+1:])
		if ok && err == nil && i >= 0 && i < len(g.hexes[h].Nodes) {
			out = append(out, g.base[h]+int32(i))
		}
	}
	return out
}

func (g *graph) resolveWalk(r engine.Route, used []uint64) ([]seg, error) {
	want := g.recorded(r.Nodes)
	named := func(n int32) bool { return slices.Contains(want, n) }
	cands, err := g.candChains(r, used, named)
	if err != nil {
		return nil, err
	}
	return g.walkConns(r, cands, want, named)
}

// candChains is, for each connection of r, the chains that read as it
// and use no track of used, those whose stops named allows first.
//
// The lists are in buffers kept from one call to the next.
func (g *graph) candChains(r engine.Route, used []uint64, named func(int32) bool) ([][]int32, error) {
	cands := grow(g.candBuf, len(r.Connections))
	g.candBuf = cands
	flat := g.candFlat[:0]
	defer func() { g.candFlat = flat }()
	for i, conn := range r.Connections {
		k := len(flat)
		all := g.chainsOf(conn)
		for _, c := range all {
			if !g.overlaps(used, c) {
				flat = append(flat, c)
			}
		}
		// flat may move as it grows: the lists in its old array stay valid
		cs := flat[k:len(flat):len(flat)]
		if len(cs) == 0 {
			if len(all) > 0 {
				return nil, illegal("track reused", "the track %s is already used by another route", hexPath(conn))
			}
			return nil, illegal("no such track", "no track runs %s", hexPath(conn))
		}
		// prefer chains whose stops the record names
		score := func(c int32) int {
			s := 0
			if named(g.chains[c].from) {
				s++
			}
			if named(g.chains[c].to) {
				s++
			}
			return s
		}
		for a := 1; a < len(cs); a++ {
			for b := a; b > 0 && score(cs[b]) > score(cs[b-1]); b-- {
				cs[b], cs[b-1] = cs[b-1], cs[b]
			}
		}
		cands[i] = cs
	}
	return cands, nil
}

// walkConns reads the candidate chains as one walk (see resolve).
func (g *graph) walkConns(r engine.Route, cands [][]int32, want []int32, named func(int32) bool) ([]seg, error) {
	// The walk must be a well-formed route (routeFacts), not merely
	// connected track: two chains may share their hexes yet end at
	// different stops of one hex, and the first may close the walk on a
	// stop it has visited. Walks whose stops are all recorded nodes come
	// first, then any well-formed walk; failing both, the first connected
	// walk, and failing that the first walk that uses some track twice,
	// for routeFacts to say what is wrong with it.
	wellFormed := func(segs []seg) bool {
		_, err := g.routeFacts(segs)
		return err == nil
	}
	if len(want) > 0 {
		if segs, ok := g.walk(cands, named, wellFormed); ok {
			return segs, nil
		}
	}
	if segs, ok := g.walk(cands, func(int32) bool { return true }, wellFormed); ok {
		return segs, nil
	}
	if segs, ok := g.walk(cands, nil, nil); ok {
		return segs, nil
	}
	// a walk coming back over its own track: routeFacts says so
	if segs, ok := g.walkReusing(cands); ok {
		return segs, nil
	}
	return nil, illegal("not connected", "the connections of train %s do not form one route", r.Train)
}

// walk finds the first reading of the candidate chains, in order, that
// forms one walk (each connection starting where the one before ended)
// using no track twice and accepted by done (nil: any). With stop non-nil
// the walk visits only stops it allows, each once (with RevisitStops, any
// number of times).
func (g *graph) walk(cands [][]int32, stop func(int32) bool, done func([]seg) bool) ([]seg, bool) {
	return g.walkWith(cands, stop, done, false, false)
}

// walkReusing is walk with no stop rule nor check, that may use track
// twice: the reading of a route that comes back over its own track.
func (g *graph) walkReusing(cands [][]int32) ([]seg, bool) {
	return g.walkWith(cands, nil, nil, true, false)
}

// walkWith is walk; with reuse the walk may use track twice, with hops
// a connection may start at a twin of the stop the one before ended at
// (twinHop) instead of at that stop.
func (g *graph) walkWith(cands [][]int32, stop func(int32) bool, done func([]seg) bool, reuse, hops bool) ([]seg, bool) {
	segs := make([]seg, len(cands))
	local := grow(g.walkLocal, g.words)
	g.walkLocal = local
	clear(local)
	var on []bool
	if stop != nil {
		on = grow(g.walkOn, len(g.nodes))
		g.walkOn = on
		clear(on)
	}
	enter := func(n int32) bool {
		if stop == nil {
			return true
		}
		if (on[n] && !g.rules.revisit) || !stop(n) {
			return false
		}
		on[n] = true
		return true
	}
	leave := func(n int32) {
		if stop != nil {
			on[n] = false
		}
	}
	var try func(i int, at int32) bool
	try = func(i int, at int32) bool {
		if i == len(cands) {
			return done == nil || done(segs)
		}
		for _, c := range cands[i] {
			ch := &g.chains[c]
			if !reuse && g.overlaps(local, c) {
				continue
			}
			var starts []int32
			switch {
			case i == 0 && len(cands) == 1:
				starts = []int32{ch.from}
			case i == 0:
				starts = []int32{ch.from, ch.to}
			case ch.from == at || ch.to == at:
				starts = []int32{at}
			}
			if hops && i > 1 { // a hop comes after the second connection at the earliest (routeFacts)
				for _, st := range [2]int32{ch.from, ch.to} {
					if st != at && g.twinHop(segs[i-1], st) {
						starts = append(starts, st)
					}
				}
			}
			for _, st := range starts {
				next := ch.to
				if st == ch.to {
					next = ch.from
				}
				// the first stop, or the twin hopped to, is entered here
				fresh := i == 0 || st != at
				if fresh && !enter(st) {
					continue
				}
				if !enter(next) {
					if fresh {
						leave(st)
					}
					continue
				}
				segs[i] = seg{st, next, c}
				for _, k := range ch.keys {
					local[k>>6] |= 1 << (k & 63)
				}
				ok := try(i+1, next)
				for _, k := range ch.keys {
					local[k>>6] &^= 1 << (k & 63)
				}
				leave(next)
				if fresh {
					leave(st)
				}
				if ok {
					return true
				}
			}
		}
		return false
	}
	return segs, try(0, -1)
}

// resolvePairs reads connections back into chains the way 18xx.games
// does when it rebuilds a route from its connections alone.
// A lone connection takes the first fitting chain that touches a city of
// the corporation. Otherwise each neighbouring pair of connections is
// joined on its own: the first pair of fitting chains that share exactly
// one stop, use no track of the other routes (nor of the pairs joined
// before) and do not overlap — among those, the pair naming most of the
// recorded nodes. The first pair gives both chains, each later pair its
// second one.
func (g *graph) resolvePairs(r engine.Route, used []uint64) ([]seg, error) {
	other := make([]uint64, g.words)
	copy(other, used)
	cands := make([][]int32, len(r.Connections))
	for i, conn := range r.Connections {
		all := g.chainsOf(conn)
		if len(all) == 0 {
			return nil, illegal("no such track", "no track runs %s", hexPath(conn))
		}
		cands[i] = all
	}
	free := func(c int32) bool { return !g.overlaps(other, c) }
	if len(cands) == 1 {
		for _, c := range cands[0] {
			ch := &g.chains[c]
			if free(c) && (g.nodes[ch.from].tokened || g.nodes[ch.to].tokened) {
				return []seg{{ch.from, ch.to, c}}, nil
			}
		}
		for _, c := range cands[0] {
			if free(c) {
				return nil, illegal("no token", "route must contain a %s token", g.ctx.Corp)
			}
		}
		return nil, illegal("track reused", "track %v is already used by another route", r.Connections[0])
	}
	want := map[string]bool{}
	for _, n := range r.Nodes {
		want[n] = true
	}
	var segs []seg
	for i := 0; i+1 < len(cands); i++ {
		type pair struct {
			a, b                int32
			left, middle, right int32
			score               int
		}
		var best *pair
		for _, a := range cands[i] {
			if !free(a) {
				continue
			}
			ca := &g.chains[a]
			for _, b := range cands[i+1] {
				if !free(b) || g.sharesTrack(a, b) {
					continue
				}
				cb := &g.chains[b]
				var mid []int32
				for _, x := range [2]int32{ca.from, ca.to} {
					if x == cb.from || x == cb.to {
						mid = append(mid, x)
					}
				}
				if len(mid) != 1 {
					continue
				}
				p := pair{a: a, b: b, middle: mid[0], left: ca.from, right: cb.from}
				if p.left == p.middle {
					p.left = ca.to
				}
				if p.right == p.middle {
					p.right = cb.to
				}
				for _, n := range [3]int32{p.left, p.middle, p.right} {
					if want[g.sig(n)] {
						p.score++
					}
				}
				if best == nil || p.score > best.score {
					best = &p
				}
			}
		}
		if best == nil {
			return nil, illegal("not connected", "connections %v and %v of train %s do not meet", r.Connections[i], r.Connections[i+1], r.Train)
		}
		if i == 0 {
			segs = append(segs, seg{best.left, best.middle, best.a})
		}
		segs = append(segs, seg{best.middle, best.right, best.b})
		for _, k := range g.chains[best.a].keys {
			other[k>>6] |= 1 << (k & 63)
		}
	}
	return segs, nil
}

func (g *graph) sharesTrack(a, b int32) bool {
	for _, k := range g.chains[a].keys {
		for _, l := range g.chains[b].keys {
			if k == l {
				return true
			}
		}
	}
	return false
}

// hexPath writes a piece of a run as people read it on the board: "from
// K18 to C12", or "from K18 through J17 to C12".
func hexPath(conn []string) string {
	switch len(conn) {
	case 0:
		return "here"
	case 1:
		return "on " + conn[0]
	case 2:
		return "from " + conn[0] + " to " + conn[1]
	}
	return "from " + conn[0] + " through " + strings.Join(conn[1:len(conn)-1], ", ") + " to " + conn[len(conn)-1]
}
