package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"ferro/engine"
	"ferro/store"
)

type versionRequest struct {
	Version *int `json:"version"`
}

type undoBody struct {
	Version  *int `json:"version"`
	ActionID *int `json:"action_id"` // undo every action after this id (0: all); absent: the newest
}

// undo takes back the newest action, or every action after action_id.
// Players may take back their own actions until another player acts;
// taking back others' actions needs their consent: the answer is then 202
// with an undo request they confirm at /undo-request/consent.
func (s *Server) undo(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req undoBody
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	if req.Version == nil {
		return badRequest("version is required: the game version your undo was made against")
	}
	return s.withGame(r.Context(), id, false, func(lg *liveGame) error {
		mine, err := s.mayAct(r.Context(), lg, c, *req.Version)
		if err != nil {
			return err
		}
		log := lg.sess.Log()
		taken, after, err := undoTargets(log, req.ActionID)
		if err != nil {
			return err
		}
		stamp := engine.Extra{User: int(c.acct.ID), CreatedAt: time.Now().Unix()}
		if req.ActionID != nil {
			stamp.ActionID = engine.Int(after)
		}
		a := engine.Action{Type: "undo", Entity: mine[0], EntityType: "player"}.With(stamp)
		if req.ActionID == nil {
			last := log[taken[0]]
			a.Entity, a.EntityType = last.Entity, last.EntityType
		}
		needed := othersIn(lg, c, log, taken)
		if len(needed) == 0 {
			return s.commit(r.Context(), w, lg, c, a, r.URL.Query().Get("legal") == "1")
		}
		ur := store.UndoRequest{GameID: lg.id, Version: int(lg.version.Load()), ActionID: after, RequestedBy: c.acct.ID, Needed: needed}
		if err := s.st.PutUndoRequest(r.Context(), ur); err != nil {
			return err
		}
		s.clocks.tablePause(r.Context(), lg, true)
		s.live.announce(lg, "undo_request", nil)
		s.trades.botsConsentUndo(r.Context(), &ur)
		writeJSON(w, http.StatusAccepted, undoRequestView(&ur))
		return nil
	})
}

// undoTargets lists the log indices an undo takes back and the id of the
// action it goes back to (0: the start).
func undoTargets(log []engine.Action, actionID *int) (taken []int, after int, err error) {
	eff, err := engine.Effective(log)
	if err != nil {
		return nil, 0, err
	}
	at := -1 // log index of the action to go back to
	if actionID == nil {
		for k := len(eff) - 1; k >= 0; k-- {
			if log[eff[k]].Type == "message" {
				continue
			}
			taken = []int{eff[k]}
			for m := k - 1; m >= 0; m-- {
				if log[eff[m]].Type != "message" {
					at = eff[m]
					break
				}
			}
			break
		}
	} else {
		if *actionID != 0 {
			at = slices.IndexFunc(log, func(a engine.Action) bool { return a.ID == *actionID })
			if at < 0 {
				return nil, 0, badRequest("no action with id %d", *actionID)
			}
		}
		for _, i := range eff {
			if i > at && log[i].Type != "message" {
				taken = append(taken, i)
			}
		}
	}
	if len(taken) == 0 {
		return nil, 0, conflict("there is nothing to undo")
	}
	if at >= 0 {
		after = log[at].ID
	}
	return taken, after, nil
}

// othersIn lists the accounts, other than c's, that made the actions at
// taken: their consent is needed. A hotseat game's owner needs none.
func othersIn(lg *liveGame, c *caller, log []engine.Action, taken []int) []int64 {
	if lg.meta.Hotseat && lg.meta.OwnerID == c.acct.ID {
		return nil
	}
	var out []int64
	for _, i := range taken {
		u := int64(log[i].Extras().User)
		if u != c.acct.ID && !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	slices.Sort(out)
	return out
}

type undoRequestJSON struct {
	Game        int64   `json:"game"`
	Version     int     `json:"version"`
	ActionID    int     `json:"action_id"`
	RequestedBy int64   `json:"requested_by"`
	Needed      []int64 `json:"needed"`
	Consents    []int64 `json:"consents"`
}

func undoRequestView(r *store.UndoRequest) undoRequestJSON {
	v := undoRequestJSON{Game: r.GameID, Version: r.Version, ActionID: r.ActionID, RequestedBy: r.RequestedBy, Needed: r.Needed, Consents: r.Consents}
	if v.Consents == nil {
		v.Consents = []int64{}
	}
	return v
}

func (s *Server) getUndoRequest(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	ur, err := s.st.UndoRequest(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return notFound("undo request")
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, undoRequestView(ur))
	return nil
}

// consentBody names the undo request a consent is for, by the version and
// action_id that GET /undo-request shows.
type consentBody struct {
	Version  *int `json:"version"`
	ActionID *int `json:"action_id"`
}

// consentUndo records the caller's consent to the pending undo request and
// carries the undo out once everyone needed has consented. A request made
// at an older version has lapsed. The consent names the request: one
// withdrawn and asked again further back is not the one consented to.
func (s *Server) consentUndo(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req consentBody
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	if req.Version == nil || req.ActionID == nil {
		return badRequest("version and action_id are required: those of the undo request you consent to (GET /api/games/%d/undo-request)", id)
	}
	return s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		return s.addUndoConsent(r.Context(), w, lg, c, *req.Version, *req.ActionID)
	})
}

// addUndoConsent records c's consent to lg's undo request at version back
// to actionID, and carries the undo out once everyone needed has
// consented. lg.mu is held.
func (s *Server) addUndoConsent(ctx context.Context, w http.ResponseWriter, lg *liveGame, c *caller, version, actionID int) error {
	id := lg.id
	ur, err := s.st.UndoRequest(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return notFound("undo request")
	}
	if err != nil {
		return err
	}
	if ur.Version != int(lg.version.Load()) {
		if err := s.st.DeleteUndoRequest(ctx, id); err != nil {
			return err
		}
		return conflict("the game moved on since the undo was asked for: the request has lapsed")
	}
	if version != ur.Version || actionID != ur.ActionID {
		return errorf(http.StatusConflict, "undo_request_changed",
			"the pending undo request is not the one you consent to: it goes back to after action %d at version %d; look at it again", ur.ActionID, ur.Version)
	}
	if !slices.Contains(ur.Needed, c.acct.ID) {
		return forbidden("your consent is not needed for this undo")
	}
	if !slices.Contains(ur.Consents, c.acct.ID) {
		ur.Consents = append(ur.Consents, c.acct.ID)
	}
	if len(ur.Consents) < len(ur.Needed) {
		if err := s.st.PutUndoRequest(ctx, *ur); err != nil {
			return err
		}
		writeJSON(w, http.StatusAccepted, undoRequestView(ur))
		return nil
	}
	if err := s.st.DeleteUndoRequest(ctx, id); err != nil {
		return err
	}
	var entity string
	if seats := seatsOf(lg.meta, &caller{acct: &store.Account{ID: ur.RequestedBy}}); len(seats) > 0 {
		entity = seats[0]
	}
	a := engine.Action{Type: "undo", Entity: entity, EntityType: "player"}.With(engine.Extra{
		ActionID: engine.Int(ur.ActionID), User: int(ur.RequestedBy), CreatedAt: time.Now().Unix()})
	return s.commit(ctx, w, lg, c, a, false)
}

// declineUndo withdraws (requester) or refuses (anyone needed) an undo request.
func (s *Server) declineUndo(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return s.withGame(r.Context(), id, false, func(lg *liveGame) error {
		ur, err := s.st.UndoRequest(r.Context(), id)
		if errors.Is(err, store.ErrNotFound) {
			return notFound("undo request")
		}
		if err != nil {
			return err
		}
		if ur.RequestedBy != c.acct.ID && !slices.Contains(ur.Needed, c.acct.ID) {
			return forbidden("this undo request is not yours to decline")
		}
		if err := s.st.DeleteUndoRequest(r.Context(), id); err != nil {
			return err
		}
		s.clocks.tablePause(r.Context(), lg, false)
		w.WriteHeader(http.StatusNoContent)
		return nil
	})
}

// redo restores what the caller's newest undo took back, if nothing
// happened since.
func (s *Server) redo(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req versionRequest
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	if req.Version == nil {
		return badRequest("version is required: the game version your redo was made against")
	}
	return s.withGame(r.Context(), id, false, func(lg *liveGame) error {
		if _, err := s.mayAct(r.Context(), lg, c, *req.Version); err != nil {
			return err
		}
		log := lg.sess.Log()
		if len(log) == 0 || log[len(log)-1].Type != "undo" {
			return conflict("there is nothing to redo: redo only follows an undo")
		}
		last := log[len(log)-1]
		if !(lg.meta.Hotseat && lg.meta.OwnerID == c.acct.ID) && int64(last.Extras().User) != c.acct.ID {
			return forbidden("only who undid can redo")
		}
		a := engine.Action{Type: "redo", Entity: last.Entity, EntityType: last.EntityType}.With(engine.Extra{User: int(c.acct.ID), CreatedAt: time.Now().Unix()})
		return s.commit(r.Context(), w, lg, c, a, r.URL.Query().Get("legal") == "1")
	})
}
