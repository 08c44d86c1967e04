package learn

import (
	"bytes"
	"html/template"
	"strconv"
	"strings"
	"sync"

	"ferro/draw"
	"ferro/engine"
	"ferro/engine/view"
)

// boardView is the board slot of a step: the real board drawn as SVG
// (package draw, from the game's view) with the newest run over it, and
// the tiles laid so far in words.
type boardView struct {
	SVG   template.HTML
	Tiles []string
}

// drawn caches each game's drawing in each language: the games the pages
// show are fixed replays, so each is drawn once.
var drawn sync.Map // drawnKey → template.HTML

type drawnKey struct {
	g    engine.Game
	lang string
}

// drawBoard draws g's board as SVG, its words in lang, with the newest
// run of log over it; ok is false for a game that gives no board.
func drawBoard(g engine.Game, log []engine.Action, lang string) (svg template.HTML, ok bool) {
	if v, ok := drawn.Load(drawnKey{g, lang}); ok {
		return v.(template.HTML), true
	}
	v := g.View()
	if v == nil || v.Board == nil {
		return "", false
	}
	opt := draw.BoardOptions{Palette: draw.PaletteOf(v.Families), Currency: v.Currency, Routes: newestRun(v.Board, v.RunStops, log), Lang: lang}
	var b bytes.Buffer
	if err := draw.Board(&b, v.Board, opt); err != nil {
		return "", false
	}
	// The drawing is the engine's own SVG, written by package draw, which
	// escapes every text it takes from the game.
	out := template.HTML(b.String())
	drawn.Store(drawnKey{g, lang}, out)
	return out, true
}

// newestRun is the runs of the newest run_routes in log, on board b, each
// stop earning what stops (the title's valuation of that run) says.
func newestRun(b *view.Board, stops [][]view.Stop, log []engine.Action) []view.Route {
	for k := len(log) - 1; k >= 0; k-- {
		a := log[k]
		if a.Type != "run_routes" {
			continue
		}
		var out []view.Route
		for i, r := range a.Extras().Routes {
			chains := r.Connections
			if len(chains) == 0 {
				chains = chainsOf(b, r.Hexes)
			}
			rt := view.RouteFromConnections(b, r.Train, r.Revenue, chains)
			if len(stops) == len(a.Extras().Routes) {
				rt.PriceStops(stops[i]) // the title's values, not the tiles'
			}
			rt.Family = a.Entity
			out = append(out, rt)
		}
		return out
	}
	return nil
}

// chainsOf cuts a route given as a walk of hexes into chains from stop to
// stop, a stop being a hex whose tile has a node.
func chainsOf(b *view.Board, walk []string) [][]string {
	stop := map[string]bool{}
	for _, h := range b.Hexes {
		stop[h.ID] = len(h.Tile.Nodes) > 0
	}
	var out [][]string
	var cur []string
	for k, id := range walk {
		cur = append(cur, id)
		if k > 0 && stop[id] {
			out = append(out, cur)
			cur = []string{id}
		}
	}
	return out
}

func boardSlot(p *page, g engine.Game, log []engine.Action) boardView {
	var b boardView
	if svg, ok := drawBoard(g, log, p.Lang); ok {
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
