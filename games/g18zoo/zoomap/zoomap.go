package zoomap

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"ferro/engine/hexmap"
)

// mapData is one 18ZOO map in the notation of notation.go.
type mapData struct {
	letter         string
	corps          []string          // the families that play on this map
	homes          map[string]string // family → home hex (city 0)
	hexes          []hexGroup
	locations      map[string]string // hex → location name ("M", "MM")
	base2, base3   []hexGroup        // centre replacements of the Base 2 / Base 3 variants
	base2Locations map[string]string
	base3Locations map[string]string
	holeTiles      []holeGroup
	holePairs      []holePair
}

var allMaps = []*mapData{&mapA, &mapB, &mapC, &mapD, &mapE, &mapF}

// Variant rules (18xx.games optional rule ids) that change the map.
const (
	RuleBase2 = "base_2" // centre with less money
	RuleBase3 = "base_3" // centre with more money (wins over base_2)
)

// Maps lists the map letters, "A" to "F".
func Maps() []string {
	out := make([]string, len(allMaps))
	for i, m := range allMaps {
		out[i] = m.letter
	}
	return out
}

func find(letter string) (*mapData, error) {
	for _, m := range allMaps {
		if m.letter == letter {
			return m, nil
		}
	}
	return nil, fmt.Errorf("18ZOO has no map %q (maps: %v)", letter, Maps())
}

// Letter extracts the map letter from a title such as "18ZOO - Map A".
func Letter(title string) (string, error) {
	const prefix = "18ZOO - Map "
	l, ok := strings.CutPrefix(title, prefix)
	if !ok {
		return "", fmt.Errorf("%q is not an 18ZOO title", title)
	}
	if _, err := find(l); err != nil {
		return "", err
	}
	return l, nil
}

// variant picks the centre variant from optional rules: 0, 2 or 3.
func variant(optionalRules []string) int {
	switch {
	case slices.Contains(optionalRules, RuleBase3):
		return 3
	case slices.Contains(optionalRules, RuleBase2):
		return 2
	}
	return 0
}

type mapKey struct {
	letter  string
	variant int
}

var (
	builtMu sync.Mutex
	built   = map[mapKey]*hexmap.Map{}
)

// NewMap returns the immutable map definition of a letter for the given
// optional rules (only base_2/base_3 change the map). Maps are built once
// and shared.
func NewMap(letter string, optionalRules []string) (*hexmap.Map, error) {
	md, err := find(letter)
	if err != nil {
		return nil, err
	}
	key := mapKey{letter, variant(optionalRules)}
	builtMu.Lock()
	defer builtMu.Unlock()
	if m, ok := built[key]; ok {
		return m, nil
	}
	m, err := md.build(key.variant)
	if err != nil {
		return nil, err
	}
	built[key] = m
	return m, nil
}

// NewBoard is the board of map letter at set-up (no variant, no tokens:
// 18ZOO places a family's home token when it floats; see PlaceHome).
func NewBoard(letter string) (*hexmap.Board, error) {
	return NewBoardWith(letter, nil)
}

// NewBoardWith is NewBoard for a game with the given optional rules.
// Each family's home city starts reserved for it, as in 18xx.games: no
// one else may token there, yet trains run through the open slot.
func NewBoardWith(letter string, optionalRules []string) (*hexmap.Board, error) {
	m, err := NewMap(letter, optionalRules)
	if err != nil {
		return nil, err
	}
	md, _ := find(letter)
	b := m.NewBoard()
	for _, f := range md.corps {
		if err := b.Reserve(md.homes[f], 0, f); err != nil {
			return nil, fmt.Errorf("map %s: home of %s: %w", letter, f, err)
		}
	}
	return b, nil
}

func (md *mapData) build(v int) (*hexmap.Map, error) {
	groups := md.hexes
	locs := md.locations
	var repl []hexGroup
	var replLocs map[string]string
	switch v {
	case 2:
		repl, replLocs = md.base2, md.base2Locations
	case 3:
		repl, replLocs = md.base3, md.base3Locations
	}
	replaced := map[string]bool{}
	for _, g := range repl {
		for _, id := range ids(g.ids) {
			replaced[id] = true
		}
	}
	type hx struct {
		c   hexmap.Coord
		def hexmap.HexDef
	}
	var all []hx
	add := func(g hexGroup, id string) error {
		c, err := hexmap.ParseCoord(id)
		if err != nil {
			return err
		}
		loc := locs[id]
		if l, ok := replLocs[id]; ok {
			loc = l
		}
		def := hexmap.HexDef{ID: id, Tile: g.look.tile(id, g.color), Location: loc}
		if loc == "M" || loc == "MM" {
			def.TileLabel = loc
		}
		all = append(all, hx{c, def})
		return nil
	}
	for _, g := range groups {
		for _, id := range ids(g.ids) {
			if replaced[id] {
				continue
			}
			if err := add(g, id); err != nil {
				return nil, err
			}
		}
	}
	for _, g := range repl {
		for _, id := range ids(g.ids) {
			if err := add(g, id); err != nil {
				return nil, err
			}
		}
	}
	slices.SortFunc(all, func(a, b hx) int { return cmp.Or(cmp.Compare(a.c.X, b.c.X), cmp.Compare(a.c.Y, b.c.Y)) })
	defs := make([]hexmap.HexDef, len(all))
	for i, h := range all {
		defs[i] = h.def
	}
	m, err := hexmap.NewMap(hexmap.LayoutFlat, defs, manifest())
	if err != nil {
		return nil, fmt.Errorf("18ZOO map %s: %w", md.letter, err)
	}
	for _, mf := range m.Manifest() {
		name := mf.Tile.Name
		if strings.HasPrefix(name, "X") {
			if _, ok := m.Tile(name[1:]); ok {
				if err := m.ShareCopies(name[1:], name); err != nil {
					return nil, err
				}
			}
		}
	}
	m.SetRules(newRules(m, md.homes))
	return m, nil
}

// Families lists the families (corporations) that play on a map, in the
// order 18xx.games lists them.
func Families(letter string) ([]string, error) {
	md, err := find(letter)
	if err != nil {
		return nil, err
	}
	return append([]string(nil), md.corps...), nil
}

// Home is a family's home hex and city on a map; ok is false if the family
// does not play there.
func Home(letter, corp string) (hex string, city int, ok bool) {
	md, err := find(letter)
	if err != nil {
		return "", 0, false
	}
	h, ok := md.homes[corp]
	return h, 0, ok
}

// PlaceHome puts corp's home token on its home city of map letter (as
// 18ZOO does when the family floats).
func PlaceHome(b *hexmap.Board, letter, corp string) error {
	h, c, ok := Home(letter, corp)
	if !ok {
		return fmt.Errorf("family %s does not play on map %s", corp, letter)
	}
	return b.PlaceToken(h, c, corp, hexmap.TokenOpts{IgnoreConnection: true})
}

// LocationNames maps hex ids to their location names ("M" hill, "MM"
// mountain) for a map and its optional rules.
func LocationNames(letter string, optionalRules []string) (map[string]string, error) {
	m, err := NewMap(letter, optionalRules)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for i := 0; i < m.NumHexes(); i++ {
		if l := m.Hex(i).Location; l != "" {
			out[m.HexID(i)] = l
		}
	}
	return out, nil
}

// Manifest is the 18ZOO tile supply: every tile design and its count, in
// 18xx.games' order. The designs are fresh copies.
func Manifest() []hexmap.Manifest { return manifest() }

// HexTile is a hex and a tile put there.
type HexTile struct {
	Hex  string
	Tile *hexmap.Tile
}

// TunnelTiles lists the tiles that replace hexes when a tunnel joins R
// areas a and b on map letter (in either order; 18ZOO's Hole power), in
// the order 18xx.games lays them; a later entry for the same hex wins.
// Each tile is laid with rotation 0 by Board.Replace.
func TunnelTiles(letter, a, b string) ([]HexTile, error) {
	md, err := find(letter)
	if err != nil {
		return nil, err
	}
	if b < a {
		a, b = b, a
	}
	for _, p := range md.holePairs {
		if p.a != a || p.b != b {
			continue
		}
		var out []HexTile
		for _, g := range p.extra {
			for _, id := range ids(g.ids) {
				out = append(out, HexTile{id, prepared(g.look.tile(id, hexmap.Red))})
			}
		}
		list := ids(p.tiles)
		for _, g := range md.holeTiles {
			for _, id := range ids(g.ids) {
				if slices.Contains(list, id) {
					out = append(out, HexTile{id, prepared(g.look.tile(id, hexmap.Red))})
				}
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("map %s: %s and %s are not two R areas the Hole can join", letter, a, b)
}

func prepared(t *hexmap.Tile) *hexmap.Tile {
	t.Exits(0) // fill the exit cache before the tile is shared
	return t
}

// TunnelAreas lists the R areas of a map that a tunnel may join.
func TunnelAreas(letter string) ([]string, error) {
	md, err := find(letter)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range md.holePairs {
		out = append(out, p.a, p.b)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}
