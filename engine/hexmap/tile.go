package hexmap

import (
	"fmt"
	"slices"
)

// Color is a tile or hex colour. The order of the upgrade colours
// (White < Yellow < Green < Brown < Gray) is the tile colour progression.
type Color uint8

const (
	White Color = iota
	Yellow
	Green
	Brown
	Gray
	Red
	Blue
	numColors
)

var colorNames = [...]string{"white", "yellow", "green", "brown", "gray", "red", "blue"}

func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return fmt.Sprintf("color(%d)", c)
}

// ParseColor reads a colour name as 18xx.games writes it.
func ParseColor(s string) (Color, bool) {
	for i, n := range colorNames {
		if n == s {
			return Color(i), true
		}
	}
	return 0, false
}

// upgradeable reports whether the colour takes part in the upgrade
// progression white → yellow → green → brown → gray.
func (c Color) upgradeable() bool { return c <= Gray }

// ColorSet is a set of colours (bit i is Color i). The zero set means
// "no restriction" where an option takes a ColorSet.
type ColorSet uint16

// Colors builds a set.
func Colors(cs ...Color) ColorSet {
	var s ColorSet
	for _, c := range cs {
		s |= 1 << c
	}
	return s
}

// Has reports whether c is in the set.
func (s ColorSet) Has(c Color) bool { return s&(1<<c) != 0 }

// PhaseColors are the revenue colours a node's revenue is given for.
var PhaseColors = [4]Color{Yellow, Green, Brown, Gray}

// NodeKind is what a node on a tile is.
type NodeKind uint8

const (
	City     NodeKind = iota // a station with token slots
	Town                     // a small stop without slots
	Offboard                 // a red area; always ends a run through it
	Junction                 // a meeting point of track without a stop (18xx.games "junction")
)

var nodeKindNames = [...]string{"city", "town", "offboard", "junction"}

func (k NodeKind) String() string {
	if int(k) < len(nodeKindNames) {
		return nodeKindNames[k]
	}
	return fmt.Sprintf("node(%d)", k)
}

// Revenue is a node's value by phase colour: [yellow, green, brown, gray].
type Revenue [4]int

// Flat is the same revenue in every phase.
func Flat(v int) Revenue { return Revenue{v, v, v, v} }

// Phased builds a revenue from (colour, value) steps: each value holds from
// its colour onwards until the next step, as 18xx.games' "yellow_30|brown_60".
func Phased(steps ...any) Revenue {
	var r Revenue
	for i := 0; i+1 < len(steps); i += 2 {
		c := steps[i].(Color)
		v := steps[i+1].(int)
		for j := int(c - Yellow); j < len(r); j++ {
			r[j] = v
		}
	}
	return r
}

// At is the revenue in a phase whose newest tile colour is c.
func (r Revenue) At(c Color) int {
	if c < Yellow {
		return r[0]
	}
	if c > Gray {
		return r[3]
	}
	return r[c-Yellow]
}

// Node is a city, town, off-board area or junction on a tile.
type Node struct {
	Kind    NodeKind
	Revenue Revenue
	Slots   int  // token slots of a city
	Hidden  bool // drawn without revenue (18xx.games "hide:1" off-boards)
}

// End is one end of a path: an edge 0–5 of the hex, or a node of the tile.
// Edges are the values 0..5; node i is encoded as -1-i. Use E and N.
type End int8

// E is the end at edge e.
func E(e int) End { return End(e) }

// N is the end at the tile's node i.
func N(i int) End { return End(-1 - i) }

// IsEdge reports whether the end is an edge.
func (e End) IsEdge() bool { return e >= 0 }

// Edge is the edge number of an edge end.
func (e End) Edge() int { return int(e) }

// Node is the node index of a node end.
func (e End) Node() int { return int(-1 - e) }

func (e End) rotate(rot int) End {
	if e >= 0 {
		return End((int(e) + rot) % 6)
	}
	return e
}

func (e End) String() string {
	if e.IsEdge() {
		return fmt.Sprintf("%d", e.Edge())
	}
	return fmt.Sprintf("_%d", e.Node())
}

// Lane places a path end on one of several parallel tracks: Width lanes,
// this being lane Index (0-based). The zero Lane is the usual single track.
type Lane struct{ Width, Index int8 }

func (l Lane) norm() Lane {
	if l.Width == 0 {
		return Lane{1, 0}
	}
	return l
}

// Path is a piece of track on a tile between two ends.
type Path struct {
	A, B         End
	ALane, BLane Lane
	Kind         PathKind // who runs on it; the zero kind is rail track
}

// P is a single-lane path between two ends.
func P(a, b End) Path { return Path{A: a, B: b} }

// Rotate returns the path turned by rot sixths clockwise.
func (p Path) Rotate(rot int) Path {
	p.A, p.B = p.A.rotate(rot), p.B.rotate(rot)
	return p
}

// Tile is a tile design: a catalogue entry or a preprinted hex.
type Tile struct {
	Name    string
	Color   Color
	Nodes   []Node
	Paths   []Path
	Label   string   // e.g. "Y", "O", "R"
	Cost    int      // cost to lay a tile over this one (terrain)
	Terrain string   // terrain behind Cost: "hill", "mountain"
	Icons   []string // icons drawn on the tile (data only)

	exits        [6]uint8     // exit bitmask by rotation, filled by prepare
	switchEdges  uint8        // edges (rotation 0) shared by several paths, filled by prepare
	ends         [6][]uint16  // per rotation, per path: endMask of its ends
	nCity, nTown int          // number of cities and towns, filled by prepare
	walk         [6]walkTable // the track as network walks read it, by rotation, filled by prepare
	ready        bool
}

// endMask sets bit e for an edge end and bit 8+kind for a node end.
func endBit(t *Tile, rot int, e End) uint16 {
	if e.IsEdge() {
		return 1 << uint((e.Edge()+rot)%6)
	}
	return 1 << uint(8+t.Nodes[e.Node()].Kind)
}

// pathEndMask is the set of ends of path pi at rotation rot. A junction end
// stands for the far ends of the junction's other paths (18xx.games
// Path#ends), so track through a junction contains the track it joins.
func pathEndMask(t *Tile, rot, pi int) uint16 {
	p := t.Paths[pi]
	var m uint16
	for _, e := range [2]End{p.A, p.B} {
		if e.IsEdge() || t.Nodes[e.Node()].Kind != Junction {
			m |= endBit(t, rot, e)
			continue
		}
		for qi, q := range t.Paths {
			if qi == pi || (q.A != e && q.B != e) {
				continue
			}
			for _, f := range [2]End{q.A, q.B} {
				if f != e && (f.IsEdge() || t.Nodes[f.Node()].Kind != Junction) {
					m |= endBit(t, rot, f)
				}
			}
		}
	}
	return m
}

func (t *Tile) prepare() {
	if t.ready {
		return
	}
	for r := 0; r < 6; r++ {
		var m uint8
		for _, p := range t.Paths {
			for _, e := range [2]End{p.A, p.B} {
				if e.IsEdge() {
					m |= 1 << ((e.Edge() + r) % 6)
				}
			}
		}
		t.exits[r] = m
		t.ends[r] = make([]uint16, len(t.Paths))
		for pi := range t.Paths {
			t.ends[r][pi] = pathEndMask(t, r, pi)
		}
	}
	t.nCity, t.nTown = t.count(City), t.count(Town)
	t.switchEdges = switchEdgesOf(t.Paths)
	t.walk = buildWalkTables(t)
	t.ready = true
}

// switchEdgesOf is the set of edges where more than one piece of track
// ends (18xx.games' converging exits). The parallel lanes of one
// multi-lane piece (same ends, both of the same width) count once.
func switchEdgesOf(paths []Path) uint8 {
	var count [6]int
	for i, p := range paths {
		if p.multiLane() && slices.ContainsFunc(paths[:i], func(q Path) bool {
			return q.multiLane() && q.A == p.A && q.B == p.B && q.ALane.Width == p.ALane.Width
		}) {
			continue
		}
		for _, e := range [2]End{p.A, p.B} {
			if e.IsEdge() {
				count[e.Edge()]++
			}
		}
	}
	var m uint8
	for e, c := range count {
		if c > 1 {
			m |= 1 << e
		}
	}
	return m
}

// multiLane reports whether p is one lane of a multi-lane piece of track
// between two edges.
func (p Path) multiLane() bool {
	return p.A.IsEdge() && p.B.IsEdge() && p.ALane.Width > 1 && p.ALane.Width == p.BLane.Width
}

// Exits is the bitmask (bit e = edge e) of the edges the tile's track
// reaches at rotation rot.
func (t *Tile) Exits(rot int) uint8 {
	t.prepare()
	return t.exits[rot%6]
}

// Cities lists the indexes of the tile's city nodes.
func (t *Tile) Cities() []int { return t.nodesOf(City) }

// Towns lists the indexes of the tile's town nodes.
func (t *Tile) Towns() []int { return t.nodesOf(Town) }

func (t *Tile) nodesOf(k NodeKind) []int {
	var out []int
	for i, n := range t.Nodes {
		if n.Kind == k {
			out = append(out, i)
		}
	}
	return out
}

func (t *Tile) count(k NodeKind) int {
	c := 0
	for _, n := range t.Nodes {
		if n.Kind == k {
			c++
		}
	}
	return c
}

// RotatedPaths returns the tile's paths at rotation rot.
func (t *Tile) RotatedPaths(rot int) []Path {
	out := make([]Path, len(t.Paths))
	for i, p := range t.Paths {
		out[i] = p.Rotate(rot)
	}
	return out
}
