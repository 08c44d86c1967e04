package server_test

import (
	"encoding/json"
	"ferro/engine"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// fakeClock is the server's clock in these tests: it moves only when told.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (f *fakeClock) Now() time.Time { f.mu.Lock(); defer f.mu.Unlock(); return f.t }
func (f *fakeClock) Set(t time.Time) {
	f.mu.Lock()
	f.t = t
	f.mu.Unlock()
}
func (f *fakeClock) Advance(d time.Duration) { f.Set(f.Now().Add(d)) }

func clockEnv(t *testing.T, start time.Time) (*env, *fakeClock) {
	fc := &fakeClock{t: start}
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.Now, c.ClockTick, c.BotWorkers = fc.Now, -1, 1
	})
	return e, fc
}

type clockView struct {
	Control struct {
		Kind string `json:"kind"`
	} `json:"control"`
	Paused bool `json:"paused"`
	Seats  []struct {
		Player   string    `json:"player"`
		LeftMs   int64     `json:"left_ms"`
		Running  bool      `json:"running"`
		Due      time.Time `json:"due"`
		StandIn  string    `json:"stand_in"`
		Expelled bool      `json:"expelled"`
	} `json:"seats"`
	Vote *struct {
		Player string `json:"player"`
	} `json:"vote"`
	StandInMoves []int `json:"stand_in_moves"`
	Events       []struct {
		Player string `json:"player"`
		Kind   string `json:"kind"`
	} `json:"events"`
}

func (c *client) clock(id int64) clockView {
	c.t.Helper()
	var v clockView
	c.must("GET", fmt.Sprintf("/api/games/%d/clock", id), nil, http.StatusOK, &v)
	return v
}

func (v clockView) seat(p string) int {
	return slices.IndexFunc(v.Seats, func(s struct {
		Player   string    `json:"player"`
		LeftMs   int64     `json:"left_ms"`
		Running  bool      `json:"running"`
		Due      time.Time `json:"due"`
		StandIn  string    `json:"stand_in"`
		Expelled bool      `json:"expelled"`
	}) bool {
		return s.Player == p
	})
}

func (v clockView) kinds() []string {
	var out []string
	for _, e := range v.Events {
		out = append(out, e.Player+":"+e.Kind)
	}
	return out
}

// clockedGame has ann create a test-count game of players with the given
// time control, the others join, ann starts it; it answers the game id and
// the client of each player id.
func clockedGame(t *testing.T, e *env, tc map[string]any, players ...*client) (int64, map[string]*client) {
	t.Helper()
	var g gameView
	players[0].must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": len(players), "seed": 1, "time_control": tc},
		http.StatusCreated, &g)
	for _, p := range players[1:] {
		p.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
	}
	players[0].must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, &g)
	by := map[string]*client{}
	for _, s := range g.Seats {
		for _, p := range players {
			if p.id == s.AccountID {
				by[s.PlayerID] = p
			}
		}
	}
	return g.ID, by
}

func anonymous(e *env) *client { return &client{t: e.t, base: e.url, hc: http.DefaultClient} }

// A live clock runs out: the table's stand-in bot takes the seat and
// moves, the clock's log names its moves, the actions are stored under the
// bot's account, and the player takes the seat back at their next visit.
func TestLiveClockRunsOutBotStandsIn(t *testing.T) {
	e, fc := clockEnv(t, time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC))
	ann, bob := e.signup("ann"), e.signup("bob")
	id, by := clockedGame(t, e, map[string]any{"kind": "live", "bank_seconds": 60, "increment_seconds": 5, "on_timeout": "bot", "bot_kind": "random"}, ann, bob)
	anon := anonymous(e)
	st := anon.state(id)
	away := st.Acting[0] // the player to act lets their time run out
	other := "1"
	if away == "1" {
		other = "2"
	}
	v := anon.clock(id)
	if v.Control.Kind != "live" || !v.Seats[v.seat(away)].Running || v.Seats[v.seat(away)].LeftMs != 60000 {
		t.Fatalf("clock at the start: %+v", v)
	}
	fc.Advance(59 * time.Second)
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(away)].StandIn != "" || v.Seats[v.seat(away)].LeftMs != 1000 {
		t.Fatalf("59 s in: %+v", v)
	}
	fc.Advance(2 * time.Second)
	e.srv.TickClocks()
	v = anon.clock(id)
	if v.Seats[v.seat(away)].StandIn != "random:normal" || !slices.Contains(v.kinds(), away+":stand_in") {
		t.Fatalf("out of time: %+v", v)
	}
	// The bot moves for the absent player; then the other player moves
	// and the bot answers again.
	st = waitFor(t, anon, id, "the stand-in's move", func(s stateView) bool { return s.Version >= 1 })
	by[other].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, add(other, 1)), http.StatusOK, nil)
	st = waitFor(t, anon, id, "the stand-in's second move", func(s stateView) bool { return s.Version >= 3 })
	v = anon.clock(id)
	if !slices.Equal(v.StandInMoves, []int{1, 3}) {
		t.Fatalf("stand-in moves %v, want [1 3]", v.StandInMoves)
	}
	log := anon.actions(id)
	if u := log[0].Extras().User; u == int(by[away].id) || u == 0 {
		t.Fatalf("the stand-in's move is stored under user %d (the player is %d)", u, by[away].id)
	}
	// The other player moves, and the absent one comes back: their visit
	// takes the seat back, with a grace period on the clock, and their move is theirs.
	by[other].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(3, add(other, 1)), http.StatusOK, nil)
	// A page left open (reading state and clock) is no visit.
	by[away].state(id)
	by[away].clock(id)
	if v := anon.clock(id); v.Seats[v.seat(away)].StandIn == "" {
		t.Fatal("reading the game took the seat back")
	}
	by[away].must("POST", fmt.Sprintf("/api/games/%d/back", id), nil, http.StatusOK, nil)
	back := anon.state(id)
	v = anon.clock(id)
	if v.Seats[v.seat(away)].StandIn != "" || !slices.Contains(v.kinds(), away+":back") || v.Seats[v.seat(away)].LeftMs < 15000 {
		t.Fatalf("after the visit: %+v", v)
	}
	if back.Version == 4 {
		by[away].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(4, add(away, 2)), http.StatusOK, nil)
		if u := anon.actions(id)[4].Extras().User; u != int(by[away].id) {
			t.Fatalf("the player's own move is stored under user %d", u)
		}
	}
	// The record is the game's as ever: it replays.
	cfg := engine.Config{Title: testgame.Name, Seed: 1, Players: []engine.Player{{ID: "1"}, {ID: "2"}}}
	if _, err := engine.Replay(testgame.Title(), cfg, anon.actions(id)); err != nil {
		t.Fatalf("the log does not replay: %v", err)
	}
}

// An undo request that waits for an answer stops the clocks.
func TestUndoRequestPausesTheClock(t *testing.T) {
	e, fc := clockEnv(t, time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC))
	ann, bob := e.signup("ann"), e.signup("bob")
	id, by := clockedGame(t, e, map[string]any{"kind": "live", "bank_seconds": 60}, ann, bob)
	anon := anonymous(e)
	first := anon.state(id).Acting[0]
	second := "1"
	if first == "1" {
		second = "2"
	}
	by[first].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(0, add(first, 1)), http.StatusOK, nil)
	fc.Advance(10 * time.Second)
	by[second].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(1, add(second, 1)), http.StatusOK, nil)
	// first asks to take back second's move too: second must agree.
	by[first].must("POST", fmt.Sprintf("/api/games/%d/undo", id), map[string]any{"version": 2, "action_id": 0}, http.StatusAccepted, nil)
	fc.Advance(10 * time.Minute)
	e.srv.TickClocks()
	v := anon.clock(id)
	if !v.Paused || v.Seats[v.seat(first)].LeftMs != 60000 || v.Seats[v.seat(first)].StandIn != "" {
		t.Fatalf("paused clock: %+v", v)
	}
	by[second].must("POST", fmt.Sprintf("/api/games/%d/undo-request/decline", id), nil, http.StatusNoContent, nil)
	fc.Advance(20 * time.Second)
	if v := anon.clock(id); v.Paused || v.Seats[v.seat(first)].LeftMs != 40000 {
		t.Fatalf("resumed clock: %+v", v)
	}
}

// A deadline of 24 hours skipping weekends in the player's time zone:
// given on Friday at 18:00 in Prague, it runs out on Monday at 18:00 (not
// on Saturday), after a reminder by webhook six hours before.
func TestTurnDeadlineSkipsTheWeekend(t *testing.T) {
	prague, err := time.LoadLocation("Europe/Prague")
	if err != nil {
		t.Fatal(err)
	}
	friday := time.Date(2026, 12, 4, 18, 0, 0, 0, prague)
	e, fc := clockEnv(t, friday)
	ann, bob := e.signup("ann"), e.signup("bob")
	hooks := make(chan map[string]any, 8)
	hook := newHookServer(t, func(w http.ResponseWriter, r *http.Request) {
		var m map[string]any
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &m)
		hooks <- m
	})
	for _, c := range []*client{ann, bob} {
		c.must("PUT", "/api/me/time", map[string]string{"time_zone": "Europe/Prague"}, http.StatusOK, nil)
		c.must("PUT", "/api/me/webhook", map[string]string{"url": hook, "kind": "json"}, http.StatusOK, nil)
	}
	id, _ := clockedGame(t, e, map[string]any{"kind": "turns", "turn_hours": 24, "skip_weekends": true, "on_timeout": "bot", "bot_kind": "random"}, ann, bob)
	for func() bool { // drain the notices at the start (the turn notice), until none comes for 2 s
		select {
		case <-hooks:
			return true
		case <-time.After(2 * time.Second):
			return false
		}
	}() {
	}
	anon := anonymous(e)
	p := anon.state(id).Acting[0]
	v := anon.clock(id)
	if want := time.Date(2026, 12, 7, 18, 0, 0, 0, prague); !v.Seats[v.seat(p)].Due.Equal(want) {
		t.Fatalf("due %v, want %v", v.Seats[v.seat(p)].Due, want)
	}
	fc.Set(time.Date(2026, 12, 6, 23, 0, 0, 0, prague)) // Sunday night: nothing counted since Friday midnight
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(p)].StandIn != "" || v.Seats[v.seat(p)].LeftMs != 18*3600*1000 {
		t.Fatalf("Sunday: %+v", v.Seats[v.seat(p)])
	}
	fc.Set(time.Date(2026, 12, 7, 12, 0, 0, 0, prague))
	e.srv.TickClocks()
	select {
	case m := <-hooks:
		if m["event"] != "reminder" || m["left_seconds"] != float64(6*3600) {
			t.Fatalf("reminder %v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no reminder by webhook")
	}
	fc.Set(time.Date(2026, 12, 7, 17, 59, 0, 0, prague))
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(p)].StandIn != "" {
		t.Fatalf("a minute before the deadline: %+v", v.Seats[v.seat(p)])
	}
	fc.Set(time.Date(2026, 12, 7, 18, 0, 0, 0, prague))
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(p)].StandIn == "" {
		t.Fatalf("at the deadline: %+v", v.Seats[v.seat(p)])
	}
}

// A holiday stops a player's clocks; holidays are bounded a year.
func TestHolidayStopsTheClock(t *testing.T) {
	start := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	e, fc := clockEnv(t, start)
	ann, bob := e.signup("ann"), e.signup("bob")
	id, by := clockedGame(t, e, map[string]any{"kind": "turns", "turn_hours": 24, "bot_kind": "random"}, ann, bob)
	anon := anonymous(e)
	p := anon.state(id).Acting[0]
	var tm struct {
		DaysLeft int `json:"days_left"`
	}
	by[p].must("POST", "/api/me/holidays", map[string]any{"days": 22}, http.StatusBadRequest, nil)
	by[p].must("POST", "/api/me/holidays", map[string]any{"days": 2}, http.StatusOK, &tm)
	if tm.DaysLeft != 19 {
		t.Fatalf("days left %d, want 19", tm.DaysLeft)
	}
	fc.Set(start.Add(71 * time.Hour)) // 2 days off + 23 hours
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(p)].StandIn != "" || v.Seats[v.seat(p)].LeftMs != 3600*1000 {
		t.Fatalf("during and after the holiday: %+v", v.Seats[v.seat(p)])
	}
	fc.Set(start.Add(72 * time.Hour))
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(p)].StandIn == "" {
		t.Fatalf("after 24 counted hours: %+v", v.Seats[v.seat(p)])
	}
}

// A game that never starts expires after the set time, and its owner is
// told by webhook; a younger one stays open.
func TestUnstartedGameExpires(t *testing.T) {
	fc := &fakeClock{t: time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)} // the store stamps by it too
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.Now, c.ClockTick, c.OpenExpiry = fc.Now, -1, 7*24*time.Hour })
	ann := e.signup("ann")
	hooks := make(chan map[string]any, 4)
	hook := newHookServer(t, func(w http.ResponseWriter, r *http.Request) {
		var m map[string]any
		json.NewDecoder(r.Body).Decode(&m)
		hooks <- m
	})
	ann.must("PUT", "/api/me/webhook", map[string]string{"url": hook, "kind": "json"}, http.StatusOK, nil)
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &g)
	fc.Advance(6 * 24 * time.Hour)
	e.srv.ExpireOpenGames()
	var got gameView
	ann.must("GET", fmt.Sprintf("/api/games/%d", g.ID), nil, http.StatusOK, &got)
	if got.Status != "open" {
		t.Fatalf("after 6 days: %s", got.Status)
	}
	fc.Advance(25 * time.Hour)
	e.srv.ExpireOpenGames()
	ann.must("GET", fmt.Sprintf("/api/games/%d", g.ID), nil, http.StatusOK, &got)
	if got.Status != "expired" {
		t.Fatalf("after 7 days: %s", got.Status)
	}
	select {
	case m := <-hooks:
		if m["event"] != "expired" || m["game"] != float64(g.ID) {
			t.Fatalf("notice %v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the owner was not told")
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusConflict, nil)
	for _, path := range []string{"state", "view", "board.svg", "history", "clock", "actions", "undo-request"} {
		if code, body := ann.do("GET", fmt.Sprintf("/api/games/%d/%s", g.ID, path), nil); code >= 500 {
			t.Errorf("GET %s of an expired game: %d %s", path, code, body)
		}
	}
	var list []gameView
	ann.must("GET", "/api/games?status=expired", nil, http.StatusOK, &list)
	if len(list) != 1 {
		t.Fatalf("expired games: %+v", list)
	}
}

// A table that chose a vote: the player out of time is put to the others'
// vote; one yes of two is not enough, two are; the bot then plays the
// seat, and the player's visit does not take it back.
func TestVoteExpelsAPlayer(t *testing.T) {
	e, fc := clockEnv(t, time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC))
	ann, bob, cy := e.signup("ann"), e.signup("bob"), e.signup("cyd")
	id, by := clockedGame(t, e, map[string]any{"kind": "live", "bank_seconds": 30, "on_timeout": "vote", "bot_kind": "random"}, ann, bob, cy)
	anon := anonymous(e)
	p := anon.state(id).Acting[0]
	var voters []*client
	for q, c := range by {
		if q != p {
			voters = append(voters, c)
		}
	}
	path := fmt.Sprintf("/api/games/%d/vote", id)
	voters[0].must("POST", path, map[string]bool{"expel": true}, http.StatusConflict, nil) // no vote yet
	fc.Advance(31 * time.Second)
	e.srv.TickClocks()
	v := anon.clock(id)
	if v.Vote == nil || v.Vote.Player != p || v.Seats[v.seat(p)].StandIn != "" {
		t.Fatalf("vote: %+v", v)
	}
	by[p].must("POST", path, map[string]bool{"expel": false}, http.StatusForbidden, nil)
	voters[0].must("POST", path, map[string]bool{"expel": true}, http.StatusOK, nil)
	if v := anon.clock(id); v.Vote == nil || v.Seats[v.seat(p)].StandIn != "" {
		t.Fatalf("one yes of two expelled: %+v", v)
	}
	voters[1].must("POST", path, map[string]bool{"expel": true}, http.StatusOK, nil)
	v = anon.clock(id)
	if v.Vote != nil || !v.Seats[v.seat(p)].Expelled || v.Seats[v.seat(p)].StandIn != "random:normal" || !slices.Contains(v.kinds(), p+":expelled") {
		t.Fatalf("after two yes: %+v", v)
	}
	waitFor(t, anon, id, "the bot's move", func(s stateView) bool { return s.Version >= 1 })
	by[p].must("POST", fmt.Sprintf("/api/games/%d/back", id), nil, http.StatusOK, nil)
	if v := anon.clock(id); v.Seats[v.seat(p)].StandIn == "" {
		t.Fatal("an expelled player took the seat back")
	}
	var e403 apiErr
	by[p].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(anon.state(id).Version, add(p, 1)), http.StatusForbidden, &e403)
	if !strings.Contains(e403.Error, "voted you out") {
		t.Fatalf("an expelled player's move: %+v", e403)
	}
}
