package registry_test

import (
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

// TestZooRunStopsAreRevenue: on real 18ZOO games, the drawn runs of every
// run_routes (the view's Routes, as board.svg and the web page show them)
// give each stop what the family earns there, powers and J trains' double
// included: the stops of each route sum to its revenue.
func TestZooRunStopsAreRevenue(t *testing.T) {
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	// whole games on three maps, and the powers that change what stops earn
	var files []string
	for _, name := range []string{"18ZOOMapA/153535.json", "18ZOOMapB/*[0-9].json", "18ZOOMapC/*[0-9].json", "18ZOOMapF/*[0-9].json",
		"*/or_power.wheat.json", "*/or_power.two_barrels.json", "*/or_power.hole.json", "*/or_power.wings.json", "*/or_power.a_tip_of_sugar.json"} {
		f, _ := filepath.Glob(filepath.Join(dir, name))
		if len(f) > 0 {
			files = append(files, f[0])
		}
	}
	if len(files) == 0 {
		testkit.NoFixture(t, "no 18ZOO fixtures under %s", dir)
	}
	for _, path := range files {
		t.Run(filepath.Base(filepath.Dir(path))+"/"+filepath.Base(path), func(t *testing.T) {
			rec, title, cfg, err := engine.ReadRecord(path, registry.Lookup)
			if err != nil {
				t.Fatal(err)
			}
			// the log as the game settles it (a server stores that): the
			// power fixtures record no revenue
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			eff, err := engine.Effective(rec.Actions)
			if err != nil {
				t.Fatal(err)
			}
			log := append([]engine.Action(nil), rec.Actions...)
			for _, k := range eff {
				if err := g.Apply(log[k]); err != nil {
					t.Fatalf("action %d: %v", k, err)
				}
				log[k] = g.(engine.Settler).Settled(log[k])
			}
			tl, err := history.New(title, cfg, log, 0)
			if err != nil {
				t.Fatal(err)
			}
			runs := 0
			for k, a := range log {
				if a.Type != "run_routes" || len(a.Extras().Routes) == 0 {
					continue
				}
				v, err := tl.ViewAt(k + 1)
				if err != nil {
					t.Fatal(err)
				}
				if v == nil || len(v.Routes) == 0 {
					continue // undone since
				}
				for _, rt := range v.Routes {
					runs++
					sum := 0
					for _, s := range rt.Stops {
						sum += s.Revenue
					}
					if sum != rt.Revenue {
						t.Errorf("action %d: %s %s stops %+v sum to %d, the run earns %d", k, rt.Family, rt.Train, rt.Stops, sum, rt.Revenue)
					}
				}
			}
			if runs == 0 {
				t.Fatal("no run drawn")
			}
			t.Logf("%d runs", runs)
		})
	}
}
