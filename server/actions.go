package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"time"

	"ferro/engine"
	"ferro/logtext"
	"ferro/store"
)

type stateView struct {
	Game      int64           `json:"game"`
	Version   int             `json:"version"`
	Status    string          `json:"status"`
	Acting    []string        `json:"acting"`
	YourSeats []string        `json:"your_seats"`
	Result    json.RawMessage `json:"result,omitempty"`
	EndReason string          `json:"end_reason,omitempty"`
	State     json.RawMessage `json:"state,omitempty"`
	Legal     []engine.Action `json:"legal,omitempty"`
	Action    *engine.Action  `json:"action,omitempty"` // the action just stored
	// NeedsConsent marks the legal actions another player must agree to
	// (consent.go): propose them rather than submit them.
	NeedsConsent []consentMark `json:"needs_consent,omitempty"`
	Labels       []string      `json:"labels,omitempty"` // the legal actions in words (?lang=), where the title describes them
}

// view describes lg for c; withState adds the snapshot, withLegal the
// legal actions of whoever acts.
func view(lg *liveGame, c *caller, withState, withLegal bool) stateView {
	v := stateView{Game: lg.id, Version: int(lg.version.Load()), Status: lg.meta.Status, Acting: nonNil(lg.meta.Acting),
		YourSeats: seatsOf(lg.meta, c), Result: lg.meta.Result}
	if lg.sess != nil {
		g := lg.sess.Game()
		if g.Finished() {
			v.EndReason = g.EndReason()
		}
		if withState {
			v.State = g.Snapshot()
		}
		if withLegal && !g.Finished() {
			v.Legal = g.Legal()
			if v.Legal == nil {
				v.Legal = []engine.Action{}
			}
		}
	}
	return v
}

// seatsOf lists the player ids c may act for: the seats they hold, or
// every seat of a hotseat game they own.
func seatsOf(g *store.Game, c *caller) []string {
	out := []string{}
	if c == nil || c.acct == nil {
		return out
	}
	for _, st := range g.Seats {
		if st.AccountID == c.acct.ID || (g.Hotseat && g.OwnerID == c.acct.ID) {
			out = append(out, st.PlayerID)
		}
	}
	return out
}

func (s *Server) getState(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		v := view(lg, c, true, true)
		s.trades.markConsent(r.Context(), lg, &v)
		if lg.sess != nil {
			v.Labels = labelsOf(lg.sess.Game(), v.Legal, logtext.FromRequest(r))
		}
		writeJSON(w, http.StatusOK, v)
		return nil
	})
}

func (s *Server) getActions(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	since := 0
	if v := r.URL.Query().Get("since"); v != "" {
		if since, err = strconv.Atoi(v); err != nil || since < 0 {
			return badRequest("since must be a version number")
		}
	}
	return s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		var log []engine.Action
		if lg.sess != nil {
			log = lg.sess.Log()
		}
		if since > len(log) {
			since = len(log)
		}
		writeJSON(w, http.StatusOK, map[string]any{"version": len(log), "since": since, "actions": nonNilActions(log[since:])})
		return nil
	})
}

func nonNilActions(a []engine.Action) []engine.Action {
	if a == nil {
		return []engine.Action{}
	}
	return a
}

type submitRequest struct {
	Version *int            `json:"version"`
	Action  json.RawMessage `json:"action"`
}

// submit checks an action with the engine, stores it and only then
// acknowledges it. ?legal=1 adds the next legal actions to the answer.
func (s *Server) submit(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req submitRequest
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	if req.Version == nil {
		return badRequest("version is required: the game version your action was made against")
	}
	if len(req.Action) == 0 || string(req.Action) == "null" {
		return badRequest("action is required")
	}
	a, err := engine.DecodeActionStrict(req.Action)
	if err != nil {
		return errorf(http.StatusBadRequest, "bad_json", "action: %v", err)
	}
	switch a.Type {
	case "undo", "redo":
		return badRequest("send %s to POST /api/games/%d/%s", a.Type, id, a.Type)
	}
	withLegal := r.URL.Query().Get("legal") == "1"
	page := r.URL.Query().Get("page") == "1"
	var stored engine.Action
	err = s.withGame(r.Context(), id, false, func(lg *liveGame) error {
		mine, err := s.mayAct(r.Context(), lg, c, *req.Version)
		if err != nil {
			return err
		}
		if err := s.clocks.takeBack(r.Context(), lg, c); err != nil {
			return err
		}
		if mine, err = s.clocks.notExpelled(r.Context(), lg, mine); err != nil {
			return err
		}
		if lg.meta.Status == store.StatusFinished {
			return conflict("game %d is over", lg.id)
		}
		if isPlayer(lg.meta, a.Entity, a.EntityType) && !slices.Contains(mine, a.Entity) {
			return forbidden("you do not hold seat %s", a.Entity)
		}
		if acting := lg.sess.Game().Acting(); !slices.ContainsFunc(acting, func(p string) bool { return slices.Contains(mine, p) }) {
			return forbidden("it is not your turn: waiting for player %v", acting)
		}
		if seller, need := s.trades.consentSeller(r.Context(), lg, a); need {
			return refuseTrade(lg.id, seller)
		}
		a.ID = 0
		stamp := a.Edit()
		stamp.User, stamp.CreatedAt = int(c.acct.ID), time.Now().Unix()
		if page {
			stored, err = s.apply(r.Context(), lg, c, a)
			return err
		}
		return s.commit(r.Context(), w, lg, c, a, withLegal)
	})
	if err != nil || !page {
		return err
	}
	// the page of the new position, drawn once the game is unlocked
	return s.submitPage(context.WithoutCancel(r.Context()), w, r, id, c, stored)
}

// mayAct checks that lg is being played, that c holds a seat in it and
// that version is current, and returns c's seats.
func (s *Server) mayAct(ctx context.Context, lg *liveGame, c *caller, version int) ([]string, error) {
	if lg.meta.Status == store.StatusOpen || lg.meta.Status == store.StatusExpired {
		return nil, conflict("game %d has not started", lg.id)
	}
	if closedGame(lg.meta) {
		return nil, conflict("game %d was closed by an admin", lg.id)
	}
	mine := seatsOf(lg.meta, c)
	if len(mine) == 0 {
		return nil, forbidden("you hold no seat in game %d", lg.id)
	}
	if version != int(lg.version.Load()) && s.st.Shared() {
		// Another server may have stored newer actions.
		lg.want.Store(max(lg.want.Load(), lg.version.Load()+1))
		if err := s.sync(ctx, lg); err != nil {
			return nil, err
		}
	}
	if cur := int(lg.version.Load()); version != cur {
		e := errorf(http.StatusConflict, "stale_version", "the game is at version %d, not %d: fetch it again", cur, version)
		e.Version = &cur
		return nil, e
	}
	return mine, nil
}

func isPlayer(g *store.Game, entity, entityType string) bool {
	if entity == "" || (entityType != "" && entityType != "player") {
		return false
	}
	return slices.ContainsFunc(g.Seats, func(st store.Seat) bool { return st.PlayerID == entity })
}

// commit applies a to lg's session, stores it and answers. If the store
// refuses, the cached game is dropped and rebuilt on next use.
func (s *Server) commit(ctx context.Context, w http.ResponseWriter, lg *liveGame, c *caller, a engine.Action, withLegal bool) error {
	stored, err := s.apply(ctx, lg, c, a)
	if err != nil {
		return err
	}
	v := view(lg, c, false, withLegal)
	s.trades.markConsent(ctx, lg, &v)
	v.Action = &stored
	writeJSON(w, http.StatusOK, v)
	return nil
}

// apply applies a to lg's session (once: the game's cached history takes
// the result over, advanceTimeline), stores it, tells the viewers and
// notifies whose turn it is. If the store refuses, the cached game is
// dropped and rebuilt on next use.
func (s *Server) apply(ctx context.Context, lg *liveGame, c *caller, a engine.Action) (engine.Action, error) {
	from := int(lg.version.Load())
	if from >= s.cfg.MaxImportActions {
		// A live log is bounded as an import is: a game of 10,000 entries is
		// twenty times the longest real one (junk actions and undos).
		return engine.Action{}, errorf(http.StatusConflict, "log_full", "game %d's log holds %d entries, the most this server keeps", lg.id, from)
	}
	before := slices.Clone(lg.sess.Game().Acting())
	wasOver := lg.meta.Status == store.StatusFinished
	if lg.meta.Status == store.StatusFinished && (closedGame(lg.meta) || a.Type != "undo" && a.Type != "redo") {
		return engine.Action{}, conflict("game %d is over", lg.id)
	}
	a.ID = lg.nextID
	line, said := describeMove(lg.sess.Game(), a) // before the action: Describe reads the game it acts on
	if err := lg.sess.Do(a); err != nil {
		var ie *engine.IllegalError
		if errors.As(err, &ie) {
			return engine.Action{}, &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Message: ie.Error(), Rule: ie.Rule}
		}
		return engine.Action{}, &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Message: err.Error()}
	}
	log := lg.sess.Log()
	stored := log[len(log)-1]
	body, err := json.Marshal(stored)
	if err == nil {
		// Acknowledged means committed, even if the client has gone.
		wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
		err = s.st.AppendActions(wctx, lg.id, from, [][]byte{body}, stateOf(lg.sess.Game()))
		cancel()
	}
	if err != nil {
		lg.meta, lg.sess = nil, nil // rebuild from the store next time
		if errors.Is(err, store.ErrConflict) {
			return engine.Action{}, errorf(http.StatusConflict, "stale_version", "another action was stored first: fetch the game again")
		}
		return engine.Action{}, err
	}
	lg.version.Store(int64(from + 1))
	lg.nextID = stored.ID + 1
	s.metrics.actions.WithLabelValues(lg.meta.Title).Inc()
	s.logAction(ctx, lg, c, before, stored)
	s.noteState(lg)
	if wasOver && lg.meta.Status != store.StatusFinished {
		s.ratings.withdrawRatings(ctx, lg) // its end undone: rated again when it ends again
	}
	if lg.meta.Status == store.StatusFinished {
		s.analysis.queueAnalysis(lg.id) // the game is over: analyse it (analysis.go)
	}
	s.clocks.tableAfterCommit(ctx, lg, c, before)
	if line != nil && !sameAction(a, stored) {
		line = nil // the game stored the action otherwise (a run's hexes filled in): its history replays it
	}
	s.advanceTimeline(lg, line)
	if len(lg.viewers) > 0 {
		s.live.announce(lg, "action", &stored)
	}
	s.hooks.notifyTurns(lg, before, said)
	return stored, nil
}
