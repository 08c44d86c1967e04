package bot_test

import (
	"context"
	"testing"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

// TestMCTSPlaysLegalGames: mcts with a small budget, two workers, plays
// whole games of both titles against the heuristic; its trees carry
// simulations over from one decision to the next.
func TestMCTSPlaysLegalGames(t *testing.T) {
	for _, title := range []string{"18ZOO - Map B", "1713 Menorca"} {
		m := bot.NewMCTS(3)
		m.Workers = 2
		reused := 0
		bots := []bot.Bot{reuseCounter{m, &reused}, bot.NewHeuristic(1)}
		p := play(t, title, bots, 11, bot.Budget{Sims: 10})
		if reused == 0 {
			t.Errorf("%s: no decision reused a simulation of the one before", title)
		}
		t.Logf("%s: %d actions, scores %v, %d simulations reused", title, len(p.Log), bot.Scores(p.Game), reused)
	}
}

type reuseCounter struct {
	*bot.MCTS
	n *int
}

func (r reuseCounter) Act(ctx context.Context, pos bot.Position, b bot.Budget) (a engine.Action, err error) {
	a, err = r.MCTS.Act(ctx, pos, b)
	*r.n += r.LastStats().Reused
	return a, err
}

// TestMCTSStopsOnContext: a search without a simulation budget ends when
// its context does, with an action.
func TestMCTSStopsOnContext(t *testing.T) {
	tt, _ := registry.Lookup("18ZOO - Map A")
	g, _ := tt.New(config("18ZOO - Map A", 4, 5))
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	a, err := bot.NewMCTS(1).Act(ctx, bot.Position{Game: g, Seat: bot.Mover(g)}, bot.Budget{Time: time.Hour})
	if err != nil || a.Type == "" {
		t.Fatalf("no action: %v", err)
	}
	if el := time.Since(start); el > time.Second {
		t.Fatalf("took %v after a 50 ms context", el)
	}
	if err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
}
