package server_test

import (
	"testing"
	"time"

	"ferro/bot"
	"ferro/server"
	"ferro/store/storetest"
)

// TestStandInResumesAfterRestart: a player's time runs out and a stand-in
// takes the seat, but its server stops before the stand-in moves. A new
// server on the same store finds the stand-in's seat in its start-up scan
// and moves, with no clock tick and no request but state reads (without
// stand-in seats in store.BotTurns the game waits for its next kick).
func TestStandInResumesAfterRestart(t *testing.T) {
	fc := &fakeClock{t: time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)}
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.Now, c.ClockTick, c.BotWorkers = fc.Now, -1, 1
		server.WithBotMaker(c, func(string, uint64) bot.Bot { return stuckBot{} }) // the stand-in never moves here
	})
	ann, bob := e.signup("ann"), e.signup("bob")
	id, _ := clockedGame(t, e, map[string]any{"kind": "live", "bank_seconds": 60, "increment_seconds": 5, "on_timeout": "bot", "bot_kind": "random"}, ann, bob)
	anon := anonymous(e)
	away := anon.state(id).Acting[0]
	fc.Advance(61 * time.Second)
	e.srv.TickClocks()
	if v := anon.clock(id); v.Seats[v.seat(away)].StandIn != "random:normal" {
		t.Fatalf("out of time, no stand-in: %+v", v)
	}
	if st := anon.state(id); st.Version != 0 {
		t.Fatalf("the stuck stand-in moved: version %d", st.Version)
	}
	e.stop()
	e2 := startEnv(t, e.db, func(c *server.Config) {
		c.Now, c.ClockTick, c.BotWorkers = fc.Now, -1, 1
		server.WithBotMaker(c, func(_ string, seed uint64) bot.Bot { return realBots("random", seed) })
	})
	anon2 := anonymous(e2)
	waitForWithin(t, anon2, id, 5*time.Second, "the stand-in's move after the restart", func(s stateView) bool { return s.Version >= 1 })
}
