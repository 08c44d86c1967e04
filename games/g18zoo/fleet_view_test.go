package g18zoo

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"ferro/engine"
	"ferro/engine/shares"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// staleView says how the fleet view g keeps differs from the fleet
// counted afresh ("" when it does not).
func staleView(g *Game) string {
	v := g.fleetView()
	if fresh := trainDepot.OnSale(&g.trains, g.phase, nil); !slices.Equal(v.onSale, fresh) {
		return fmt.Sprintf("kept on sale %v, counted afresh %v", v.onSale, fresh)
	}
	crowd := -1
	for f := range g.fams {
		n := trainDepot.Count(&g.trains, shares.Corp(f), 0)
		if v.count(f) != n || v.room(f) != trainDepot.Room(&g.trains, shares.Corp(f), 0, g.phase) {
			return fmt.Sprintf("kept %d trains of %s against the limit, counted afresh %d", v.count(f), g.fams[f].Sym, n)
		}
		if crowd < 0 && n > trainDepot.Limit(g.phase) {
			crowd = f
		}
	}
	if v.crowded() != crowd {
		return fmt.Sprintf("kept family over the limit %d, counted afresh %d", v.crowded(), crowd)
	}
	return ""
}

// checkViewKept applies log to a new game, checking after every action
// that the view the game kept (through buys, discards, rusting,
// obsolescence, the Patch, Whatsup) is the fleet as it is, and that a
// clone taken before the action still sees its own fleet.
func checkViewKept(t *testing.T, name string, title engine.Title, cfg engine.Config, log []engine.Action) int {
	t.Helper()
	eg, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	eff, err := engine.Effective(log)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range eff {
		before := g.clone()
		before.fleetView()
		if err := g.Apply(log[i]); err != nil {
			t.Fatalf("%s: action %d: %v", name, log[i].ID, err)
		}
		if d := staleView(g); d != "" {
			t.Fatalf("%s: after action %d (%s): %s", name, log[i].ID, log[i].Type, d)
		}
		if d := staleView(before); d != "" {
			t.Fatalf("%s: a clone taken before action %d: %s", name, log[i].ID, d)
		}
	}
	return len(eff)
}

// TestFleetViewKept: the depot's view of the fleet the game keeps between
// actions agrees with the fleet counted afresh at every action of the
// real games and of seeded random games on every map.
func TestFleetViewKept(t *testing.T) {
	dir := testkit.FixturesDir(t)
	paths, err := playcheck.Records(filepath.Join(dir, "18zoo"))
	if err != nil {
		t.Fatal(err)
	}
	games, actions := 0, 0
	for _, path := range paths {
		rec, title, cfg, err := engine.ReadRecord(path, titleNamed)
		if err != nil {
			t.Fatal(err)
		}
		actions += checkViewKept(t, filepath.Base(path), title, cfg, rec.Actions)
		games++
	}
	for _, title := range Titles() {
		for seed := range 3 {
			cfg := engine.Config{Title: title.Name(), Seed: int64(seed)}
			for i := 1; i <= 3+seed%2; i++ {
				cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("Player ", i)})
			}
			p, err := playcheck.RandomGame(title, cfg, rand.New(rand.NewPCG(uint64(seed), 7)), 5000, playcheck.Checks{NoClone: true, ReplayEvery: -1})
			if err != nil || p.Failure != nil {
				t.Fatal(err, p.Failure)
			}
			actions += checkViewKept(t, fmt.Sprintf("%s seed %d", title.Name(), seed), title, cfg, p.Log)
			games++
		}
	}
	t.Logf("%d games, %d actions", games, actions)
}

// titleNamed is the 18ZOO title of that name.
func titleNamed(name string) (engine.Title, error) {
	for _, t := range Titles() {
		if t.Name() == name {
			return t, nil
		}
	}
	return nil, fmt.Errorf("%q is not an 18ZOO title", name)
}

// TestFleetViewDropped: the kept view is counted again when a train
// joins the fleet (an unlimited type restocked) and when trains become
// obsolete, even where the game's phase stays as it was.
func TestFleetViewDropped(t *testing.T) {
	cfg := engine.Config{Title: Titles()[0].Name(), Seed: 1}
	for i := 1; i <= 3; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("Player ", i)})
	}
	eg, err := Titles()[0].New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	first := func(name string) int {
		for i, tr := range g.trains {
			if tr.Name == name {
				return i
			}
		}
		t.Fatalf("no %s", name)
		return -1
	}
	g.fleetView()
	g.trains.restock(first("4J"))
	if d := staleView(g); d != "" {
		t.Errorf("after a 4J is restocked: %s", d)
	}
	g.moveTrain(first("4S"), shares.Corp(0))
	if g.fleetView().count(0) != 1 {
		t.Fatalf("family 0 holds %d trains against the limit, want its 4S", g.fleetView().count(0))
	}
	g.rustTrainsOn(phaseNamed("4J"))
	if d := staleView(g); d != "" {
		t.Errorf("after the 4S becomes obsolete: %s", d)
	}
}
