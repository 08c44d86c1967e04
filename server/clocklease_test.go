package server_test

import (
	"fmt"
	"net/http"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"ferro/bot"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestClockWorkOnOneServer: two servers share a PostgreSQL database and a
// fake clock. While one is in the middle of a game's clock work (it has
// read the clocks, or the open game's status, and not yet written them),
// the other's tick finds the game due as well but leaves it alone: a
// player out of time is timed out once, and an unstarted game expires
// once. Without the clock lease the second server acts too.
func TestClockWorkOnOneServer(t *testing.T) {
	db := storetest.Postgres(t)
	// a fixed day: the store stamps a game's creation by the server's
	// clock too (store.Store.SetClock), as expiry reckons by it
	fc := &fakeClock{t: time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)}
	var holding atomic.Bool
	held, release := make(chan int64), make(chan struct{})
	cfg := func(hold bool) func(*server.Config) {
		return func(c *server.Config) {
			c.Now, c.ClockTick, c.BotWorkers, c.OpenExpiry = fc.Now, -1, 1, 7*24*time.Hour
			server.WithBotMaker(c, func(string, uint64) bot.Bot { return stuckBot{} }) // stand-ins never move here
			if hold {
				server.WithClockHold(c, func(id int64) {
					if holding.CompareAndSwap(true, false) {
						held <- id
						<-release
					}
				})
			}
		}
	}
	a := startEnv(t, db, cfg(true))
	b := startEnv(t, db, cfg(false))
	ann, bob := a.signup("ann"), a.signup("bob")
	onB := anonymous(b)
	inTheMiddle := func(work func()) (resume func()) {
		holding.Store(true)
		done := make(chan struct{})
		go func() { work(); close(done) }()
		select {
		case <-held:
		case <-time.After(10 * time.Second):
			t.Fatal("server a did not reach the game's clock work")
		}
		return func() { release <- struct{}{}; <-done }
	}

	// A player runs out of time.
	id, _ := clockedGame(t, a, map[string]any{"kind": "live", "bank_seconds": 60, "increment_seconds": 5, "on_timeout": "bot", "bot_kind": "random"}, ann, bob)
	away := onB.state(id).Acting[0]
	fc.Advance(61 * time.Second)
	resume := inTheMiddle(a.srv.TickClocks)
	b.srv.TickClocks()
	if v := onB.clock(id); v.Seats[v.seat(away)].StandIn != "" || len(v.Events) != 0 {
		resume()
		t.Fatalf("server b timed the player out while server a was at it: %+v", v)
	}
	resume()
	b.srv.TickClocks()
	a.srv.TickClocks()
	// server b hears of the new stand-in by PostgreSQL's notification,
	// which a loaded machine may deliver a little after the clock's table
	// is written: b's view may lag, but must come to it
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		v := onB.clock(id)
		if v.Seats[v.seat(away)].StandIn == "random:normal" && slices.Equal(v.kinds(), []string{away + ":timeout", away + ":stand_in"}) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after both servers' ticks: %+v (events %v)", v, v.kinds())
		}
	}

	// A game that never starts expires.
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &g)
	fc.Advance(8 * 24 * time.Hour)
	resume = inTheMiddle(a.srv.ExpireOpenGames)
	b.srv.ExpireOpenGames()
	var got gameView
	onB.must("GET", fmt.Sprintf("/api/games/%d", g.ID), nil, http.StatusOK, &got)
	resume()
	if got.Status != "open" {
		t.Fatalf("server b expired game %d while server a was at it: %s", g.ID, got.Status)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) { // (b may hear of it late, as above)
		onB.must("GET", fmt.Sprintf("/api/games/%d", g.ID), nil, http.StatusOK, &got)
		if got.Status == "expired" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after server a's expiry: %s", got.Status)
		}
	}
}
