package learn

import (
	"html/template"
	"strconv"
	"strings"

	"ferro/engine"
)

// boardView is the board slot of a step: the board drawn as SVG where a
// drawer is available, and the tiles laid so far in words (the whole slot
// until a drawer is).
type boardView struct {
	SVG   template.HTML
	Tiles []string
}

// drawBoard draws a game's board as SVG; ok is false where it cannot.
var drawBoard = func(g engine.Game) (svg template.HTML, ok bool) { return "", false }

func boardSlot(p *page, g engine.Game, log []engine.Action) boardView {
	var b boardView
	if svg, ok := drawBoard(g); ok {
		b.SVG = svg
	}
	for _, a := range log {
		if a.Type != "lay_tile" {
			continue
		}
		rot := 0
		if a.Rotation != nil {
			rot = *a.Rotation
		}
		b.Tiles = append(b.Tiles, p.T("board.tile", "hex", a.Hex, "tile", tileName(a.Tile), "rotation", strconv.Itoa(rot)))
	}
	return b
}

// tileName is a tile id without its copy number ("57-0" is tile 57).
func tileName(id string) string {
	if i := strings.LastIndexByte(id, '-'); i > 0 {
		if _, err := strconv.Atoi(id[i+1:]); err == nil {
			return id[:i]
		}
	}
	return id
}
