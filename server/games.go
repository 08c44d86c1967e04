package server

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"time"

	"ferro/engine"
	"ferro/store"
	"ferro/timectl"
)

type seatView struct {
	Seat      int    `json:"seat"`
	PlayerID  string `json:"player_id"`
	Name      string `json:"name"`
	AccountID int64  `json:"account_id,omitempty"`
}

type gameView struct {
	ID            int64           `json:"id"`
	Title         string          `json:"title"`
	Owner         int64           `json:"owner"`
	Status        string          `json:"status"`
	Hotseat       bool            `json:"hotseat"`
	MaxPlayers    int             `json:"max_players"`
	OptionalRules []string        `json:"optional_rules"`
	EngineVersion string          `json:"engine_version"`
	Version       int             `json:"version"`
	Acting        []string        `json:"acting"`
	Result        json.RawMessage `json:"result,omitempty"`
	Seats         []seatView      `json:"seats"`
	CreatedAt     time.Time       `json:"created_at"`
	UpdatedAt     time.Time       `json:"updated_at"`
}

func viewOf(g *store.Game) gameView {
	v := gameView{ID: g.ID, Title: g.Title, Owner: g.OwnerID, Status: g.Status, Hotseat: g.Hotseat, MaxPlayers: g.MaxPlayers,
		OptionalRules: nonNil(g.OptionalRules), EngineVersion: g.EngineVersion, Version: g.Version, Acting: nonNil(g.Acting),
		Result: g.Result, Seats: []seatView{}, CreatedAt: g.CreatedAt.UTC(), UpdatedAt: g.UpdatedAt.UTC()}
	for _, st := range g.Seats {
		v.Seats = append(v.Seats, seatView{Seat: st.Seat, PlayerID: st.PlayerID, Name: st.Name, AccountID: st.AccountID})
	}
	return v
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

type titleView struct {
	Name          string                `json:"name"`
	MinPlayers    int                   `json:"min_players"`
	MaxPlayers    int                   `json:"max_players"`
	OptionalRules []engine.OptionalRule `json:"optional_rules"`
}

func (s *Server) titles(w http.ResponseWriter, r *http.Request, _ *caller) error {
	out := []titleView{}
	for _, n := range s.cfg.Titles() {
		t, err := s.cfg.Lookup(n)
		if err != nil {
			continue
		}
		lo, hi := t.Players()
		rules := t.OptionalRules()
		if rules == nil {
			rules = []engine.OptionalRule{}
		}
		out = append(out, titleView{Name: n, MinPlayers: lo, MaxPlayers: hi, OptionalRules: rules})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

type createRequest struct {
	Title         string   `json:"title"`
	Players       int      `json:"players"`
	OptionalRules []string `json:"optional_rules"`
	Seed          *int64   `json:"seed"`
	Hotseat       bool     `json:"hotseat"`
	Names         []string `json:"names"` // hotseat player names
	Bots          []botReq `json:"bots"`  // computer players in the last seats (bots.go)
	// TimeControl and Rated are the table's choices kept apart from the
	// record (clocks.go): a clock and what happens when it runs out, and
	// whether a game with bots is rated.
	TimeControl timectl.Control `json:"time_control"`
	Rated       bool            `json:"rated"`
}

// createGame opens a game with the caller in the first seat, or starts a
// hotseat game whose every seat the caller holds.
func (s *Server) createGame(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req createRequest
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	t, err := s.cfg.Lookup(req.Title)
	if err != nil {
		return badRequest("%v", err)
	}
	lo, hi := t.Players()
	if req.Players < lo || req.Players > hi {
		return badRequest("%s is for %d to %d players, not %d", req.Title, lo, hi, req.Players)
	}
	if err := checkRules(t, req.OptionalRules); err != nil {
		return err
	}
	g := &store.Game{Title: t.Name(), OwnerID: c.acct.ID, Status: store.StatusOpen, Hotseat: req.Hotseat, MaxPlayers: req.Players,
		OptionalRules: nonNil(req.OptionalRules), EngineVersion: EngineVersion}
	if req.Seed != nil {
		g.Seed = *req.Seed
	} else {
		var b [4]byte
		rand.Read(b[:])
		g.Seed = int64(binary.BigEndian.Uint32(b[:]) >> 1)
	}
	if req.Hotseat {
		if len(req.Names) != 0 && len(req.Names) != req.Players {
			return badRequest("names lists %d players but the game has %d", len(req.Names), req.Players)
		}
		for i := 0; i < req.Players; i++ {
			name := seatName(r, i)
			if len(req.Names) > 0 {
				name = req.Names[i]
			}
			name, err := playerName(name)
			if err != nil {
				return err
			}
			if err := checkNameFree(g.Seats, name); err != nil {
				return err
			}
			g.Seats = append(g.Seats, store.Seat{Seat: i, PlayerID: strconv.Itoa(i + 1), Name: name, AccountID: c.acct.ID})
		}
		if _, err := t.New(configOf(g)); err != nil {
			return badRequest("cannot start this game: %v", err)
		}
	} else {
		if len(req.Names) != 0 {
			return badRequest("names are only for hotseat games; players join with their own accounts")
		}
		g.Seats = []store.Seat{{Seat: 0, PlayerID: "1", Name: c.acct.Name, AccountID: c.acct.ID}}
	}
	if err := s.bots.addBotSeats(r.Context(), g, req.Bots, seatLang(r)); err != nil {
		return err
	}
	if req.Seed != nil {
		if err := checkChosenSeed(t, g); err != nil {
			return err
		}
	}
	if err := req.TimeControl.Check(); err != nil {
		return badRequest("%v", err)
	}
	if req.TimeControl.Clocked() {
		b := botReq{Kind: req.TimeControl.BotKind, Strength: req.TimeControl.BotStrength}
		if err := b.check(); err != nil {
			return err
		}
	}
	if err := s.st.CreateGame(r.Context(), g, nil); err != nil {
		return err
	}
	if err := s.clocks.tableCreated(r.Context(), g, req.TimeControl, req.Rated); err != nil {
		return err
	}
	if req.Hotseat {
		var view gameView
		err := s.withGame(r.Context(), g.ID, false, func(lg *liveGame) error {
			var err error
			view, err = s.startLocked(r.Context(), lg)
			return err
		})
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusCreated, view)
		return nil
	}
	writeJSON(w, http.StatusCreated, viewOf(g))
	return nil
}

func checkRules(t engine.Title, rules []string) error {
	known := t.OptionalRules()
	for _, id := range rules {
		if !slices.ContainsFunc(known, func(o engine.OptionalRule) bool { return o.ID == id }) {
			return badRequest("%s has no optional rule %q", t.Name(), id)
		}
	}
	return nil
}

func (s *Server) listGames(w http.ResponseWriter, r *http.Request, c *caller) error {
	q := r.URL.Query()
	f := store.ListFilter{Status: q.Get("status")}
	switch f.Status {
	case "", store.StatusOpen, store.StatusActive, store.StatusFinished, store.StatusExpired:
	default:
		return badRequest("status must be open, active, finished or expired")
	}
	if q.Get("mine") == "1" || q.Get("mine") == "true" {
		if c.acct == nil {
			return errorf(http.StatusUnauthorized, "unauthorized", "mine=1 needs you signed in")
		}
		f.AccountID = c.acct.ID
	}
	var err error
	if v := q.Get("limit"); v != "" {
		if f.Limit, err = strconv.Atoi(v); err != nil || f.Limit < 1 || f.Limit > 500 {
			return badRequest("limit must be 1 to 500")
		}
	}
	if v := q.Get("offset"); v != "" {
		if f.Offset, err = strconv.Atoi(v); err != nil || f.Offset < 0 {
			return badRequest("offset must be a number from 0")
		}
	}
	games, err := s.st.ListGames(r.Context(), f)
	if err != nil {
		return err
	}
	out := []gameView{}
	for _, g := range games {
		out = append(out, viewOf(g))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) getGame(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		writeJSON(w, http.StatusOK, viewOf(lg.meta))
		return nil
	})
}

// seatChange loads an open game fresh from the store, lets change edit
// it and writes it back.
func (s *Server) seatChange(r *http.Request, change func(g *store.Game) error) (gameView, error) {
	id, err := pathID(r)
	if err != nil {
		return gameView{}, err
	}
	var view gameView
	err = s.withGame(r.Context(), id, false, func(lg *liveGame) error {
		if err := s.load(r.Context(), lg); err != nil {
			return err
		}
		g := *lg.meta
		g.Seats = slices.Clone(lg.meta.Seats)
		if g.Status != store.StatusOpen {
			return conflict("game %d has already started", g.ID)
		}
		if err := change(&g); err != nil {
			return err
		}
		if err := s.st.UpdateGame(r.Context(), &g); errors.Is(err, store.ErrConflict) {
			return conflict("the game changed meanwhile: try again")
		} else if err != nil {
			return err
		}
		lg.meta = &g
		s.live.announce(lg, "game", nil)
		view = viewOf(&g)
		return nil
	})
	return view, err
}

func (s *Server) join(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		Name string `json:"name"`
	}
	if r.ContentLength != 0 {
		if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
			return err
		}
	}
	if req.Name == "" {
		req.Name = c.acct.Name
	}
	name, err := playerName(req.Name)
	if err != nil {
		return err
	}
	req.Name = name
	view, err := s.seatChange(r, func(g *store.Game) error {
		if g.Hotseat {
			return conflict("a hotseat game has no seats to join")
		}
		for _, st := range g.Seats {
			if st.AccountID == c.acct.ID {
				return conflict("you already hold seat %d", st.Seat)
			}
		}
		if len(g.Seats) >= g.MaxPlayers {
			return conflict("game %d is full", g.ID)
		}
		if err := checkNameFree(g.Seats, req.Name); err != nil {
			return err
		}
		g.Seats = append(g.Seats, store.Seat{Seat: len(g.Seats), Name: req.Name, AccountID: c.acct.ID})
		renumber(g)
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

func (s *Server) leave(w http.ResponseWriter, r *http.Request, c *caller) error {
	view, err := s.seatChange(r, func(g *store.Game) error {
		if g.OwnerID == c.acct.ID {
			return conflict("the owner cannot leave their own game")
		}
		i := slices.IndexFunc(g.Seats, func(st store.Seat) bool { return st.AccountID == c.acct.ID })
		if i < 0 {
			return conflict("you hold no seat in game %d", g.ID)
		}
		g.Seats = slices.Delete(g.Seats, i, i+1)
		renumber(g)
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// renumber gives seats consecutive numbers and player ids "1", "2", ...
func renumber(g *store.Game) {
	for i := range g.Seats {
		g.Seats[i].Seat = i
		g.Seats[i].PlayerID = strconv.Itoa(i + 1)
	}
}

func (s *Server) start(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var view gameView
	err = s.withGame(r.Context(), id, false, func(lg *liveGame) error {
		if err := s.load(r.Context(), lg); err != nil {
			return err
		}
		if lg.meta.OwnerID != c.acct.ID {
			return forbidden("only the game's owner can start it")
		}
		if lg.meta.Status != store.StatusOpen {
			return conflict("game %d has already started", id)
		}
		t, err := s.cfg.Lookup(lg.meta.Title)
		if err != nil {
			return err
		}
		if lo, _ := t.Players(); len(lg.meta.Seats) < lo {
			return conflict("%s needs at least %d players; %d have joined", t.Name(), lo, len(lg.meta.Seats))
		}
		view, err = s.startLocked(r.Context(), lg)
		return err
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// startLocked turns the open game lg into an active one. lg.mu is held.
func (s *Server) startLocked(ctx context.Context, lg *liveGame) (gameView, error) {
	g := *lg.meta
	t, err := s.cfg.Lookup(g.Title)
	if err != nil {
		return gameView{}, err
	}
	sess, err := engine.NewSession(t, configOf(&g))
	if err != nil {
		return gameView{}, badRequest("cannot start this game: %v", err)
	}
	st := stateOf(sess.Game())
	g.Status, g.Acting, g.Result, g.MaxPlayers = st.Status, st.Acting, st.Result, len(g.Seats)
	if err := s.st.UpdateGame(ctx, &g); errors.Is(err, store.ErrConflict) {
		lg.meta = nil
		return gameView{}, conflict("the game changed meanwhile: try again")
	} else if err != nil {
		lg.meta = nil
		return gameView{}, err
	}
	lg.meta, lg.title, lg.sess = &g, t, sess
	lg.nextID = 1
	lg.version.Store(0)
	s.live.announce(lg, "game", nil)
	s.clocks.tableStarted(ctx, lg)
	s.hooks.notifyTurns(lg, nil, "")
	return viewOf(&g), nil
}
