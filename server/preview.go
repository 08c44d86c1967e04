package server

import (
	"bytes"
	"net/http"
	"strconv"

	"ferro/draw"
	"ferro/engine"
	vm "ferro/engine/view"
	"ferro/logtext"
)

// getTilePreview draws the hex that a legal tile lay of the game now
// would give: GET /api/games/{id}/preview.svg?hex=H&tile=T&rotation=R.
// The lay must be in the legal list; it is applied to a copy of the game,
// so the game itself does not change. The answer is a board of that one
// hex, at its place on the whole board, so a client can put it over the
// hex to show the tile before the player confirms.
func (k *pageService) getTilePreview(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	hex, tile := q.Get("hex"), q.Get("tile")
	rot, err := strconv.Atoi(q.Get("rotation"))
	if hex == "" || tile == "" || err != nil {
		return badRequest("hex, tile and rotation are required")
	}
	var out bytes.Buffer
	err = k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if lg.sess == nil {
			return conflict("game %d has not started", id)
		}
		g := lg.sess.Game()
		var lay *engine.Action
		for _, a := range g.Legal() {
			if a.Type == "lay_tile" && a.Hex == hex && a.Tile == tile && a.Rotation != nil && *a.Rotation == rot {
				lay = &a
				break
			}
		}
		if lay == nil {
			return &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Rule: "lay tile",
				Message: "tile " + tile + " in rotation " + strconv.Itoa(rot) + " on " + hex + " is not a legal lay now"}
		}
		cl := g.Clone()
		if err := cl.Apply(*lay); err != nil {
			return err
		}
		view := cl.View()
		if view == nil || view.Board == nil {
			return errorf(http.StatusNotImplemented, "no_board", "this game has no board")
		}
		one := *view.Board
		one.Hexes = nil
		for _, h := range view.Board.Hexes {
			if h.ID == hex {
				one.Hexes = []vm.Hex{h}
			}
		}
		return draw.Board(&out, &one, draw.BoardOptions{Palette: draw.PaletteOf(view.Families), Currency: view.Currency, Lang: logtext.FromRequest(r)})
	})
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(out.Bytes())
	return nil
}
