package server

import (
	"testing"
	"time"
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
