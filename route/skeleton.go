package route

import (
	"encoding/binary"
	"slices"
	"sync"
)

// A hex map's track as route boards, built once and cut to what a search
// needs: for a title whose track is simple enough to be described edge by
// edge (each piece of track joins two hexes across their common edge),
// and whose boards are searched often, so that building them from a hex
// map each time would cost more than the search.
//
//   - A stop's hex holds one node with a path from it to each edge its
//     track crosses.
//   - Any other hex with track is joined through: a path between every
//     two of its track edges, so that a route may enter by any of them
//     and leave by any other.
//
// Every piece of track then lies across one edge, so "track may not
// repeat" is route's "no edge used twice". A title with several kinds of
// track (ships on the sea, carts on the roads) builds a skeleton of each.

// TrackMap is one kind of track on a hex map, as NewSkeleton reads it.
type TrackMap struct {
	// Name starts the Track of every board cut from the skeleton: the
	// title's name, so that two titles' tracks never share a name.
	Name string
	// Hexes is the number of the map's hexes, indexed from 0.
	Hexes int
	// ID is hex i's id.
	ID func(i int) string
	// Neighbor is the hex across edge e of hex i, -1 where there is none.
	Neighbor func(i, e int) int
	// Track reports whether track crosses edge e of hex i, meeting track
	// in the neighbouring hex.
	Track func(i, e int) bool
	// Stop is the stop on hex i (its kind, slots and port; the board's
	// user gives it revenue and tokens), false where there is none.
	Stop func(i int) (Node, bool)
}

// Skeleton is one kind of track of a hex map as route hexes, without what
// the stops hold (revenue, tokens). It is never changed once built, so
// any number of games and searches may share it.
type Skeleton struct {
	name  string
	hexes []Hex  // with track; a stop's hex holds its one node here
	at    []int  // each hex's index in the map
	edges []byte // each hex's track edges: bit e, edge e
	next  [][]int32
	index map[string]int32 // a hex's position in hexes, by id
	stops int
}

// NewSkeleton builds the skeleton of the track t describes: its hexes in
// map order, each with its paths as the comment above says.
func NewSkeleton(t TrackMap) *Skeleton {
	sk := &Skeleton{name: t.Name, index: map[string]int32{}}
	pos := make([]int32, t.Hexes) // each map hex's position in hexes, -1: no track
	var nbrs [][]int              // the map hexes each hex's track leads to
	for i := range t.Hexes {
		pos[i] = -1
		var edges, to []int
		var mask byte
		for e := range 6 {
			if t.Track(i, e) {
				edges = append(edges, e)
				to = append(to, t.Neighbor(i, e))
				mask |= 1 << e
			}
		}
		if len(edges) == 0 {
			continue
		}
		hx := Hex{ID: t.ID(i)}
		for e := range 6 {
			if j := t.Neighbor(i, e); j >= 0 {
				hx.Neighbors[e] = t.ID(j)
			}
		}
		if n, ok := t.Stop(i); ok {
			hx.Nodes = []Node{n}
			sk.stops++
			for _, e := range edges {
				hx.Paths = append(hx.Paths, Path{A: NodeEnd(0), B: EdgeEnd(e)})
			}
		} else {
			for a := range edges {
				for _, z := range edges[a+1:] {
					hx.Paths = append(hx.Paths, Path{A: EdgeEnd(edges[a]), B: EdgeEnd(z)})
				}
			}
		}
		pos[i] = int32(len(sk.hexes))
		sk.index[hx.ID] = pos[i]
		sk.hexes = append(sk.hexes, hx)
		sk.at = append(sk.at, i)
		sk.edges = append(sk.edges, mask)
		nbrs = append(nbrs, to)
	}
	sk.next = make([][]int32, len(sk.hexes))
	for k, to := range nbrs {
		for _, j := range to {
			if j >= 0 && pos[j] >= 0 {
				sk.next[k] = append(sk.next[k], pos[j])
			}
		}
	}
	return sk
}

// SkeletonCache keeps skeletons by a key the title chooses (e.g. the
// layout of the track they were built from), at most Max of them (0: no
// bound): when full, it forgets them all. Safe for concurrent use.
type SkeletonCache struct {
	Max int
	mu  sync.Mutex
	m   map[string]*Skeleton
}

// Get is the skeleton kept for key, else build's, then kept.
func (c *SkeletonCache) Get(key []byte, build func() *Skeleton) *Skeleton {
	c.mu.Lock()
	sk := c.m[string(key)]
	c.mu.Unlock()
	if sk != nil {
		return sk
	}
	sk = build()
	c.mu.Lock()
	if c.m == nil || (c.Max > 0 && len(c.m) >= c.Max) {
		c.m = map[string]*Skeleton{}
	}
	c.m[string(key)] = sk
	c.mu.Unlock()
	return sk
}

// SkeletonBoard is a board cut from a skeleton (Cut) with the memory it
// reuses from one cut to the next. Its user fills in the stops (Stops)
// before each search; a search keeps nothing of the board.
type SkeletonBoard struct {
	Board Board
	// Stops are the board's nodes, in board order: each stop's hex's
	// Nodes is its one element here. At[j] is Stops[j]'s hex's index in
	// the map.
	Stops []Node
	At    []int

	// what Board was cut from: the skeleton, the hexes and the reach
	// (the same give the same hexes)
	sk    *Skeleton
	from  []string
	reach int
	key   []byte
	mark  []bool
	dist  []int8
	queue []int32
}

// Cut makes sb's board the hexes of sk within reach-1 steps along the
// track of the hexes from (by id; ids not on the track are passed over),
// or all of sk's hexes when reach <= 0: every route through one of those
// hexes, at most reach hexes long (both ends counted), lies on it, so a
// search for a vehicle of that range through them finds the same routes
// on a far smaller graph.
//
// The board's Track is the skeleton's name, then each hex kept and its
// track edges (its id, neighbours, node and paths follow from those). A
// board of the same Track is kept, only its stops to be written anew;
// cut from the same skeleton, hexes and reach as the last time, it is not
// even cut again. Cut returns the board; its Stops hold the skeleton's
// kinds, slots and ports, and what the user wrote in them since.
func (sb *SkeletonBoard) Cut(sk *Skeleton, from []string, reach int) *Board {
	if sk == sb.sk && reach == sb.reach && slices.Equal(from, sb.from) {
		return &sb.Board
	}
	var keep []bool // the skeleton's hexes kept, nil: all
	if reach > 0 {
		keep = sb.within(sk, from, reach-1)
	}
	key := append(sb.key[:0], sk.name...)
	for k := range sk.hexes {
		if keep == nil || keep[k] {
			key = binary.AppendUvarint(key, uint64(sk.at[k]))
			key = append(key, sk.edges[k])
		}
	}
	sb.key = key
	sb.sk, sb.reach, sb.from = sk, reach, append(sb.from[:0], from...)
	b := &sb.Board
	if string(key) == b.Track {
		return b
	}
	b.Hexes, b.Track = b.Hexes[:0], string(key)
	if cap(sb.Stops) < sk.stops {
		sb.Stops = make([]Node, 0, sk.stops)
	}
	nodes, at := sb.Stops[:0], sb.At[:0]
	for k := range sk.hexes {
		if keep != nil && !keep[k] {
			continue
		}
		b.Hexes = append(b.Hexes, sk.hexes[k])
		if h := &b.Hexes[len(b.Hexes)-1]; len(h.Nodes) > 0 {
			nodes, at = append(nodes, h.Nodes[0]), append(at, sk.at[k])
			h.Nodes = nodes[len(nodes)-1 : len(nodes) : len(nodes)]
		}
	}
	sb.Stops, sb.At = nodes, at
	return b
}

// within marks the skeleton's hexes at most steps steps along the track
// from the hexes from.
func (sb *SkeletonBoard) within(sk *Skeleton, from []string, steps int) []bool {
	n := len(sk.hexes)
	sb.mark, sb.dist = zeroed(sb.mark, n), zeroed(sb.dist, n)
	mark, dist, queue := sb.mark, sb.dist, sb.queue[:0]
	defer func() { sb.queue = queue }()
	for _, id := range from {
		if k, ok := sk.index[id]; ok && !mark[k] {
			mark[k] = true
			queue = append(queue, k)
		}
	}
	for q := 0; q < len(queue); q++ {
		k := queue[q]
		if int(dist[k]) >= steps {
			continue
		}
		for _, j := range sk.next[k] {
			if !mark[j] {
				mark[j], dist[j] = true, dist[k]+1
				queue = append(queue, j)
			}
		}
	}
	return mark
}
