package server

import (
	"bytes"
	"html/template"
	"reflect"

	"ferro/draw"
	"ferro/engine"
	vm "ferro/engine/view"
)

// The bot's alternative on the board (issue 28): at a marked swing, the
// board before the move with the move played drawn on it, and beside it
// the same board with the bot's move. The drawing is the history page's
// (draw.Board): the board after the move, so a tile laid lies on its hex
// and a token on its city, with the hexes the move changed ringed; a run
// is drawn as its routes (as the history page draws the newest run); a
// move that changes nothing on the board is named in the caption only.

// analysisBoard is one move of a swing drawn on the board.
type analysisBoard struct {
	Says   string        // the move in words
	Chance int           // the mover's chance after it, in percent
	Shown  string        // what the drawing shows of it: "hexes" (ringed), "run" (its routes), "caption" (named only)
	Hexes  []string      // the hexes ringed
	SVG    template.HTML // the board
	Failed bool          // the position does not take the move any more: the board before it
}

// moveBoard draws act on the board of before (which it does not change),
// its words says and the mover's chance after it chance.
func moveBoard(before engine.Game, act engine.Action, says string, chance int, lang string) (analysisBoard, error) {
	out := analysisBoard{Says: says, Chance: chance, Shown: "caption"}
	was := before.View()
	if was == nil || was.Board == nil {
		return out, nil
	}
	v := was
	g := before.Clone()
	if err := g.Apply(act); err != nil {
		out.Failed = true
	} else {
		v = g.View()
		if v == nil || v.Board == nil {
			return out, nil
		}
		out.Hexes = changedHexes(was.Board, v.Board)
		if len(out.Hexes) > 0 {
			out.Shown = "hexes"
		}
	}
	opt := draw.BoardOptions{Palette: draw.PaletteOf(v.Families), Currency: v.Currency, Lang: lang, Scale: 0.35, Ringed: out.Hexes}
	if !out.Failed {
		if opt.Routes = runOf(v, g.Settled(act)); len(opt.Routes) > 0 {
			out.Shown = "run"
		}
	}
	var b bytes.Buffer
	if err := draw.Board(&b, v.Board, opt); err != nil {
		return out, err
	}
	out.SVG = template.HTML(b.String()) // our own drawing, every text in it escaped by draw
	return out, nil
}

// changedHexes are the hexes whose tile (with its tokens) differs from
// was to now, in now's order.
func changedHexes(was, now *vm.Board) []string {
	old := make(map[string]*vm.Tile, len(was.Hexes))
	for i := range was.Hexes {
		old[was.Hexes[i].ID] = &was.Hexes[i].Tile
	}
	var out []string
	for i := range now.Hexes {
		h := &now.Hexes[i]
		if t, ok := old[h.ID]; !ok || !reflect.DeepEqual(*t, h.Tile) {
			out = append(out, h.ID)
		}
	}
	return out
}

// runOf is the run a (as the game settled it) makes, drawn on v's board
// as the history page draws the newest run (history.Timeline.ViewAt);
// none for a move that runs nothing.
func runOf(v *vm.View, a engine.Action) []vm.Route {
	rs := a.Extras().Routes
	out := make([]vm.Route, 0, len(rs))
	for i, r := range rs {
		rt := vm.RouteFromConnections(v.Board, r.Train, r.Revenue, r.Connections)
		if len(v.RunStops) == len(rs) {
			rt.PriceStops(v.RunStops[i]) // the title's values, not the tiles'
		}
		rt.Family = a.Entity
		out = append(out, rt)
	}
	return out
}
