package registry_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// TestLegalActionsAreCanonical: on random games of every title, every
// listed action is already in its canonical form and within the field
// bounds, and comes back unchanged through DecodeActionStrict, so a
// client sending a listed action back stores it as listed.
func TestLegalActionsAreCanonical(t *testing.T) {
	for _, name := range registry.Names() {
		title, _ := registry.Lookup(name)
		for seed := range 4 {
			lo, _ := title.Players()
			cfg := engine.Config{Title: name, Seed: int64(seed), Players: playcheck.Players(lo+seed%2, 0)}
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(seed), 11))
			for n := 0; n < 3000 && !g.Finished(); n++ {
				legal := g.Legal()
				if len(legal) == 0 {
					break
				}
				for _, a := range legal {
					if c := engine.Canonical(a); c.Key() != a.Key() {
						t.Fatalf("%s seed %d: listed %s is not canonical:\n%s\n%s", name, seed, a.Type, a.Key(), c.Key())
					}
					b, _ := json.Marshal(a)
					d, err := engine.DecodeActionStrict(b)
					if err != nil || d.Key() != a.Key() {
						t.Fatalf("%s seed %d: listed %s decodes strictly as %v, %v", name, seed, a.Type, d.Key(), err)
					}
				}
				if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestRecordsReplayCanonical: the real records' actions, each in its
// canonical form (but for the automatic actions 18xx.games recorded in
// them), replay to the same game as they came, and are within the field
// bounds: the fields Canonical drops are none the titles read.
func TestRecordsReplayCanonical(t *testing.T) {
	paths, err := playcheck.Records(testkit.FixturesDir(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ParseRecord(data)
		if err != nil || rec.Title == "" {
			continue
		}
		title, err := registry.Lookup(rec.Title)
		if err != nil {
			continue
		}
		cfg, err := rec.Config()
		if err != nil {
			t.Fatal(err)
		}
		want, err := engine.Replay(title, cfg, rec.Actions)
		if err != nil {
			continue // the records Ferro refuses are the titles' tests
		}
		canon := make([]engine.Action, len(rec.Actions))
		for i, a := range rec.Actions {
			if err := engine.CheckSizes(a); err != nil {
				t.Errorf("%s action %d: %v", p, a.ID, err)
			}
			// The automatic actions 18xx.games recorded inside an action
			// are its own (a client's are dropped: Canonical).
			c := engine.Canonical(a)
			if autos := a.Extras().AutoActions; autos != nil {
				for k := range autos {
					autos[k] = engine.Canonical(autos[k])
				}
				c.Edit().AutoActions = autos
			}
			canon[i] = c
		}
		got, err := engine.Replay(title, cfg, canon)
		if err != nil {
			t.Fatalf("%s in canonical form: %v", p, err)
		}
		if d := playcheck.SameState(want.Snapshot(), got.Snapshot()); d != nil {
			t.Errorf("%s in canonical form ends otherwise: %v", p, d)
		}
		n++
	}
	if n == 0 {
		testkit.NoFixture(t, "no records replay")
	}
}
