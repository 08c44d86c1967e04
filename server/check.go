package server

import (
	"encoding/json"
	"errors"
	"net/http"

	"ferro/engine"
)

// POST /api/games/{id}/check {"version": n, "action": …} says whether an
// action, listed or not (a run the player changed, say), is legal now:
// it is applied to a copy of the game, which does not change. A legal
// action is answered as the game would store it, with the game's own
// figures (a run's revenue, engine.Settler) and the runs' total; an
// illegal one is a 422 illegal_action naming the rule it breaks.

type checkView struct {
	Version int           `json:"version"`
	Action  engine.Action `json:"action"`
	Revenue *int          `json:"revenue,omitempty"` // the runs' total, for run_routes
}

func (s *Server) postCheck(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req struct {
		Version *int            `json:"version"`
		Action  json.RawMessage `json:"action"`
	}
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	a, err := engine.DecodeActionStrict(req.Action)
	if err != nil {
		return errorf(http.StatusBadRequest, "bad_json", "action: %v", err)
	}
	var out checkView
	err = s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if lg.sess == nil {
			return conflict("game %d has not started", id)
		}
		cur := int(lg.version.Load())
		if req.Version != nil && *req.Version != cur {
			e := errorf(http.StatusConflict, "stale_version", "the game is at version %d, not %d: fetch it again", cur, *req.Version)
			e.Version = &cur
			return e
		}
		cl := lg.sess.Game().Clone()
		if err := cl.Apply(a); err != nil {
			var ie *engine.IllegalError
			if errors.As(err, &ie) {
				return &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Message: ie.Error(), Rule: ie.Rule}
			}
			return &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Message: err.Error()}
		}
		a = cl.Settled(a)
		out = checkView{Version: cur, Action: a}
		if a.Type == "run_routes" {
			total := 0
			for _, rt := range a.Extras().Routes {
				total += rt.Revenue
			}
			out.Revenue = &total
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
