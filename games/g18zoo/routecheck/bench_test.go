package routecheck

import (
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
	"ferro/route"
)

// recordedRun is a run_routes action of a recorded game and the route
// context it was checked in.
type recordedRun struct {
	ctx    *route.Context
	routes []engine.Route
}

// recordedRuns replays recorded 18ZOO games (the ones the replay
// benchmark of the game uses) and gathers every run_routes action with
// its context.
func recordedRuns(b *testing.B) []recordedRun {
	b.Helper()
	names := []string{"18ZOOMapA/153535.json", "18ZOOMapB/18ZOOMapB_game_end_fixed_round.json",
		"18ZOOMapC/5774.json", "18ZOOMapE/113805.json", "18ZOOMapF/6535.json"}
	var runs []recordedRun
	for _, name := range names {
		rec, title, cfg, err := engine.ReadRecord(filepath.Join(testkit.FixturesDir(b), "18zoo", name), registry.Lookup)
		if err != nil {
			b.Fatal(err)
		}
		g, err := title.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		eff, err := engine.Effective(rec.Actions)
		if err != nil {
			b.Fatal(err)
		}
		for _, i := range eff {
			a := rec.Actions[i]
			if a.Type == "run_routes" {
				ctx, err := contextFor(g, a.Entity)
				if err != nil {
					b.Fatal(err)
				}
				runs = append(runs, recordedRun{ctx, a.Extras().Routes})
			}
			if err := g.Apply(a); err != nil {
				b.Fatalf("%s action %d: %v", name, a.ID, err)
			}
		}
	}
	return runs
}

// BenchmarkCheckRecorded checks every recorded run of five full games per
// iteration, as replaying them does; it reports the time per run.
func BenchmarkCheckRecorded(b *testing.B) {
	runs := recordedRuns(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range runs {
			if _, err := route.Check(r.ctx, r.routes); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(runs)), "ns/run")
	b.ReportMetric(float64(len(runs)), "runs")
}

// BenchmarkBestRecorded runs the optimizer at every recorded run.
func BenchmarkBestRecorded(b *testing.B) {
	runs := recordedRuns(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range runs {
			if _, _, err := route.Best(r.ctx); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(runs)), "ns/run")
}
