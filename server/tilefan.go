package server

import (
	"bytes"
	"net/http"
	"strings"

	"ferro/draw"
	"ferro/engine"
	"ferro/logtext"
)

// fanTile is one tile that fits a hex, as the tile fan shows it: the
// lay (its first distinct rotation) and the hex drawn with it laid.
type fanTile struct {
	Tile      string `json:"tile"`      // copy id, as actions name it
	Name      string `json:"name"`      // the tile's number
	Rotation  int    `json:"rotation"`  // the first legal rotation
	Rotations int    `json:"rotations"` // how many distinct lays of it there are
	SVG       string `json:"svg"`
}

// getTileFan answers the tiles that may be laid on ?hex= now, each as a
// picture of the hex with it laid (GET /api/games/{id}/tiles?hex=H): the
// page shows them as a fan to pick from, as 18xx players know it. Each lay
// is applied to a copy of the game; the game does not change.
func (k *pageService) getTileFan(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	hex := r.URL.Query().Get("hex")
	if hex == "" {
		return badRequest("hex is required")
	}
	lang := logtext.FromRequest(r)
	var fan []fanTile
	err = k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if lg.sess == nil {
			return conflict("game %d has not started", id)
		}
		g := lg.sess.Game()
		legal := engine.DistinctLays(g, g.Legal())
		at := map[string]int{}
		for _, a := range legal {
			if a.Type != "lay_tile" || a.Hex != hex || a.Rotation == nil {
				continue
			}
			if i, ok := at[a.Tile]; ok {
				fan[i].Rotations++
				continue
			}
			cl := g.Clone()
			if err := cl.Apply(a); err != nil {
				return err
			}
			v := cl.View()
			if v == nil || v.Board == nil {
				return errorf(http.StatusNotImplemented, "no_board", "this game has no board")
			}
			var b bytes.Buffer
			for _, h := range v.Board.Hexes {
				if h.ID == hex {
					if err := draw.Hex(&b, v.Board, h, draw.BoardOptions{Palette: draw.PaletteOf(v.Families), Currency: v.Currency, Lang: lang}, 72); err != nil {
						return err
					}
				}
			}
			name := a.Tile
			if i := strings.LastIndexByte(name, '-'); i > 0 {
				name = name[:i]
			}
			at[a.Tile] = len(fan)
			fan = append(fan, fanTile{Tile: a.Tile, Name: name, Rotation: *a.Rotation, Rotations: 1, SVG: b.String()})
		}
		return nil
	})
	if err != nil {
		return err
	}
	if fan == nil {
		fan = []fanTile{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"hex": hex, "tiles": fan})
	return nil
}
