package bot_test

import (
	"context"
	"runtime"
	"testing"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

// midGame is the position after `at` actions of a heuristic self-play game.
func midGame(tb testing.TB, title string, players, at int) (engine.Game, []engine.Action) {
	tb.Helper()
	tt, err := registry.Lookup(title)
	if err != nil {
		tb.Fatal(err)
	}
	g, _ := tt.New(config(title, players, 3))
	var log []engine.Action
	bots := make([]bot.Bot, players)
	for i := range bots {
		bots[i] = bot.NewHeuristic(uint64(i + 1))
	}
	for len(log) < at && !g.Finished() {
		s := bot.Mover(g)
		a, err := bots[s].Act(context.Background(), bot.Position{Game: g, Seat: s}, bot.Budget{})
		if err != nil {
			tb.Fatal(err)
		}
		a.ID = len(log) + 1
		if err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
		log = append(log, a)
	}
	return g, log
}

// decisionPositions are up to n positions of a heuristic self-play game
// with more than one legal action, from action `from` on, every `every`.
func decisionPositions(tb testing.TB, title string, players, from, every, n int) []engine.Game {
	g, _ := midGame(tb, title, players, from)
	var out []engine.Game
	h := bot.NewHeuristic(9)
	for k := 0; len(out) < n && !g.Finished(); k++ {
		if k%every == 0 && len(bot.Actions(g)) > 1 {
			out = append(out, g.Clone())
		}
		s := bot.Mover(g)
		a, _ := h.Act(context.Background(), bot.Position{Game: g, Seat: s}, bot.Budget{})
		if err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	return out
}

// BenchmarkSimulations: one mcts simulation (determinization, descent,
// playout cut after Cut actions, evaluation) on mid-game positions; the
// sims/s figure is per core (run with GOMAXPROCS=1): sims/s/core by the
// wall clock, sims/cpu-s by the process's CPU time (the figure to compare
// on a loaded machine).
func BenchmarkSimulations(b *testing.B) {
	for _, c := range []struct {
		title   string
		players int
	}{{"18ZOO - Map A", 4}, {"18ZOO - Map D", 4}, {"1713 Menorca", 3}} {
		b.Run(c.title, func(b *testing.B) {
			positions := decisionPositions(b, c.title, c.players, 120, 7, 8)
			const per = 200
			sims := 0
			var elapsed, cpu time.Duration
			for b.Loop() {
				for _, g := range positions {
					m := bot.NewMCTS(1)
					start, startCPU := time.Now(), cpuTime()
					if _, err := m.Act(context.Background(), bot.Position{Game: g, Seat: bot.Mover(g)}, bot.Budget{Sims: per}); err != nil {
						b.Fatal(err)
					}
					elapsed += time.Since(start)
					cpu += cpuTime() - startCPU
					sims += m.LastStats().Sims
				}
			}
			b.ReportMetric(float64(sims)/elapsed.Seconds()/float64(runtime.GOMAXPROCS(0)), "sims/s/core")
			if cpu > 0 {
				b.ReportMetric(float64(sims)/cpu.Seconds(), "sims/cpu-s")
			}
		})
	}
}

// BenchmarkSearchMemory: the heap a search of 1,000 simulations keeps (its
// trees, kept for reuse) and allocates in all, on a mid-game position.
func BenchmarkSearchMemory(b *testing.B) {
	for _, c := range []struct {
		title   string
		players int
	}{{"18ZOO - Map D", 4}, {"1713 Menorca", 3}} {
		b.Run(c.title, func(b *testing.B) {
			g, log := midGame(b, c.title, c.players, 150)
			var kept, total uint64
			for b.Loop() {
				m := bot.NewMCTS(1)
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				if _, err := m.Act(context.Background(), bot.Position{Game: g, Seat: bot.Mover(g), Log: log}, bot.Budget{Sims: 1000}); err != nil {
					b.Fatal(err)
				}
				runtime.GC()
				runtime.ReadMemStats(&after)
				kept = after.HeapAlloc - min(before.HeapAlloc, after.HeapAlloc)
				total = after.TotalAlloc - before.TotalAlloc
				runtime.KeepAlive(m)
			}
			b.ReportMetric(float64(kept)/(1<<20), "MB-kept")
			b.ReportMetric(float64(total)/(1<<20), "MB-allocated")
		})
	}
}
