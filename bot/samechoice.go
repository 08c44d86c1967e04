package bot

import (
	"bytes"
	"cmp"
	"encoding/json"
	"slices"

	"ferro/engine"
	"ferro/engine/view"
)

// SameChoice reports whether a and b, each played in g, are the same
// choice: Same, or of one type and leading to the same position, the same
// observable state (Snapshot) and the same track (boardKey). So two
// certificates of one family at one percent bought from the same place,
// a choice whose JSON lists its keys in another order, a train named with
// or without its variant and a symmetric tile's rotations that give the
// same track are one choice. g is not changed; an action g refuses is no
// one's choice.
func SameChoice(g engine.Game, a, b engine.Action) bool {
	if Same(&a, &b) {
		return true
	}
	if a.Type != b.Type || a.Entity != b.Entity {
		return false
	}
	ga, gb := g.Clone(), g.Clone()
	if ga.Apply(a) != nil || gb.Apply(b) != nil {
		return false
	}
	return bytes.Equal(ga.Snapshot(), gb.Snapshot()) && bytes.Equal(boardKey(ga), boardKey(gb))
}

// boardKey is g's board as a key: each hex's tile by its name and its
// track (paths with absolute ends, in one order), without the rotation
// number or copy id that name it, with its stops, tokens and marks.
func boardKey(g engine.Game) []byte {
	v := g.View()
	if v == nil || v.Board == nil {
		return nil
	}
	hexes := make([]view.Hex, len(v.Board.Hexes))
	for i, h := range v.Board.Hexes {
		h.Tile.ID, h.Tile.Rotation = "", 0
		paths := make([]view.Path, len(h.Tile.Paths))
		for k, p := range h.Tile.Paths {
			if cmpEnd(p.B, p.A) < 0 {
				p.A, p.B = p.B, p.A
			}
			paths[k] = p
		}
		slices.SortFunc(paths, func(x, y view.Path) int {
			return cmp.Or(cmpEnd(x.A, y.A), cmpEnd(x.B, y.B), cmp.Compare(x.Kind, y.Kind))
		})
		h.Tile.Paths = paths
		hexes[i] = h
	}
	key, err := json.Marshal(hexes)
	if err != nil {
		return nil
	}
	return key
}

func cmpEnd(x, y view.End) int {
	return cmp.Or(cmp.Compare(x.Edge, y.Edge), cmp.Compare(x.Node, y.Node),
		cmp.Compare(x.Lanes, y.Lanes), cmp.Compare(x.Lane, y.Lane))
}
