package server_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"ferro/server"
	"ferro/store/storetest"
)

// TestDrainStopsBotsWithoutAMove: Drain, called while a bot searches (a
// strong mcts move takes 3 s), returns once the search has stopped, and
// the move the cut search would have made is not stored: the game's
// version after Drain is the one before it.
func TestDrainStopsBotsWithoutAMove(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.BotWorkers = 1 })
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 3, "hotseat": true, "seed": 42,
		"bots": []map[string]string{{"kind": "mcts", "strength": "strong"}, {"kind": "mcts", "strength": "strong"}, {"kind": "mcts", "strength": "strong"}}},
		http.StatusCreated, &g)
	// Once the first move is stored, the worker is on the second search.
	waitFor(t, ann, g.ID, "the first bot move", func(s stateView) bool { return s.Version >= 1 })
	ctx := context.Background()
	before, err := e.st.GameVersion(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	e.srv.Drain()
	after, err := e.st.GameVersion(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if after != before {
		t.Errorf("a bot move was stored during the stop: version %d before Drain, %d after", before, after)
	}
	t.Logf("Drain returned in %v", time.Since(start).Round(time.Millisecond))
}
