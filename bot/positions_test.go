package bot_test

import (
	"context"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

// A test position: a game, the seat to move, and the test of a strong move.
type testPosition struct {
	kind   string
	game   engine.Game
	seat   int
	strong func(g engine.Game, a engine.Action) bool
}

// The position kinds, each with the move a strong player makes and why:
//   - "pay out in the last round": in a title's last operating round a
//     company's withheld money is worth nothing to anyone, while a payout is
//     cash in the shareholders' hands (and, in 18ZOO, moves the price up):
//     the president pays out.
//   - "lay the track that pays": among a company's tile lays, one that
//     raises its best run the most (1713 Menorca, valued by the game's own
//     optimizer through engine.RunEstimator); building elsewhere helps no
//     run this round.
func minePositions(t *testing.T, title string, players, games, want int) []testPosition {
	tt, _ := registry.Lookup(title)
	var out []testPosition
	perKind := map[string]int{}
	for seed := int64(1); seed <= int64(games); seed++ {
		g, _ := tt.New(config(title, players, 100+seed))
		bots := []bot.Bot{bot.NewHeuristic(uint64(seed)), bot.NewRandomByType(uint64(seed)), bot.NewHeuristic(uint64(seed + 7)), bot.NewRandomByType(uint64(seed + 7))}
		for !g.Finished() {
			s := bot.Mover(g)
			acts := bot.Actions(g)
			if p, ok := classify(g, s, acts); ok && perKind[p.kind] < want {
				perKind[p.kind]++
				out = append(out, p)
			}
			a, err := bots[s].Act(context.Background(), bot.Position{Game: g, Seat: s}, bot.Budget{})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

func classify(g engine.Game, seat int, acts []engine.Action) (testPosition, bool) {
	ft := g.(engine.Featurer)
	hasPayout, hasWithhold := false, false
	lays := 0
	for _, a := range acts {
		switch {
		case a.Type == "dividend" && a.Extras().Kind == "payout":
			hasPayout = true
		case a.Type == "dividend" && a.Extras().Kind == "withhold":
			hasWithhold = true
		case a.Type == "lay_tile":
			lays++
		}
	}
	if hasPayout && hasWithhold && ft.Features(seat).RoundsLeft <= 0.5 {
		return testPosition{kind: "pay out in the last round", game: g.Clone(), seat: seat,
			strong: func(_ engine.Game, a engine.Action) bool { return a.Type == "dividend" && a.Extras().Kind == "payout" }}, true
	}
	if est, ok := g.(engine.RunEstimator); ok && lays >= 3 {
		best, gain := 0, false
		before, _ := est.RunRevenue(acts[0].Entity)
		runAfter := map[string]int{}
		for _, a := range acts {
			if a.Type != "lay_tile" {
				continue
			}
			c := g.Clone()
			if c.Apply(a) != nil {
				continue
			}
			v, _ := c.(engine.RunEstimator).RunRevenue(a.Entity)
			runAfter[bot.Key(a)] = v
			best = max(best, v)
			gain = gain || v > before
		}
		if gain {
			return testPosition{kind: "lay the track that pays", game: g.Clone(), seat: seat,
				strong: func(_ engine.Game, a engine.Action) bool { return a.Type == "lay_tile" && runAfter[bot.Key(a)] == best }}, true
		}
	}
	return testPosition{}, false
}

// TestPositions counts how many test positions each bot gets right (see
// minePositions for the kinds and the strong moves); the heuristic and
// mcts must get most of them.
func TestPositions(t *testing.T) {
	var all []testPosition
	all = append(all, minePositions(t, "18ZOO - Map A", 4, 3, 8)...)
	all = append(all, minePositions(t, "1713 Menorca", 3, 4, 8)...)
	makers := []struct {
		name string
		make func(seed uint64) bot.Bot
		min  float64
	}{
		{"random-by-type", func(s uint64) bot.Bot { return bot.NewRandomByType(s) }, 0},
		{"heuristic", func(s uint64) bot.Bot { return bot.NewHeuristic(s) }, 0.6},
		{"mcts@30", func(s uint64) bot.Bot { return bot.NewMCTS(s) }, 0.6},
	}
	for _, m := range makers {
		right, total := map[string]int{}, map[string]int{}
		sum, n := 0, 0
		for i, p := range all {
			b := m.make(uint64(i + 1))
			a, err := b.Act(context.Background(), bot.Position{Game: p.game, Seat: p.seat}, bot.Budget{Sims: 30})
			if err != nil {
				t.Fatal(err)
			}
			total[p.kind]++
			n++
			if p.strong(p.game, a) {
				right[p.kind]++
				sum++
			}
		}
		for k := range total {
			t.Logf("%-15s %-28s %d/%d", m.name, k, right[k], total[k])
		}
		if n > 0 && float64(sum) < m.min*float64(n) {
			t.Errorf("%s got %d of %d test positions right, want at least %.0f%%", m.name, sum, n, 100*m.min)
		}
	}
	if len(all) < 8 {
		t.Fatalf("only %d test positions found", len(all))
	}
}
