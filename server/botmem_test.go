package server_test

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/server"
	"ferro/store/storetest"
)

// searchCount watches the trees of search bots: each bot's nodes (kept,
// or grown by its search under way), and the most all held at once.
type searchCount struct {
	mu      sync.Mutex
	bots    []*countedSearch
	running int
	met     int // searches that ran beside another
	peak    int // the most nodes all bots held at once
	most    int // the most nodes one search grew
}

// countedSearch is the server's search bot with a fixed number of
// simulations, far more than the test's bounds allow nodes.
type countedSearch struct {
	sc    *searchCount
	m     *bot.MCTS
	nodes int // guarded by sc.mu
}

func (b *countedSearch) Name() string { return "mcts" }

func (b *countedSearch) Act(ctx context.Context, pos bot.Position, _ bot.Budget) (engine.Action, error) {
	sc := b.sc
	if len(bot.Actions(pos.Game)) < 2 {
		return b.m.Act(ctx, pos, bot.Budget{Sims: 400}) // no search
	}
	sc.mu.Lock()
	sc.running++
	sc.mu.Unlock()
	// wait (a while) for another search, so that two run at once
	for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(2 * time.Millisecond) {
		sc.mu.Lock()
		two := sc.running > 1
		sc.mu.Unlock()
		if two {
			break
		}
	}
	a, err := b.m.Act(ctx, pos, bot.Budget{Sims: 400})
	sc.mu.Lock()
	b.nodes = b.m.TreeNodes()
	sc.most = max(sc.most, b.nodes)
	all := 0
	for _, o := range sc.bots {
		all += o.nodes
	}
	sc.peak = max(sc.peak, all)
	if sc.running > 1 {
		sc.met++
	}
	sc.mu.Unlock()
	// the other search ends with this one's trees still counted
	for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(2 * time.Millisecond) {
		sc.mu.Lock()
		alone := sc.running == 1
		both := true
		for _, o := range sc.bots {
			if o != b && o.nodes == 0 {
				both = false
			}
		}
		sc.mu.Unlock()
		if alone || both {
			break
		}
	}
	sc.mu.Lock()
	sc.running--
	sc.mu.Unlock()
	return a, err
}

func (b *countedSearch) TreeNodes() int { return b.m.TreeNodes() }
func (b *countedSearch) Forget() {
	b.m.Forget()
	b.sc.mu.Lock()
	b.nodes = 0
	b.sc.mu.Unlock()
}
func (b *countedSearch) SetMaxNodes(n int) { b.m.SetMaxNodes(n) }

// TestBotSearchMemoryBounded: searches under way count against the bots'
// memory bounds (--bot-mb): two accounts' games search at once, each
// search of 400 simulations (far more nodes than the bounds allow), and
// no search's trees pass the game's bound, nor all trees, kept and
// growing, the bound of all. Without the bound given to each search
// before it runs, a search grew 401 nodes and the bots held 802 at once.
func TestBotSearchMemoryBounded(t *testing.T) {
	const node = 8 << 10 // the server's estimate of a tree node
	const all, game = 100, 60
	sc := &searchCount{}
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.BotWorkers, c.BotMemory, c.BotGameMemory, c.CacheBytes = 2, all*node, game*node, 400*node
		server.WithBotMaker(c, func(kind string, seed uint64) bot.Bot {
			b := &countedSearch{sc: sc, m: bot.NewMCTS(seed)}
			sc.mu.Lock()
			sc.bots = append(sc.bots, b)
			sc.mu.Unlock()
			return b
		})
	})
	players := []*client{e.signup("ann"), e.signup("bob")}
	var games []int64
	for _, c := range players {
		var g gameView
		c.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "hotseat": true, "seed": 5,
			"bots": []map[string]string{{"kind": "mcts", "strength": "strong"}}}, http.StatusCreated, &g)
		games = append(games, g.ID)
	}
	mine := func(st stateView) bool { return len(st.Acting) == 1 && st.Acting[0] == "1" }
	for round := 0; round < 8; round++ {
		var versions []int
		for i, c := range players {
			st := waitForWithin(t, c, games[i], 20*time.Second, "a person's turn", mine)
			c.must("POST", fmt.Sprintf("/api/games/%d/actions", games[i]), submitBody(st.Version, st.Legal[0]), http.StatusOK, nil)
			versions = append(versions, st.Version)
		}
		for i, c := range players {
			waitForWithin(t, c, games[i], 20*time.Second, "the bot's answer", func(s stateView) bool { return mine(s) && s.Version > versions[i] })
		}
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.met == 0 {
		t.Fatal("no two searches ran at once: the test tests nothing")
	}
	if sc.most > game {
		t.Errorf("a search grew %d nodes, past the game's bound of %d", sc.most, game)
	}
	if sc.peak > all {
		t.Errorf("the bots held %d nodes at once, past the bound of all, %d", sc.peak, all)
	}
	if sc.most < all/4 {
		t.Errorf("the searches grew at most %d nodes: the test tests nothing", sc.most)
	}
	t.Logf("a search grew at most %d nodes (game bound %d), all bots held at most %d at once (bound %d, %d KB); %d searches ran beside another",
		sc.most, game, sc.peak, all, all*node>>10, sc.met)
}
