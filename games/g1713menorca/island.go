package g1713menorca

import (
	"math/bits"
	"slices"
	"sync"

	"ferro/engine/hexmap"
)

// Menorca's board on the shared hex map (engine/hexmap): hexDefs and
// seaLanes as a hexmap.Map whose printed tiles carry the island's roads
// (paths of kind Road, which carts use) and the sea lanes (kind Sea, which
// ships use), and tileDefs as its tile manifest. Neighbours come from
// hexmap's geometry (flat hexes, edges clockwise from the south); geo
// (board.go) indexes the links the rules walk.
//
// A hex's tile in hexmap terms:
//   - a land hex without a stop: white, its terrain as Cost ("rough");
//   - a town or city: one node (a city with the hex's slots), a road from
//     it to each printed exit (a printed tile makes the hex yellow), and
//     a sea lane from it to each edge a lane leaves by;
//   - a sea hex: blue, a lane between the edges of each hex it joins
//     within a printed lane, and where a lane ends in it (branching off
//     the lanes through it) a lane between every two of its lane edges;
//   - an off-board destination: red, one node with its revenue per era
//     (era n is the n-th phase colour) and a lane to each edge.
//
// A laid tile's roads follow its exits; the hex keeps its lanes, its node
// and its slots whatever lies there (laidDesign, hexboard.go).

// island is the map, built once and shared by every game: geo (board.go)
// reads the ships' links from its sea paths.
var island = sync.OnceValue(buildIsland)

// tileExits[ti][rot] is the road exit mask of tileDefs[ti] at rotation
// rot, as its hexmap tile has it (the tile rules ask it at every try).
var tileExits = func() [][6]uint8 {
	out := make([][6]uint8, len(tileDefs))
	for ti := range tileDefs {
		t := manifestTile(ti)
		for rot := range 6 {
			out[ti][rot] = t.Exits(rot)
		}
	}
	return out
}()

// seaPaths is, per hex, the lanes drawn on it, in absolute edges.
var seaPaths = sync.OnceValue(lanePaths)

func buildIsland() *hexmap.Map {
	hexes := make([]hexmap.HexDef, len(hexDefs))
	for i, h := range hexDefs {
		var mask uint8
		for _, e := range h.PreExits {
			mask |= 1 << e
		}
		color := hexmap.White
		switch {
		case h.Kind == kindSea:
			color = hexmap.Blue
		case h.Kind == kindOffboard:
			color = hexmap.Red
		case mask != 0:
			color = hexmap.Yellow
		}
		rev := h.Printed
		if mask != 0 {
			rev = h.PreRev
		}
		hexes[i] = hexmap.HexDef{ID: h.ID, Location: h.Name, Tile: hexTile(i, "", color, mask, rev)}
	}
	manifest := make([]hexmap.Manifest, len(tileDefs))
	for ti, t := range tileDefs {
		manifest[ti] = hexmap.Manifest{Tile: manifestTile(ti), Count: t.Count}
	}
	m, err := hexmap.NewMap(hexmap.LayoutFlat, hexes, manifest)
	if err != nil {
		panic(err)
	}
	return m
}

// manifestTile is tileDefs[ti] as a hexmap tile: its node and its roads.
func manifestTile(ti int) *hexmap.Tile {
	t := tileDefs[ti]
	var mask uint8
	for _, e := range t.Exits {
		mask |= 1 << e
	}
	return &hexmap.Tile{Name: t.ID, Color: hexmap.Color(t.Color), Nodes: roadNodes(t.Kind, mask, 0, t.Revenue), Paths: roads(t.Kind, mask)}
}

// hexTile is hex i's tile with roads across the edges of mask (absolute
// edges, at rotation 0): the hex's node (with that revenue), its roads,
// then its lanes. A land hex without a tile shows its terrain; a harbour
// is labelled with an anchor.
func hexTile(i int, name string, color hexmap.Color, mask uint8, revenue int) *hexmap.Tile {
	h := hexDefs[i]
	t := &hexmap.Tile{Name: name, Color: color, Nodes: roadNodes(h.Kind, mask, h.Slots, revenue), Paths: roads(h.Kind, mask)}
	if h.Kind == kindOffboard {
		t.Nodes[0].Revenue = hexmap.Revenue(h.Offboard)
	}
	t.Paths = append(t.Paths, seaPaths()[i]...)
	if color == hexmap.White && h.Terrain > 0 {
		t.Cost, t.Terrain = h.Terrain, "rough"
	}
	if h.Harbour {
		t.Label = "⚓"
	}
	return t
}

// roadNodes is the node of a hex or tile of that kind: a town, a city
// with slots, a destination, or where three or more roads meet on plain
// land a junction.
func roadNodes(k hexKind, mask uint8, slots, revenue int) []hexmap.Node {
	switch k {
	case kindTown:
		return []hexmap.Node{{Kind: hexmap.Town, Revenue: hexmap.Flat(revenue)}}
	case kindCity:
		return []hexmap.Node{{Kind: hexmap.City, Revenue: hexmap.Flat(revenue), Slots: slots}}
	case kindOffboard:
		return []hexmap.Node{{Kind: hexmap.Offboard}}
	case kindPlain:
		if bits.OnesCount8(mask) > 2 {
			return []hexmap.Node{{Kind: hexmap.Junction}}
		}
	}
	return nil
}

// roads are the road paths across the edges of mask, in edge order: from
// each edge to the node, or straight through a plain hex with two exits.
func roads(k hexKind, mask uint8) []hexmap.Path {
	var ps []hexmap.Path
	for e := range 6 {
		if mask&(1<<e) != 0 {
			ps = append(ps, hexmap.Path{A: hexmap.E(e), B: hexmap.N(0), Kind: hexmap.Road})
		}
	}
	switch {
	case k == kindPlain && len(ps) == 2:
		return []hexmap.Path{{A: ps[0].A, B: ps[1].A, Kind: hexmap.Road}}
	case k == kindPlain && len(ps) < 2:
		return nil
	}
	return ps
}

// lanePaths draws the printed lanes on their hexes: in a sea hex a lane
// between the hexes before and after it, at a node a lane from the edge
// towards the next (or previous) hex of the lane to the node; each piece
// once. Then, in a sea hex where a lane ends (it branches off the lanes
// through the hex there), a lane between every two of the hex's lane
// edges not yet joined: a ship may sail on from the branch either way, so
// every way a ship may take is drawn.
func lanePaths() [][]hexmap.Path {
	out := make([][]hexmap.Path, len(hexDefs))
	edges := make([]uint8, len(hexDefs)) // each hex's lane edges
	for _, lane := range seaLanes {
		for k, id := range lane {
			i := slices.IndexFunc(hexDefs, func(h hexDef) bool { return h.ID == id }) // once, at start
			if i < 0 {
				panic("sea lane through unknown hex " + id)
			}
			in, out2 := -1, -1
			if k > 0 {
				in = hexmap.LayoutFlat.EdgeBetween(id, lane[k-1])
				edges[i] |= 1 << in
			}
			if k+1 < len(lane) {
				out2 = hexmap.LayoutFlat.EdgeBetween(id, lane[k+1])
				edges[i] |= 1 << out2
			}
			var p hexmap.Path
			switch {
			case hexDefs[i].Kind == kindSea && in >= 0 && out2 >= 0:
				p = hexmap.Path{A: hexmap.E(in), B: hexmap.E(out2), Kind: hexmap.Sea}
			case hexDefs[i].Kind == kindSea:
				continue
			default:
				p = hexmap.Path{A: hexmap.E(max(in, out2)), B: hexmap.N(0), Kind: hexmap.Sea}
			}
			if !slices.ContainsFunc(out[i], p.Same) {
				out[i] = append(out[i], p)
			}
		}
	}
	for i, h := range hexDefs {
		if h.Kind != kindSea {
			continue
		}
		for a := 0; a < 6; a++ {
			for z := a + 1; z < 6; z++ {
				p := hexmap.Path{A: hexmap.E(a), B: hexmap.E(z), Kind: hexmap.Sea}
				if edges[i]&(1<<a) != 0 && edges[i]&(1<<z) != 0 && !slices.ContainsFunc(out[i], p.Same) {
					out[i] = append(out[i], p)
				}
			}
		}
	}
	return out
}
