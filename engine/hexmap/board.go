package hexmap

import (
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
)

// hexState is what lies on one hex now.
type hexState struct {
	tile *Tile
	tix  int16 // manifest index of the laid tile, -1 while the preprinted tile lies there
	copy int16 // copy index of the laid tile, -1 for the preprinted tile
	rot  uint8
}

// Token is a marker in a city slot.
type Token struct {
	Hex  int
	City int    // the city's ordinal among the tile's cities (18xx.games city index)
	Slot int    // slot index, or -1 for a token beyond the slots (extra slot)
	Corp string // owning corporation; empty for a blocker
	// Blocker marks a token that belongs to no one and only fills the slot
	// (a power blocking a slot).
	Blocker bool
}

// Reservation keeps a city slot for one corporation: nobody else may
// token there, yet the slot counts as open for running through.
type Reservation struct {
	Hex, City, Slot int
	Corp            string
}

// Mark is a named marker the game puts on a hex (e.g. a power's). The
// board only stores it; games give it meaning.
type Mark struct {
	Hex   int
	Name  string
	Owner string
}

// Board is the state of a map during a game: the tile on every hex, the
// tile supply, tokens, reservations and marks. The zero Board is not
// usable; make one with Map.NewBoard.
//
// Clone is copy-on-write: a clone shares the tile layer (hexes and
// supply) until either board lays or replaces a tile, and shares the
// token, reservation and mark lists, which are only ever appended to
// (never beyond a shared length) or rebuilt, never changed in place.
type Board struct {
	m *Map
	*layer
	tokens []Token
	resv   []Reservation
	marks  []Mark
	// reach caches Reach results for the board as it is; every change
	// empties it. The list is immutable once published, so clones share
	// it and concurrent readers may extend it.
	reach atomic.Pointer[reachMemo]
	// lays caches LegalLays results the same way.
	lays atomic.Pointer[laysMemo]
	// spare is a tile layer no other board uses, kept by CloneInto for
	// own to copy into instead of allocating; nil when none.
	spare *layer
}

// layer is the tile state of a board, shared between clones until one of
// them writes (see own).
type layer struct {
	hex   []hexState
	avail []uint64 // per manifest tile: bit k set while copy k is in the supply
	laid  []uint64 // per manifest tile: bit k set while copy k lies on the board
	// pass[h] has bit e set where track may leave hex h across edge e
	// (Passable), kept up to date as tiles change: network walks ask it
	// at every step.
	pass   []uint8
	shared atomic.Bool
}

// NewBoard is the map as printed with the full supply and no tokens.
func (m *Map) NewBoard() *Board {
	bits := make([]uint64, 2*len(m.tiles))
	b := &Board{m: m, layer: &layer{hex: make([]hexState, len(m.hexes)), avail: bits[:len(m.tiles)], laid: bits[len(m.tiles):],
		pass: make([]uint8, len(m.hexes))}}
	for i, h := range m.hexes {
		b.hex[i] = hexState{tile: h.Tile, tix: -1, copy: -1}
	}
	for i := range b.hex {
		b.pass[i] = b.computePass(i)
	}
	for i, c := range m.counts {
		if c == 64 {
			b.avail[i] = ^uint64(0)
		} else {
			b.avail[i] = 1<<uint(c) - 1
		}
	}
	return b
}

// Clone returns an independent copy (sharing storage copy-on-write).
func (b *Board) Clone() *Board {
	b.layer.shared.Store(true)
	c := &Board{m: b.m, layer: b.layer,
		tokens: b.tokens[:len(b.tokens):len(b.tokens)],
		resv:   b.resv[:len(b.resv):len(b.resv)],
		marks:  b.marks[:len(b.marks):len(b.marks)]}
	c.reach.Store(b.reach.Load())
	c.lays.Store(b.lays.Load())
	return c
}

// own makes the tile layer private to b before a write, copying it if a
// clone shares it.
func (b *Board) own() {
	if !b.layer.shared.Load() {
		return
	}
	if sp := b.spare; sp != nil { // a layer of b's own from before CloneInto
		b.spare = nil
		copy(sp.hex, b.hex)
		copy(sp.avail, b.avail)
		copy(sp.laid, b.laid)
		copy(sp.pass, b.pass)
		b.layer = sp
		return
	}
	n := len(b.avail)
	bits := make([]uint64, 2*n)
	copy(bits, b.avail)
	copy(bits[n:], b.laid)
	b.layer = &layer{hex: append([]hexState(nil), b.hex...), avail: bits[:n:n], laid: bits[n:], pass: append([]uint8(nil), b.pass...)}
}

// changed forgets cached networks and lay lists; every write to the
// board calls it.
func (b *Board) changed() {
	b.reach.Store(nil)
	b.lays.Store(nil)
}

// Map is the board's definition.
func (b *Board) Map() *Map { return b.m }

// Tile is the tile on hex i and its rotation.
func (b *Board) Tile(i int) (*Tile, int) { return b.hex[i].tile, int(b.hex[i].rot) }

// TileID is the id of the tile on hex i as actions name it: "57-0" for
// copy 0 of tile 57, or "" while the preprinted tile lies there.
func (b *Board) TileID(i int) string {
	h := b.hex[i]
	if h.copy < 0 {
		return ""
	}
	return h.tile.Name + "-" + strconv.Itoa(int(h.copy))
}

// Preprinted reports whether hex i still shows its printed tile.
func (b *Board) Preprinted(i int) bool { return b.hex[i].copy < 0 }

// Color is the colour of the tile on hex i.
func (b *Board) Color(i int) Color { return b.hex[i].tile.Color }

// Label is the label of the tile on hex i, counting a hex's TileLabel
// for a laid tile.
func (b *Board) Label(i int) string {
	h := b.hex[i]
	if h.copy >= 0 && b.m.hexes[i].TileLabel != "" {
		return b.m.hexes[i].TileLabel
	}
	return h.tile.Label
}

// Exits is the edge bitmask of the track on hex i.
func (b *Board) Exits(i int) uint8 { return b.hex[i].tile.Exits(int(b.hex[i].rot)) }

// Paths is the track on hex i at its rotation (ends are absolute edges).
func (b *Board) Paths(i int) []Path {
	h := b.hex[i]
	return h.tile.RotatedPaths(int(h.rot))
}

// Passable reports whether track leaving hex i by edge e may enter the
// neighbour: there must be a neighbour, and a gray, red or blue neighbour
// must itself have track at the facing edge (18xx.games' impassable
// colours).
func (b *Board) Passable(i, e int) bool { return b.pass[i]&(1<<e) != 0 }

// computePass is pass[i] worked out from the neighbours' tiles: an edge
// leads nowhere off the map, and into a gray, red or blue hex only where
// that tile has an exit.
func (b *Board) computePass(i int) uint8 {
	var m uint8
	for e := 0; e < 6; e++ {
		if n := b.m.Neighbor(i, e); n >= 0 && admits(b.hex[n].tile, int(b.hex[n].rot), Invert(e)) {
			m |= 1 << e
		}
	}
	return m
}

// admits reports whether track coming over edge e of a hex holding tile t
// (at rotation rot) may enter it: a gray, red or blue tile admits it only
// where it has an exit.
func admits(t *Tile, rot, e int) bool {
	switch t.Color {
	case Gray, Red, Blue:
		return t.exits[rot%6]&(1<<e) != 0
	}
	return true
}

// tileChanged brings the pass masks of hex h's neighbours up to date
// after h got a new tile.
func (b *Board) tileChanged(h int) {
	for e := 0; e < 6; e++ {
		if n := b.m.Neighbor(h, e); n >= 0 {
			b.pass[n] = b.computePass(n)
		}
	}
}

// Hex finds a hex index by id, for callers holding ids.
func (b *Board) Hex(id string) (int, bool) { return b.m.HexIndex(id) }

// Available reports how many copies of the named tile are in the supply.
func (b *Board) Available(name string) int {
	i, ok := b.m.tileIdx[name]
	if !ok {
		return 0
	}
	return popcount(b.avail[i] &^ b.laid[i])
}

// InSupply reports whether the tile copy id ("57-1") is in the supply
// (neither it nor a twin sharing the copy lies on the board).
func (b *Board) InSupply(id string) bool {
	ti, k, err := b.parseTileID(id)
	return err == nil && (b.avail[ti]&^b.laid[ti])&(1<<uint(k)) != 0
}

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

// parseTileID splits "X9-2" into manifest index and copy.
func (b *Board) parseTileID(id string) (int, int, error) {
	dash := strings.LastIndexByte(id, '-')
	if dash <= 0 {
		return 0, 0, fmt.Errorf("tile id %q: want NAME-COPY", id)
	}
	ti, ok := b.m.tileIdx[id[:dash]]
	if !ok {
		return 0, 0, fmt.Errorf("tile id %q: no tile %s in this game", id, id[:dash])
	}
	k, err := strconv.Atoi(id[dash+1:])
	if err != nil || k < 0 || k >= b.m.counts[ti] {
		return 0, 0, fmt.Errorf("tile id %q: tile %s has copies 0..%d", id, id[:dash], b.m.counts[ti]-1)
	}
	return ti, k, nil
}

// firstCopy is the lowest copy of manifest tile ti in the supply, or -1.
func (b *Board) firstCopy(ti int) int {
	a := b.avail[ti] &^ b.laid[ti]
	if a == 0 {
		return -1
	}
	k := 0
	for a&1 == 0 {
		a >>= 1
		k++
	}
	return k
}

// Marks lists the marks on the board, in the order they were put.
func (b *Board) Marks() []Mark { return append([]Mark(nil), b.marks...) }

// AddMark puts a named marker on a hex.
func (b *Board) AddMark(hex int, name, owner string) {
	b.changed()
	b.marks = append(b.marks, Mark{Hex: hex, Name: name, Owner: owner})
}

// RemoveMark takes the first mark of that name off the hex; it reports
// whether there was one.
func (b *Board) RemoveMark(hex int, name string) bool {
	for i, m := range b.marks {
		if m.Hex == hex && m.Name == name {
			b.changed()
			b.marks = append(b.marks[:i:i], b.marks[i+1:]...)
			return true
		}
	}
	return false
}

// HasMark reports whether the hex carries a mark of that name.
func (b *Board) HasMark(hex int, name string) bool {
	for _, m := range b.marks {
		if m.Hex == hex && m.Name == name {
			return true
		}
	}
	return false
}

// Replace puts a tile on a hex without any rule check and without touching
// the supply; the tile counts as printed there from now on (a power
// may turn off-board areas and gray hexes into through track this way).
// Tokens and reservations on the hex are kept by city ordinal.
func (b *Board) Replace(hex int, t *Tile, rot int) {
	t.prepare()
	b.own()
	b.changed()
	b.hex[hex] = hexState{tile: t, tix: -1, copy: -1, rot: uint8(rot % 6)}
	b.tileChanged(hex)
}
