package hexmap

import (
	"fmt"
	"sort"
	"strconv"
)

// HexDef is one hex of a map as printed.
type HexDef struct {
	ID       string
	Tile     *Tile  // the preprinted tile (its Color is the hex colour)
	Location string // location name, if any
	// TileLabel, when set, is the label every tile laid on this hex carries
	// while it lies there (e.g. "M"/"MM" on hill and mountain hexes).
	TileLabel string
}

// Manifest is one kind of tile in the supply: its design and how many
// copies exist.
type Manifest struct {
	Tile  *Tile
	Count int
}

// Map is a game-independent board definition: the hexes, their
// neighbours, the tile supply and the title's rule hooks. It is immutable
// once built and shared by every Board made from it.
type Map struct {
	Layout Layout
	hexes  []HexDef
	index  map[string]int
	nbr    [][6]int32 // neighbour hex index per edge, -1 where there is none

	tiles   []*Tile // manifest tiles, in manifest order
	counts  []int
	copyIDs [][]string // per manifest tile, per copy: its id ("57-0")
	tileIdx map[string]int
	twin    []int              // index of a tile that shares physical copies, -1 if none
	byColor [numColors][]int32 // manifest tiles of each colour, in manifest order
	all     []int32            // every manifest tile index, in order

	rules Rules
}

// NewMap builds a map. Hex ids must be unique and parse as coordinates;
// manifest tile names must be unique. Hexes keep the order given.
func NewMap(layout Layout, hexes []HexDef, manifest []Manifest) (*Map, error) {
	m := &Map{Layout: layout, index: map[string]int{}, tileIdx: map[string]int{}}
	coords := map[Coord]int{}
	cs := make([]Coord, len(hexes))
	for i, h := range hexes {
		if h.Tile == nil {
			return nil, fmt.Errorf("hex %s has no tile", h.ID)
		}
		if _, dup := m.index[h.ID]; dup {
			return nil, fmt.Errorf("hex %s defined twice", h.ID)
		}
		c, err := ParseCoord(h.ID)
		if err != nil {
			return nil, err
		}
		h.Tile.prepare()
		m.index[h.ID] = i
		coords[c] = i
		cs[i] = c
	}
	m.hexes = append([]HexDef(nil), hexes...)
	m.nbr = make([][6]int32, len(hexes))
	for i, c := range cs {
		for e := 0; e < 6; e++ {
			m.nbr[i][e] = -1
			if j, ok := coords[c.Step(layout, e)]; ok {
				m.nbr[i][e] = int32(j)
			}
		}
	}
	for _, mf := range manifest {
		if _, dup := m.tileIdx[mf.Tile.Name]; dup {
			return nil, fmt.Errorf("tile %s listed twice in the manifest", mf.Tile.Name)
		}
		if mf.Count < 0 || mf.Count > 64 {
			return nil, fmt.Errorf("tile %s: count %d out of range 0..64", mf.Tile.Name, mf.Count)
		}
		mf.Tile.prepare()
		m.tileIdx[mf.Tile.Name] = len(m.tiles)
		m.tiles = append(m.tiles, mf.Tile)
		m.counts = append(m.counts, mf.Count)
		ids := make([]string, mf.Count)
		for k := range ids {
			ids[k] = mf.Tile.Name + "-" + strconv.Itoa(k)
		}
		m.copyIDs = append(m.copyIDs, ids)
		m.twin = append(m.twin, -1)
		ti := int32(len(m.tiles) - 1)
		m.all = append(m.all, ti)
		if c := mf.Tile.Color; c < numColors {
			m.byColor[c] = append(m.byColor[c], ti)
		}
	}
	return m, nil
}

// ShareCopies declares that tiles a and b are two faces of the same
// physical copies: laying copy k of one removes copy k of the other from
// the supply, and both come back together (e.g. "7"/"X7" pairs).
// Both must be in the manifest with equal counts.
func (m *Map) ShareCopies(a, b string) error {
	i, ok1 := m.tileIdx[a]
	j, ok2 := m.tileIdx[b]
	if !ok1 || !ok2 {
		return fmt.Errorf("share copies %s/%s: both tiles must be in the manifest", a, b)
	}
	if m.counts[i] != m.counts[j] {
		return fmt.Errorf("share copies %s/%s: counts differ (%d, %d)", a, b, m.counts[i], m.counts[j])
	}
	m.twin[i], m.twin[j] = j, i
	return nil
}

// SetRules installs the title's rule hooks (nil for the generic rules).
func (m *Map) SetRules(r Rules) { m.rules = r }

// Rules returns the installed rule hooks, or nil.
func (m *Map) Rules() Rules { return m.rules }

// NumHexes is the number of hexes; hex indexes run 0..NumHexes()-1.
func (m *Map) NumHexes() int { return len(m.hexes) }

// HexIndex finds a hex by id.
func (m *Map) HexIndex(id string) (int, bool) {
	i, ok := m.index[id]
	return i, ok
}

// Hex is the definition of hex i.
func (m *Map) Hex(i int) *HexDef { return &m.hexes[i] }

// HexID is the id of hex i.
func (m *Map) HexID(i int) string { return m.hexes[i].ID }

// Neighbor is the hex across edge e of hex i, or -1 where the map ends.
// This is geometry only; see Board.Passable for whether track may cross.
func (m *Map) Neighbor(i, e int) int { return int(m.nbr[i][e]) }

// NeighborDirection is the edge of hex a that touches hex b, or -1.
func (m *Map) NeighborDirection(a, b int) int {
	for e := 0; e < 6; e++ {
		if int(m.nbr[a][e]) == b {
			return e
		}
	}
	return -1
}

// copyID is the id of copy k of manifest tile ti ("57-0").
func (m *Map) copyID(ti, k int) string { return m.copyIDs[ti][k] }

// Tile finds a manifest tile by name.
func (m *Map) Tile(name string) (*Tile, bool) {
	i, ok := m.tileIdx[name]
	if !ok {
		return nil, false
	}
	return m.tiles[i], true
}

// Manifest lists the supply as built: every tile and its number of copies.
func (m *Map) Manifest() []Manifest {
	out := make([]Manifest, len(m.tiles))
	for i, t := range m.tiles {
		out[i] = Manifest{Tile: t, Count: m.counts[i]}
	}
	return out
}

// SortedHexIDs lists every hex id in lexical order.
func (m *Map) SortedHexIDs() []string {
	out := make([]string, len(m.hexes))
	for i, h := range m.hexes {
		out[i] = h.ID
	}
	sort.Strings(out)
	return out
}
