package route

import (
	"slices"
	"sync"
	"sync/atomic"
)

// Best compiles a board's track once per Board.Track: the hexes, paths,
// track resources and chains depend only on the track, so a graph
// compiled for one board serves every later board with the same Track,
// once its nodes (values, tokens, the corporation's view) are read anew.
// A search on a small board is mostly its setting up, and a title that
// searches often on the same track (a company's run, step after step)
// saves most of it.
//
// The cached graph walks the chains from every stop, where compileReach
// walks them only from the stops the corporation's routes may leave: the
// chains from each stop are the same, in the same order, so the
// enumeration, and with it the result and Stats, are the same (see
// TestBestReachSameAsFullBoard and TestBestTrackSameAsFresh).

// trackKey is what a cached graph was compiled for: the board's Track.
// The walk shapes the chains too (RevisitStops, Walk.Areas): refresh compiles anew
// for another.
type trackKey struct {
	track string
}

// trackHex is what a cached graph checks of each hex of a new board with
// its Track: the same id, as many nodes, the same junctions, as many
// paths (a hex of more than 64 nodes never matches). A board that does
// not match is compiled anew; the paths and neighbours themselves are
// taken on trust.
type trackHex struct {
	id           string
	nodes, paths int32
	junctions    uint64 // bit j: node j is a junction
}

// trackCache holds idle compiled graphs by trackKey: each is used by one
// search at a time, taken out while it runs.
var trackCache = struct {
	sync.Mutex
	idle  map[trackKey][]*graph
	count int
}{idle: map[trackKey][]*graph{}}

const (
	trackCacheMax    = 512 // graphs kept in all; beyond, the cache starts over
	trackCachePerKey = 4   // idle graphs kept per key
)

// compiles counts the graphs Best compiled for a Track (tests).
var compiles atomic.Int64

// trackGraph is a graph compiled for ctx.Board's Track with ctx's view
// of the nodes: an idle cached one when its hexes check out, else a new
// compile. Give it back with putTrack.
func trackGraph(ctx *Context) (*graph, error) {
	key := trackKey{ctx.Board.Track}
	trackCache.Lock()
	var g *graph
	if l := trackCache.idle[key]; len(l) > 0 {
		g = l[len(l)-1]
		l[len(l)-1] = nil
		trackCache.idle[key] = l[:len(l)-1]
		trackCache.count--
	}
	trackCache.Unlock()
	if g != nil {
		ok, err := g.refresh(ctx)
		if ok || err != nil {
			return g, err
		}
	} else {
		g = new(graph)
	}
	compiles.Add(1)
	if err := g.compileOn(ctx, nil, [][]string{}); err != nil {
		return g, err
	}
	for n := range g.nodes {
		if g.nodes[n].n.Kind != Junction {
			g.walkFrom(int32(n), nil, -1)
		}
	}
	g.noteTrack()
	g.trackShape, g.trackWalk.Areas = g.rules.shape, append(g.trackWalk.Areas[:0], g.rules.walk.Areas...)
	return g, nil
}

// putTrack gives back a graph trackGraph returned, dropping what it
// points into of the board.
func putTrack(ctx *Context, g *graph) {
	clear(g.hexes)
	clear(g.hexBuf)
	for i := range g.nodes {
		g.nodes[i].n = nil
	}
	g.ctx = nil
	key := trackKey{ctx.Board.Track}
	trackCache.Lock()
	defer trackCache.Unlock()
	if trackCache.count >= trackCacheMax {
		clear(trackCache.idle)
		trackCache.count = 0
	}
	if l := trackCache.idle[key]; len(l) < trackCachePerKey {
		trackCache.idle[key] = append(l, g)
		trackCache.count++
	}
}

// noteTrack records the hexes the graph was compiled on (trackHex).
func (g *graph) noteTrack() {
	g.track = g.track[:0]
	for _, h := range g.hexes {
		th := trackHex{id: h.ID, nodes: int32(len(h.Nodes)), paths: int32(len(h.Paths))}
		for j := range h.Nodes {
			if h.Nodes[j].Kind == Junction && j < 64 {
				th.junctions |= 1 << j
			}
		}
		g.track = append(g.track, th)
	}
}

// refresh reads ctx's board into a graph compiled for its Track: its
// hexes and the corporation's view of their nodes. It reports false,
// changing nothing that matters, when the board's hexes do not match the
// graph's (trackHex).
func (g *graph) refresh(ctx *Context) (bool, error) {
	b := ctx.Board
	if len(b.Hexes) != len(g.track) || ctx.Phase < Yellow || ctx.Phase > Gray {
		return false, nil // compileOn says what is wrong with the phase
	}
	for i := range b.Hexes {
		h, th := &b.Hexes[i], &g.track[i]
		if h.ID != th.id || len(h.Nodes) != int(th.nodes) || len(h.Paths) != int(th.paths) || len(h.Nodes) > 64 {
			return false, nil
		}
		for j := range h.Nodes {
			if (h.Nodes[j].Kind == Junction) != (th.junctions&(1<<j) != 0) {
				return false, nil
			}
		}
	}
	g.ctx = ctx
	if err := g.setRules(ctx); err != nil {
		return false, err
	}
	if w := &g.rules.walk; g.rules.shape.loopsBack() != g.trackShape.loopsBack() || !slices.Equal(w.Areas, g.trackWalk.Areas) {
		return false, nil // chains of another shape: compiled anew
	}
	g.refusals = g.refusals[:0]
	for i := range b.Hexes {
		h := &b.Hexes[i]
		g.hexes[i] = h
		town := townTile(h)
		for j := range h.Nodes {
			g.nodes[g.base[i]+int32(j)] = g.nodeOf(h, i, j, town)
		}
	}
	return true, g.setAreas()
}
