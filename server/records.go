package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"ferro/engine"
	"ferro/store"
)

// exportGame answers the game as an 18xx.games JSON record, with the
// engine version it is played under; its seed only once the game is over
// (seedShown).
func (k *recordService) exportGame(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if lg.sess == nil {
			return conflict("game %d has not started: there is no record yet", id)
		}
		rec := engine.NewRecord(lg.sess.Config(), nonNilActions(lg.sess.Log()), lg.sess.Game(), lg.meta.EngineVersion)
		rec.ID = json.RawMessage(strconv.FormatInt(id, 10))
		if !seedShown(lg, c) {
			rec.Settings.Seed = nil // until the game is over (secrets.go)
		}
		w.Header().Set("Content-Disposition", `attachment; filename="ferro-game-`+strconv.FormatInt(id, 10)+`.json"`)
		writeJSON(w, http.StatusOK, rec)
		return nil
	})
}

// importGame replays an 18xx.games record and stores it as a hotseat game
// of the caller's: its players have no accounts here.
func (k *recordService) importGame(w http.ResponseWriter, r *http.Request, c *caller) error {
	body, err := readBody(w, r, k.maxImport)
	if err != nil {
		return err
	}
	if err := refuseNUL(body); err != nil {
		return err
	}
	rec, err := engine.ParseRecord(body)
	if err != nil {
		return errorf(http.StatusBadRequest, "bad_json", "%v", err)
	}
	if n := len(rec.Actions); n > k.maxImportActions {
		return errorf(http.StatusRequestEntityTooLarge, "import_too_large",
			"the record has %d actions; this server imports at most %d", n, k.maxImportActions)
	}
	t, err := k.lookup(rec.Title)
	if err != nil {
		return badRequest("%v", err)
	}
	if rc, err := rec.Config(); err != nil {
		return badRequest("%v", err)
	} else if err := checkImportPlayers(rc.Players); err != nil {
		return err
	}
	sess, err := k.replayImport(r.Context(), t, rec)
	if err != nil {
		var ae *apiError
		if errors.As(err, &ae) {
			return err
		}
		return &apiError{Status: http.StatusUnprocessableEntity, Code: "record_does_not_replay", Message: "the record does not replay: " + err.Error()}
	}
	cfg := sess.Config()
	st := stateOf(sess.Game())
	g := &store.Game{Title: t.Name(), OwnerID: c.acct.ID, Status: st.Status, Hotseat: true, MaxPlayers: len(cfg.Players),
		Seed: cfg.Seed, OptionalRules: nonNil(cfg.OptionalRules), EngineVersion: EngineVersion, Acting: st.Acting, Result: st.Result}
	for i, p := range cfg.Players {
		if err := checkNameFree(g.Seats, p.Name); err != nil {
			return err
		}
		g.Seats = append(g.Seats, store.Seat{Seat: i, PlayerID: p.ID, Name: p.Name, AccountID: c.acct.ID})
	}
	entries := make([][]byte, 0, len(sess.Log()))
	for _, a := range sess.Log() {
		b, err := json.Marshal(a)
		if err != nil {
			return err
		}
		entries = append(entries, b)
	}
	if err := k.st.CreateGame(r.Context(), g, entries); err != nil {
		return err
	}
	if g.Status == store.StatusFinished {
		k.analyses.queueAnalysis(g.ID) // a finished record: analyse it (analysis.go)
	}
	writeJSON(w, http.StatusCreated, viewOf(g))
	return nil
}

// maxImportReplays is how many imports may replay at once.
const maxImportReplays = 2

type replayed struct {
	sess *engine.Session
	err  error
}

// replayImport replays an imported record within MaxReplay. The engine's
// replay cannot be stopped midway, so one that overruns finishes in the
// background (its length is bounded by MaxImportActions) still holding
// its place among the maxImportReplays, and the request is answered 413.
func (k *recordService) replayImport(ctx context.Context, t engine.Title, rec *engine.Record) (*engine.Session, error) {
	timer := time.NewTimer(k.maxReplay)
	defer timer.Stop()
	select {
	case k.imports <- struct{}{}: // a free place is taken at once, however short MaxReplay
	default:
		select {
		case k.imports <- struct{}{}:
		case <-timer.C:
			return nil, k.busyImporting()
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	done := make(chan replayed, 1)
	go func() {
		defer func() { <-k.imports }()
		sess, err := engine.SessionFromRecord(t, rec)
		done <- replayed{sess, err}
	}()
	select {
	case r := <-done:
		return r.sess, r.err
	case <-timer.C:
		return nil, errorf(http.StatusRequestEntityTooLarge, "import_too_large",
			"the record did not replay within %v: this server imports shorter games", k.maxReplay)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (k *recordService) busyImporting() error {
	e := errorf(http.StatusServiceUnavailable, "busy", "other imports are being replayed: try again shortly")
	e.retryAfter = 2
	return e
}

// recordService is games' records: exported as 18xx.games JSON records,
// and imported ones replayed (bounded in size, actions, time and how many
// at once) into new games.
type recordService struct {
	st     store.Store
	lookup func(name string) (engine.Title, error)
	games  interface {
		withGame(ctx context.Context, id int64, fresh bool, fn func(lg *liveGame) error) error
	}
	imports          chan struct{} // replays of imports running (bounded)
	maxImport        int64
	maxImportActions int
	maxReplay        time.Duration

	analyses interface{ queueAnalysis(id int64) bool } // a finished record is analysed
}
