package g1713menorca

import (
	"sync/atomic"

	"ferro/engine/hexmap"
)

// islandBoard is a game's board (state.Board): an engine/hexmap Board of
// the island (island.go, hm): the tile on every hex at its rotation, the
// tile supply, and the ports, factories and workshops as tokens in the
// cities' slots. A laid tile is a copy of the manifest tile (the supply
// counts it), shown on its hex with what the hex keeps under any tile
// (laidDesign): its node and places, its sea lanes. The rules read the
// board through the methods below and write it only through setTile,
// placeOnBoard and renameStations.
//
// roadExits[i] is hex i's road exits as its tile has them, kept by
// setTile (the network walks ask at every step). A copy of the value
// copies them; hm is cloned by the state's clone.
type islandBoard struct {
	hm        *hexmap.Board
	roadExits [maxHexes]uint8
}

// hexState is one hex in the snapshot: the laid tile's name, its colour
// (land only), its road exits (bit e: across edge e), its node's revenue
// (towns and cities) and the stations in its places, in slot order.
type hexState struct {
	Tile     string   `json:"tile,omitempty"`
	Color    int      `json:"color"`
	Exits    uint8    `json:"exits"`
	Revenue  int      `json:"revenue"`
	Stations []string `json:"stations,omitempty"`
}

// maxHexes bounds the island's hexes (the road exit table's size).
const maxHexes = 64

// readRoads reads every hex's road exits from the board (roadExits).
func (b *islandBoard) readRoads() {
	for i := range hexDefs {
		b.roadExits[i] = roadMask(b.hm, i)
	}
}

// lay lays the lowest copy left of tileDefs[ti] on hex i at rotation
// rot, p paying for the terrain (hexmap.Board.LayShownPaying; the lay's
// rules, the terrain's included, are checked before: tileStep.check).
func (b *islandBoard) lay(i, ti, rot int, p hexmap.Payer) {
	if err := b.hm.LayShownPaying(hexDefs[i].ID, b.hm.FirstCopy(tileDefs[ti].ID), rot, laidDesign(i, ti, rot), p); err != nil {
		panic("1713 Menorca: a checked lay refused by the board: " + err.Error())
	}
	b.roadExits[i] = roadMask(b.hm, i)
}

// roads is the road exits of hex i (bit e: a road leaves across edge e),
// read from the board's tile when it was laid (roadExits).
func (b *islandBoard) roads(i int) uint8 { return b.roadExits[i] }

// roadMask is the set of edges the roads of hex i's tile on b reach.
func roadMask(b *hexmap.Board, i int) uint8 {
	t, rot := b.Tile(i)
	return t.KindExits(hexmap.Road, rot)
}

// tileColor is the colour of the tile on land hex i (colorNone while no
// tile lies there).
func (b *islandBoard) tileColor(i int) int { return int(b.hm.Color(i)) }

// tileName is the name of the tile laid on hex i, "" while none is.
func (b *islandBoard) tileName(i int) string {
	if ti, _ := b.hm.Laid(i); ti >= 0 {
		return tileDefs[ti].ID
	}
	return ""
}

// tileRevenue is the revenue of the town or city on hex i as its tile
// gives it (0 for other hexes).
func (b *islandBoard) tileRevenue(i int) int {
	if k := hexDefs[i].Kind; k != kindTown && k != kindCity {
		return 0
	}
	t, _ := b.hm.Tile(i)
	return t.Nodes[0].Revenue[0]
}

// stations appends to dst the companies whose ports, factories or
// workshops stand on hex i, in slot order.
func (b *islandBoard) stations(dst []string, i int) []string { return b.hm.AppendSlotCorps(dst, i) }

// renameStations hands the stations of company from to company to.
func (b *islandBoard) renameStations(from, to string) {
	for _, tk := range b.hm.Tokens() {
		if tk.Corp == from {
			id := hexDefs[tk.Hex].ID
			b.hm.RemoveToken(id, from)
			b.placeOnBoard(id, to)
		}
	}
}

// placeOnBoard puts company sym's token in the city of hex id.
func (b *islandBoard) placeOnBoard(id, sym string) {
	if err := b.hm.PlaceToken(id, 0, sym, hexmap.TokenOpts{IgnoreConnection: true}); err != nil {
		panic("1713 Menorca: a checked station refused by the board: " + err.Error())
	}
}

// snapshotState is s as the snapshot writes it: a shallow copy with the
// board's hexes and supply filled in (the trace format, as it was before
// the board moved onto hexmap).
func (s *state) snapshotState() *state {
	b := &s.Board
	c := *s
	c.SnapHexes = make([]hexState, len(hexDefs))
	for i := range hexDefs {
		hs := &c.SnapHexes[i]
		hs.Tile, hs.Revenue, hs.Exits = b.tileName(i), b.tileRevenue(i), b.roads(i)
		if isLand(i) {
			hs.Color = b.tileColor(i)
		}
		hs.Stations = b.stations(nil, i)
	}
	c.SnapSupply = make([]int, len(tileDefs))
	for ti, t := range tileDefs {
		c.SnapSupply[ti] = b.hm.Available(t.ID)
	}
	return &c
}

// laidDesigns caches laidDesign's designs, by hex, tile and rotation
// (laidKey): made when first asked for, then shared.
var laidDesigns = make([]atomic.Pointer[hexmap.Tile], len(hexDefs)*len(tileDefs)*6)

func laidKey(i, ti, rot int) int { return (i*len(tileDefs)+ti)*6 + rot }

// laidDesign is tileDefs[ti] as it shows on hex i at rotation rot: its
// roads, colour and revenue with the hex's node, places and sea lanes
// (hexTile), the lanes turned back by rot so that they stay where they
// are printed. The designs are shared and never changed.
func laidDesign(i, ti, rot int) *hexmap.Tile {
	slot := &laidDesigns[laidKey(i, ti, rot)]
	if t := slot.Load(); t != nil {
		return t
	}
	d := tileDefs[ti]
	nt := hexTile(i, d.ID, hexmap.Color(d.Color), tileExits[ti][rot], d.Revenue)
	for k, p := range nt.Paths {
		nt.Paths[k] = p.Rotate(6 - rot)
	}
	nt.Exits(0) // prepared before it is shared, so readers never write it
	if slot.CompareAndSwap(nil, nt) {
		return nt
	}
	return slot.Load()
}
