package route

import "fmt"

// NodeKind is what a node on a tile is.
type NodeKind uint8

const (
	City     NodeKind = iota // a stop with token slots
	Town                     // a small stop without slots (e.g. ponds, "O")
	Offboard                 // an off-board area: a stop that always ends a run
	Junction                 // track meeting without a stop
)

// Colour indexes of Revenue and of Context.Phase.
const (
	Yellow = iota
	Green
	Brown
	Gray
)

// BlockingToken fills a city slot for no corporation (e.g. a power reserving a slot for nobody).
const BlockingToken = "#blocking"

// Node is a stop (or junction) on a hex's tile. Its signature in run_routes
// actions is "HEX-i", i being its position in Hex.Nodes.
type Node struct {
	Kind    NodeKind
	Revenue [4]int   // by phase colour: yellow, green, brown, gray
	Slots   int      // token slots of a city
	Tokens  []string // filled slots: corporation symbols or BlockingToken
	Extra   []string // tokens in extra slots (e.g. a power adding a slot); they fill no slot
	Port    bool     // a harbour (a title's rule may make it only a route's end)
}

// TokenedBy reports whether corp holds a token in the city.
func (n *Node) TokenedBy(corp string) bool {
	if n.Kind != City {
		return false
	}
	for _, t := range n.Tokens {
		if t == corp {
			return true
		}
	}
	for _, t := range n.Extra {
		if t == corp {
			return true
		}
	}
	return false
}

// Blocks reports whether the city is closed to corp: every slot is held,
// none by corp.
func (n *Node) Blocks(corp string) bool {
	return n.Kind == City && len(n.Tokens) >= n.Slots && !n.TokenedBy(corp)
}

// OnlyBlockingSlot reports whether the city's one slot holds a blocking
// token.
func (n *Node) OnlyBlockingSlot() bool {
	return n.Slots+len(n.Extra) == 1 && len(n.Tokens) == 1 && n.Tokens[0] == BlockingToken
}

// End is one end of a path: an edge 0–5 of the hex, or node i of the hex
// encoded as -1-i. Use EdgeEnd and NodeEnd.
type End int8

// EdgeEnd is the end at edge e.
func EdgeEnd(e int) End { return End(e) }

// NodeEnd is the end at the hex's node i.
func NodeEnd(i int) End { return End(-1 - i) }

// IsEdge reports whether the end is an edge.
func (e End) IsEdge() bool { return e >= 0 }

// Edge is the edge number of an edge end.
func (e End) Edge() int { return int(e) }

// Node is the node index of a node end.
func (e End) Node() int { return int(-1 - e) }

// Lane places a path end on one of several parallel tracks: Width lanes,
// this being lane Index. The zero Lane is the usual single track.
type Lane struct{ Width, Index int8 }

func (l Lane) norm() Lane {
	if l.Width == 0 {
		return Lane{1, 0}
	}
	return l
}

// laneMatch reports whether track leaving one hex on lane a meets track
// entering the next hex on lane b, as 18xx.games joins lanes of equal or
// different widths.
func laneMatch(a, b Lane) bool {
	a, b = a.norm(), b.norm()
	if a.Width == b.Width {
		return b.Index == a.Width-a.Index-1
	}
	if a.Width > b.Width || (a.Width == b.Width && a.Index > b.Index) {
		a, b = b, a
	}
	delta := (b.Width - a.Width) / 2
	return a.Index+delta == b.Width-b.Index-1
}

// Path is a piece of track on a hex between two ends.
type Path struct {
	A, B         End
	ALane, BLane Lane
	Terminal     bool // may only be the first or last track of a run
}

// Hex is one hex of the board with what lies on it now.
type Hex struct {
	ID        string
	Neighbors [6]string // the hex across each edge; "" where there is none
	Nodes     []Node
	Paths     []Path
}

// Board is the track on the map: every hex that has any.
type Board struct {
	Hexes []Hex
	// Track, if not "", names the board's track: the title promises that
	// every board with the same Track has the same hexes in the same
	// order, each with the same id, neighbours and paths and the same
	// nodes, junctions where this one has them; only what the stops hold
	// may differ (kind of stop, revenue, slots, tokens, port). The names
	// are shared by all titles: a title's start with its own name. Best
	// then reuses the graph it compiled for an earlier board of that
	// Track (trackcache.go); "": compiled anew each time. Check ignores it.
	Track string

	mem *boardMem // FromHexmapFor: the memory it reuses
}

// validate checks that the hexes have distinct ids and that their paths
// end at edges and nodes they have, filling idx (emptied first) with
// each hex's position.
func validate(hexes []*Hex, idx *hexTable) error {
	idx.reset(len(hexes))
	for i, h := range hexes {
		if h.ID == "" {
			return fmt.Errorf("board: a hex has no id")
		}
		if _, fresh := idx.add(h.ID, i); !fresh {
			return fmt.Errorf("board: hex %s listed twice", h.ID)
		}
		for _, p := range h.Paths {
			for _, e := range [2]End{p.A, p.B} {
				if e.IsEdge() && e.Edge() > 5 {
					return fmt.Errorf("board: hex %s has a path to edge %d", h.ID, e.Edge())
				}
				if !e.IsEdge() && e.Node() >= len(h.Nodes) {
					return fmt.Errorf("board: hex %s has a path to node %d of %d", h.ID, e.Node(), len(h.Nodes))
				}
			}
		}
	}
	return nil
}
