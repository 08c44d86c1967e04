package view

// Board is the map: its layout and every hex.
//
// Coordinates are 18xx.games' doubled coordinates: X from the column
// letters (A = 0), Y from the row number minus one; on a flat layout x+y
// is even, and edge e of a hex is numbered clockwise from the bottom
// (0 bottom, 1 lower left, 2 upper left, 3 top, 4 upper right, 5 lower
// right). Path ends are absolute edges (the tile's rotation applied).
type Board struct {
	Layout string `json:"layout"` // "flat" or "pointy"
	// Phase is the revenue colour now ("yellow" … "gray"): the column of
	// an off-board's revenues that counts.
	Phase string `json:"phase"`
	Hexes []Hex  `json:"hexes"`
}

// Hex is one space of the map.
type Hex struct {
	ID       string `json:"id"`
	X        int    `json:"x"`
	Y        int    `json:"y"`
	Color    string `json:"color"`             // background: "white", "yellow" … "red", "blue", "sea", "land"
	Terrain  string `json:"terrain,omitempty"` // "hill", "mountain", "water" …
	Cost     int    `json:"cost,omitempty"`    // cost of building here
	Label    string `json:"label,omitempty"`   // "Y", "O", "M" …
	Location string `json:"location,omitempty"`
	Tile     Tile   `json:"tile"`
	Marks    []Mark `json:"marks,omitempty"`
}

// Tile is what lies on a hex: a laid tile or the printed one.
type Tile struct {
	ID         string `json:"id,omitempty"` // copy id as actions name it ("57-0"); empty for the printed tile
	Name       string `json:"name,omitempty"`
	Color      string `json:"color"`
	Rotation   int    `json:"rotation"`
	Preprinted bool   `json:"preprinted"`
	Nodes      []Node `json:"nodes,omitempty"`
	Paths      []Path `json:"paths,omitempty"`
	// Icons printed on the tile (e.g. "river").
	Icons []string `json:"icons,omitempty"`
}

// Node kinds.
const (
	KindCity     = "city"
	KindTown     = "town"
	KindOffboard = "offboard"
	KindJunction = "junction"
)

// Node is a stop or meeting point on a tile.
type Node struct {
	Kind string `json:"kind"`
	// Revenue is the value now; Revenues the value per phase colour when it
	// changes with the phase (off-boards), as [colour, value] steps.
	Revenue  int            `json:"revenue"`
	Revenues []PhaseRevenue `json:"revenues,omitempty"`
	Hidden   bool           `json:"hidden,omitempty"` // drawn without revenue
	Slots    []Slot         `json:"slots,omitempty"`  // city token slots
	// Extra lists tokens placed beyond the slots.
	Extra []string `json:"extra,omitempty"`
	Name  string   `json:"name,omitempty"`
	// Port marks a harbour: a stop ships call at.
	Port bool `json:"port,omitempty"`
}

// PhaseRevenue is a node's revenue from a phase colour on.
type PhaseRevenue struct {
	Phase   string `json:"phase"`
	Revenue int    `json:"revenue"`
	Current bool   `json:"current,omitempty"`
	// Say is Phase as drawn under the revenue, where it is not a tile
	// colour (e.g. a title's eras).
	Say Phrase `json:"-"`
}

// Slot is a city's token place.
type Slot struct {
	Token    string `json:"token,omitempty"`    // family id
	Reserved string `json:"reserved,omitempty"` // kept for this family
	Blocker  bool   `json:"blocker,omitempty"`  // filled for no one
	Kind     string `json:"kind,omitempty"`     // what the token is, where a title has several ("port", "factory")
}

// Path kinds.
const (
	PathTrack = "track" // rail (the default)
	PathRoad  = "road"  // carts
	PathSea   = "sea"   // ships
)

// Path is a piece of track between two ends.
type Path struct {
	A    End    `json:"a"`
	B    End    `json:"b"`
	Kind string `json:"kind,omitempty"` // "" = track
}

// End is a path's end: an edge of the hex or a node of the tile.
type End struct {
	Edge int `json:"edge"` // 0–5, or -1 at a node
	Node int `json:"node"` // node index, or -1 at an edge
	// Lanes and Lane place the end on one of several parallel tracks:
	// Lanes wide (0 for a single track), this being lane Lane from 0.
	Lanes int `json:"lanes,omitempty"`
	Lane  int `json:"lane,omitempty"`
}

// EdgeEnd is the end at edge e.
func EdgeEnd(e int) End { return End{Edge: e, Node: -1} }

// NodeEnd is the end at node i.
func NodeEnd(i int) End { return End{Edge: -1, Node: i} }

// IsEdge reports whether the end is an edge.
func (e End) IsEdge() bool { return e.Edge >= 0 }

// Mark is a marker on a hex.
type Mark struct {
	Name  string `json:"name"`            // the title's name for it, or MarkLaid
	Owner string `json:"owner,omitempty"` // family or player
	Text  string `json:"text,omitempty"`
	// Say is the word the board writes on the mark's badge, in the
	// reader's language (Name stays the mark's id).
	Say Phrase `json:"-"`
}

// MarkLaid is the mark of a tile laid in the current round.
const MarkLaid = "laid"

// HexByID finds a hex of the board.
func (b *Board) HexByID(id string) *Hex {
	for i := range b.Hexes {
		if b.Hexes[i].ID == id {
			return &b.Hexes[i]
		}
	}
	return nil
}
