package server_test

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
	"ferro/store/storetest"
)

// gateBot is a search that goes on until its gate opens (the longest
// search there is), then plays the first legal action.
type gateBot struct{ gate chan struct{} }

func (gateBot) Name() string { return "gate" }
func (b gateBot) Act(ctx context.Context, pos bot.Position, _ bot.Budget) (engine.Action, error) {
	select {
	case <-b.gate:
	case <-ctx.Done():
	}
	return bot.Actions(pos.Game)[0], nil
}

// realBots makes the server's own bots.
func realBots(kind string, seed uint64) bot.Bot {
	sp, _ := bot.ParseSpec(kind)
	return sp.New(seed, 1)
}

func botGame(t *testing.T, c *client, bots []string, rules ...string) int64 {
	t.Helper()
	var req []map[string]string
	for _, k := range bots {
		b := map[string]string{"kind": k}
		if k == "mcts" {
			b["strength"] = "strong"
		}
		req = append(req, b)
	}
	players := max(2, len(bots))
	var g gameView
	c.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": players, "hotseat": true, "seed": 1,
		"optional_rules": rules, "bots": req}, http.StatusCreated, &g)
	return g.ID
}

// TestBotFairness: while one account's ten games each wait on a search
// that does not end, another account's cheap bot answers its person at
// once, and a third account's search starts at once: cheap moves never
// wait behind searches, and no account holds every search worker.
func TestBotFairness(t *testing.T) {
	gate := make(chan struct{})
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.BotWorkers, c.BotMoveCap = 2, time.Minute
		server.WithBotMaker(c, func(kind string, seed uint64) bot.Bot {
			if kind == "mcts" {
				return gateBot{gate}
			}
			return realBots(kind, seed)
		})
	})
	var once sync.Once
	open := func() { once.Do(func() { close(gate) }) }
	t.Cleanup(open) // before the server stops
	ann, bob, cat := e.signup("ann"), e.signup("bob"), e.signup("cat")
	for i := 0; i < 10; i++ {
		botGame(t, ann, []string{"mcts", "mcts"}, "long")
	}
	deadline := time.Now().Add(10 * time.Second)
	for e.srv.BotSearches()[ann.id] == 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	// bob plays against a random bot
	id := botGame(t, bob, []string{"random"}, "long")
	bobTurn := func(st stateView) bool { return len(st.Acting) == 1 && st.Acting[0] == "1" }
	var worst time.Duration
	for i := 0; i < 5; i++ {
		st := waitForWithin(t, bob, id, 5*time.Second, "bob's turn", bobTurn)
		start := time.Now()
		bob.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, st.Legal[0]), http.StatusOK, nil)
		waitForWithin(t, bob, id, 5*time.Second, "the random bot's answer", func(s stateView) bool { return s.Version >= st.Version+2 || bobTurn(s) && s.Version > st.Version })
		worst = max(worst, time.Since(start))
	}
	// cat's search starts beside ann's
	botGame(t, cat, []string{"mcts", "mcts"}, "long")
	deadline = time.Now().Add(5 * time.Second)
	for e.srv.BotSearches()[cat.id] == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("cat's search did not start: searches by account %v (ann %d, cat %d)", e.srv.BotSearches(), ann.id, cat.id)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if n := e.srv.BotSearches()[ann.id]; n != 1 {
		t.Fatalf("ann runs %d searches on 2 workers", n)
	}
	t.Logf("random bot's answers while ten searches wait: at most %v after the person's move", worst)
	open()
}

func waitForWithin(t *testing.T, c *client, id int64, d time.Duration, what string, ok func(stateView) bool) stateView {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		st := c.state(id)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("game %d: no %s after %v (version %d, acting %v)", id, what, d, st.Version, st.Acting)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// storeBotGames stores n active games, each with two seats of one random
// bot account, as a server stopped while they waited would leave them.
func storeBotGames(t *testing.T, db string, n int) []int64 {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	owner, err := st.CreateAccount(ctx, "ann", "!")
	if err != nil {
		t.Fatal(err)
	}
	b, err := st.CreateAccount(ctx, "~bot:random:normal", "!")
	if err != nil {
		t.Fatal(err)
	}
	title := testgame.Title()
	var ids []int64
	for i := 0; i < n; i++ {
		cfg := engine.Config{Title: testgame.Name, Seed: int64(i), OptionalRules: []string{"long"},
			Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}}}
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		sg := &store.Game{Title: testgame.Name, OwnerID: owner.ID, Status: store.StatusActive, Hotseat: true, MaxPlayers: 2,
			Seed: cfg.Seed, OptionalRules: cfg.OptionalRules, EngineVersion: server.EngineVersion, Acting: g.Acting(),
			Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "a", AccountID: b.ID}, {Seat: 1, PlayerID: "2", Name: "b", AccountID: b.ID}}}
		if err := st.CreateGame(ctx, sg, nil); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, sg.ID)
	}
	return ids
}

// TestEveryBotGameResumes: a server starting on 110 games that wait for
// a bot (more than one list of games holds) moves in every one of them,
// with nobody touching them.
func TestEveryBotGameResumes(t *testing.T) {
	db := storetest.Backends()[0].DB(t)
	ids := storeBotGames(t, db, 110)
	e := startEnv(t, db, func(c *server.Config) { c.BotWorkers = 1 })
	deadline := time.Now().Add(30 * time.Second)
	for _, id := range ids {
		for {
			v, err := e.st.GameVersion(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			if v > 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("game %d (of %d) never moved", id, len(ids))
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// treeBot keeps nodes more tree nodes after each move (as a search does)
// until it forgets them.
type treeBot struct {
	nodes int
	kept  atomic.Int64
}

func (*treeBot) Name() string { return "tree" }
func (b *treeBot) Act(ctx context.Context, pos bot.Position, _ bot.Budget) (engine.Action, error) {
	b.kept.Add(int64(b.nodes))
	return bot.Actions(pos.Game)[0], nil
}
func (b *treeBot) TreeNodes() int { return int(b.kept.Load()) }
func (b *treeBot) Forget()        { b.kept.Store(0) }

// TestBotMemoryBounded: the search trees the bots keep stay within a
// game's bound and the bound of all, count against the game cache's
// budget, and go when their game is idle (a fake clock) or over.
func TestBotMemoryBounded(t *testing.T) {
	const node = 8 << 10 // the server's estimate of a tree node
	now := time.Unix(1e9, 0)
	var clock sync.Mutex
	var bots []*treeBot
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.BotWorkers, c.BotMemory, c.BotGameMemory, c.CacheBytes = 1, 300*node, 120*node, 400*node
		server.WithBotClock(c, func() time.Time { clock.Lock(); defer clock.Unlock(); return now })
		server.WithBotMaker(c, func(kind string, seed uint64) bot.Bot {
			b := &treeBot{nodes: 50}
			clock.Lock()
			bots = append(bots, b)
			clock.Unlock()
			return b
		})
	})
	ann := e.signup("ann")
	var games []int64
	for i := 0; i < 8; i++ {
		games = append(games, botGame(t, ann, []string{"mcts"}, "long"))
	}
	annTurn := func(st stateView) bool { return len(st.Acting) == 1 && st.Acting[0] == "1" }
	most := int64(0)
	for round := 0; round < 4; round++ {
		for _, id := range games {
			st := waitForWithin(t, ann, id, 10*time.Second, "ann's turn", annTurn)
			ann.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, st.Legal[0]), http.StatusOK, nil)
			waitForWithin(t, ann, id, 10*time.Second, "the bot's answer", func(s stateView) bool { return annTurn(s) && s.Version > st.Version })
			bytes, _ := e.srv.BotMemory()
			most = max(most, bytes)
			if bytes > 300*node {
				t.Fatalf("bots keep %d KB of trees, past the bound of %d KB", bytes>>10, 300*node>>10)
			}
			if _, cached := e.srv.CacheStats(); cached+bytes > 400*node+24<<10 {
				t.Fatalf("cache %d KB and trees %d KB pass the cache budget %d KB", cached>>10, bytes>>10, 400*node>>10)
			}
		}
	}
	clock.Lock()
	for _, b := range bots {
		if n := b.TreeNodes(); n > 120 {
			t.Errorf("a game's bot keeps %d nodes, past the game's bound of 120", n)
		}
	}
	clock.Unlock()
	if most < 200*node {
		t.Fatalf("the trees never grew (at most %d KB): the test tests nothing", most>>10)
	}
	// idle games release theirs
	clock.Lock()
	now = now.Add(11 * time.Minute)
	clock.Unlock()
	e.srv.SweepBots()
	if bytes, kept := e.srv.BotMemory(); bytes != 0 || kept != 0 {
		t.Fatalf("after the games went idle, %d bots keep %d KB", kept, bytes>>10)
	}
	t.Logf("trees kept at most %d KB of the %d KB bound", most>>10, 300*node>>10)
}

// stuckBot is a search that ends only with its server (and then makes
// no move): a server killed in the middle of its searches.
type stuckBot struct{}

func (stuckBot) Name() string { return "stuck" }
func (stuckBot) Act(ctx context.Context, pos bot.Position, _ bot.Budget) (engine.Action, error) {
	<-ctx.Done()
	return engine.Action{}, ctx.Err()
}

// TestBotTakeOver: two servers share a PostgreSQL database; the one
// searching for two bot games dies in the middle of their searches, and
// the other moves on in every one of them within 10 s; no action is
// stored twice, and every log replays.
func TestBotTakeOver(t *testing.T) {
	db := storetest.Postgres(t)
	a := startEnv(t, db, func(c *server.Config) {
		c.BotWorkers = 2
		server.WithBotMaker(c, func(kind string, seed uint64) bot.Bot { return stuckBot{} })
	})
	// two accounts' games, so that a runs both searches on its two workers
	ann, bob := a.signup("ann"), a.signup("bob")
	ids := []int64{botGame(t, ann, []string{"mcts", "mcts"}, "long"), botGame(t, bob, []string{"mcts", "mcts"}, "long")}
	deadline := time.Now().Add(5 * time.Second)
	for len(a.srv.BotSearches()) < len(ids) {
		if time.Now().After(deadline) {
			t.Fatalf("a runs searches %v", a.srv.BotSearches())
		}
		time.Sleep(5 * time.Millisecond)
	}
	// b plays every kind as a random bot, at once
	b := startEnv(t, db, func(c *server.Config) {
		c.BotWorkers = 1
		server.WithBotMaker(c, func(_ string, seed uint64) bot.Bot { return realBots("random", seed) })
	})
	annB := &client{t: t, base: b.url, hc: ann.hc, csrf: ann.csrf, id: ann.id, name: ann.name}
	time.Sleep(1500 * time.Millisecond) // b's scans find the games a holds
	for _, id := range ids {
		if v := annB.state(id).Version; v != 0 {
			t.Fatalf("game %d moved to version %d while a held it", id, v)
		}
	}
	a.stop() // its leases stay, and lapse
	killed := time.Now()
	for _, id := range ids {
		waitForWithin(t, annB, id, 10*time.Second-time.Since(killed), "a move on the other server", func(s stateView) bool { return s.Version >= 1 })
	}
	took := time.Since(killed)
	// and no action twice: every log replays
	title := testgame.Title()
	for _, id := range ids {
		waitForWithin(t, annB, id, 10*time.Second, "more moves", func(s stateView) bool { return s.Version >= 20 })
		log := annB.actions(id)
		cfg := engine.Config{Title: testgame.Name, Seed: 1, OptionalRules: []string{"long"},
			Players: []engine.Player{{ID: "1"}, {ID: "2"}}}
		if _, err := engine.Replay(title, cfg, log); err != nil {
			t.Fatalf("game %d's log does not replay: %v", id, err)
		}
	}
	t.Logf("the other server moved in the %d games the first held %v after it died", len(ids), took.Round(time.Millisecond))
}

// panicBot fails as a broken bot would.
type panicBot struct{}

func (panicBot) Name() string { return "panic" }
func (panicBot) Act(context.Context, bot.Position, bot.Budget) (engine.Action, error) {
	panic("index out of range")
}

// TestBotPanicKeepsServer: a bot that panics fails its own game's move,
// not the server (without the guard the panic ends the test binary), and
// another game's bot still moves.
func TestBotPanicKeepsServer(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		server.WithBotMaker(c, func(kind string, seed uint64) bot.Bot {
			if kind == "mcts" {
				return panicBot{}
			}
			return realBots(kind, seed)
		})
	})
	ann := e.signup("ann")
	broken := botGame(t, ann, []string{"mcts"}, "long")
	id := botGame(t, ann, []string{"random"}, "long")
	annTurn := func(st stateView) bool { return len(st.Acting) == 1 && st.Acting[0] == "1" }
	// ann's move hands the broken game to its bot
	st := waitForWithin(t, ann, broken, 5*time.Second, "ann's turn", annTurn)
	ann.must("POST", fmt.Sprintf("/api/games/%d/actions", broken), submitBody(st.Version, st.Legal[0]), http.StatusOK, nil)
	for i := 0; i < 3; i++ {
		st := waitForWithin(t, ann, id, 5*time.Second, "ann's turn", annTurn)
		ann.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, st.Legal[0]), http.StatusOK, nil)
	}
	waitForWithin(t, ann, id, 5*time.Second, "the random bot's answer", annTurn)
	ann.must("GET", fmt.Sprintf("/api/games/%d/state", broken), nil, http.StatusOK, nil)
}
