package server

import (
	"testing"
	"time"

	"ferro/bot"
)

// TestBotBudgets: a bot seat searches for the time its strength promises
// the table (the lobby says "up to 0.5 s a move" for normal); before the
// kinds were one table the server searched 1 s and 3 s for normal and
// strong while the page promised 0.5 s and 1.5 s.
func TestBotBudgets(t *testing.T) {
	for _, c := range []struct {
		b    botReq
		want time.Duration
	}{
		{botReq{Kind: "mcts", Strength: "fast"}, 100 * time.Millisecond},
		{botReq{Kind: "mcts", Strength: "normal"}, 500 * time.Millisecond},
		{botReq{Kind: "mcts", Strength: "strong"}, 1500 * time.Millisecond},
		{botReq{Kind: "heuristic", Strength: "normal"}, 0},
	} {
		if got := c.b.budget().Time; got != c.want {
			t.Errorf("%s:%s searches %v, want %v", c.b.Kind, c.b.Strength, got, c.want)
		}
	}
}

// TestBotLanes: a kind's lane follows from the registry (a kind with time
// budgets searches), not from its name, so a new searching kind waits in
// the search lane without a change here.
func TestBotLanes(t *testing.T) {
	bot.RegisterKind(bot.Kind{Name: "test-searcher", Strengths: []bot.Strength{{Name: "normal", Budget: time.Second}}},
		func(seed uint64, _ int, _ bot.Tuning) bot.Bot { return bot.NewRandom(seed) })
	for kind, want := range map[string]int{"mcts": laneSearch, "test-searcher": laneSearch, "heuristic": laneCheap, "random": laneCheap} {
		if got := laneOf(botReq{Kind: kind, Strength: "normal"}); got != want {
			t.Errorf("%s: lane %d, want %d", kind, got, want)
		}
	}
}
