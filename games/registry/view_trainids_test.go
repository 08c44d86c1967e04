package registry_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

// TestTrainIDs: every family's TrainIDs name its Trains, one for one, as
// run_routes names them, and every train of a listed run is among them
// (the page adds an idle train to a run by its id), in both titles.
func TestTrainIDs(t *testing.T) {
	for _, name := range []string{"18ZOO - Map A", "1713 Menorca"} {
		tt, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		cfg := engine.Config{Title: name, Seed: 5, Players: playcheck.Players(3, 0)}
		p, err := playcheck.RandomGame(tt, cfg, rand.New(rand.NewPCG(5, 1)), 1500, playcheck.Checks{ReplayEvery: -1, NoClone: true})
		if err != nil || p.Failure != nil {
			t.Fatalf("%s: %v %v", name, err, p.Failure)
		}
		g, err := tt.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		runs, owned := 0, 0
		for _, a := range p.Log {
			if a.Type == "undo" || a.Type == "redo" {
				break // a plain prefix is enough
			}
			v := g.(engine.Viewer).View()
			fams := map[string]view.Family{}
			for _, f := range v.Families {
				if len(f.TrainIDs) != len(f.Trains) {
					t.Fatalf("%s: %s has trains %v but ids %v", name, f.ID, f.Trains, f.TrainIDs)
				}
				owned += len(f.TrainIDs)
				fams[f.ID] = f
			}
			for _, l := range g.Legal() {
				if l.Type != "run_routes" {
					continue
				}
				for _, r := range l.Extras().Routes {
					runs++
					if !strings.Contains(strings.Join(fams[l.Entity].TrainIDs, "\n")+"\n", r.Train+"\n") {
						t.Fatalf("%s: %s runs %s, not among its train ids %v", name, l.Entity, r.Train, fams[l.Entity].TrainIDs)
					}
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if runs == 0 || owned == 0 {
			t.Errorf("%s: the game checked %d runs and %d owned trains", name, runs, owned)
		}
		t.Logf("%s: %d runs checked", name, runs)
	}
}
