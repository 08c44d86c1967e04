package server

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"sync"

	"ferro/draw"
	"ferro/engine"
	"ferro/engine/history"
	vm "ferro/engine/view"
	"ferro/logtext"
	"ferro/store"
)

// The view endpoints: the game as the view model (engine/view) at any
// point of its log, its board and market drawn as SVG, and the charted
// figures over the game. Each game's history is a Timeline built once per
// log length and kept in a small cache, so stepping through a game
// replays at most history.DefaultEvery actions per request.

// timelines caches the newest Timeline of recently viewed games.
type timelines struct {
	mu sync.Mutex
	m  map[int64]*history.Timeline
}

const maxTimelines = 32 // a 455-action 18ZOO history keeps about 0.8 MB

// timelineOf is game id's history as its log stands now, with its
// definition. A game that has not started has none (409).
func (s *Server) timelineOf(ctx context.Context, id int64) (*history.Timeline, *store.Game, error) {
	var (
		title engine.Title
		cfg   engine.Config
		log   []engine.Action
		meta  *store.Game
	)
	err := s.withGame(ctx, id, true, func(lg *liveGame) error {
		meta = lg.meta
		if lg.sess == nil {
			return errorf(http.StatusConflict, "not_started", "game %d has not started: nothing to show yet", id)
		}
		title, cfg = lg.title, lg.sess.Config()
		l := lg.sess.Log()
		log = l[:len(l):len(l)] // the session only appends beyond this length
		return nil
	})
	if err != nil {
		return nil, meta, err
	}
	s.views.mu.Lock()
	tl := s.views.m[id]
	s.views.mu.Unlock()
	switch {
	case tl != nil && tl.Len() == len(log):
		return tl, meta, nil
	case tl != nil && tl.Len() > 0 && tl.Len() < len(log) && tl.Log()[tl.Len()-1].ID == log[tl.Len()-1].ID:
		tl, err = tl.Extend(log) // the log grew: go on from the cached game
	default:
		tl, err = history.New(title, cfg, log, 0)
	}
	if err != nil {
		return nil, meta, err
	}
	s.views.mu.Lock()
	if s.views.m == nil {
		s.views.m = map[int64]*history.Timeline{}
	}
	if len(s.views.m) >= maxTimelines {
		for k := range s.views.m { // drop any one
			delete(s.views.m, k)
			break
		}
	}
	if old := s.views.m[id]; old == nil || old.Len() <= tl.Len() {
		s.views.m[id] = tl
	}
	s.views.mu.Unlock()
	return tl, meta, nil
}

// atParam reads ?at=N (default: the whole log).
func atParam(r *http.Request, length int) (int, error) {
	v := r.URL.Query().Get("at")
	if v == "" {
		return length, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > length {
		return 0, badRequest("at must be a number from 0 to %d (the log's length)", length)
	}
	return n, nil
}

// viewAt is game id's view at ?at.
func (s *Server) viewAt(r *http.Request) (*vm.View, *store.Game, error) {
	v, meta, _, err := s.viewAndHistory(r)
	return v, meta, err
}

// viewAndHistory is viewAt with the game's history.
func (s *Server) viewAndHistory(r *http.Request) (*vm.View, *store.Game, *history.Timeline, error) {
	id, err := pathID(r)
	if err != nil {
		return nil, nil, nil, err
	}
	tl, meta, err := s.timelineOf(r.Context(), id)
	if err != nil {
		return nil, meta, nil, err
	}
	n, err := atParam(r, tl.Len())
	if err != nil {
		return nil, meta, nil, err
	}
	v, err := tl.ViewAt(n)
	if err != nil {
		return nil, meta, nil, errorf(http.StatusUnprocessableEntity, "no_position", "the log does not replay to %d: %v", n, err)
	}
	if v == nil {
		return nil, meta, nil, errorf(http.StatusNotImplemented, "no_view", "%s gives no view", meta.Title)
	}
	lang := logtext.FromRequest(r) // ?lang= or Accept-Language
	logtext.View(v, lang)
	return v, meta, tl, nil
}

func (s *Server) getView(w http.ResponseWriter, r *http.Request, c *caller) error {
	v, _, err := s.viewAt(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

type historyView struct {
	Game    int64 `json:"game"`
	Version int   `json:"version"`
	history.Series
}

func (s *Server) getHistory(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	tl, _, err := s.timelineOf(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, historyView{Game: id, Version: tl.Len(), Series: tl.Series()})
	return nil
}

func writeSVG(w http.ResponseWriter, draw func(w io.Writer) error) error {
	var b bytes.Buffer
	if err := draw(&b); err != nil {
		return err
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-cache")
	_, err := w.Write(b.Bytes())
	return err
}

// getBoardSVG draws the board at ?at, with the newest runs over it
// unless ?routes=0.
func (s *Server) getBoardSVG(w http.ResponseWriter, r *http.Request, c *caller) error {
	v, _, err := s.viewAt(r)
	if err != nil {
		return err
	}
	if v.Board == nil {
		return errorf(http.StatusNotImplemented, "no_board", "this game has no board")
	}
	opt := draw.BoardOptions{Palette: draw.PaletteOf(v.Families), Currency: v.Currency, Lang: logtext.FromRequest(r)}
	if r.URL.Query().Get("routes") != "0" {
		opt.Routes = v.Routes
	}
	return writeSVG(w, func(out io.Writer) error { return draw.Board(out, v.Board, opt) })
}

func (s *Server) getMarketSVG(w http.ResponseWriter, r *http.Request, c *caller) error {
	v, _, err := s.viewAt(r)
	if err != nil {
		return err
	}
	if v.Market == nil {
		return errorf(http.StatusNotImplemented, "no_market", "this game has no market")
	}
	return writeSVG(w, func(out io.Writer) error { return draw.Market(out, v.Market, draw.PaletteOf(v.Families)) })
}

// routesRequest is the body of POST routes.svg: runs as run_routes
// actions write them.
type routesRequest struct {
	Family string         `json:"family"`
	Routes []engine.Route `json:"routes"`
}

// postRoutesSVG draws the runs of the body over the board at ?at, alone,
// with board.svg's viewBox: a client lays it over the board to show any
// run (a candidate from the legal list, say) on the drawn track.
func (s *Server) postRoutesSVG(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req routesRequest
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	v, _, tl, err := s.viewAndHistory(r)
	if err != nil {
		return err
	}
	if v.Board == nil {
		return errorf(http.StatusNotImplemented, "no_board", "this game has no board")
	}
	stops := priceRun(tl, v.At, req.Family, req.Routes)
	routes := make([]vm.Route, 0, len(req.Routes))
	for i, rt := range req.Routes {
		vr := vm.RouteFromConnections(v.Board, rt.Train, rt.Revenue, rt.Connections)
		if stops != nil {
			vr.PriceStops(stops[i]) // the title's values, not the tiles'
		}
		vr.Family = req.Family
		routes = append(routes, vr)
	}
	return writeSVG(w, func(out io.Writer) error { return draw.Routes(out, v.Board, routes) })
}
