package registry_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// TestBehaviourDigest prints, per title, one hash of everything a player
// or a client can see at every position of seeded random games and of the
// 18ZOO fixture records: the legal list, the snapshot, the view, the
// acting seats, and the error an illegal action gets. It is the A/B check
// of a change that must not change behaviour (a restructuring): run it on
// the base and on the change with FERRO_DIGEST=1 and -v; every line must
// be equal. FERRO_DIGEST_SEEDS sets the random games per player count
// (default 4).
func TestBehaviourDigest(t *testing.T) {
	if os.Getenv("FERRO_DIGEST") == "" {
		t.Skip("set FERRO_DIGEST=1 to print the behaviour digest (an A/B tool, slow)")
	}
	seeds := 4
	if s := os.Getenv("FERRO_DIGEST_SEEDS"); s != "" {
		fmt.Sscan(s, &seeds)
	}
	for _, name := range registry.Names() {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.New()
		positions := 0
		lo, hi := title.Players()
		for n := lo; n <= hi; n++ {
			for s := 0; s < seeds; s++ {
				seed := int64(7700 + 10*n + s)
				cfg := engine.Config{Title: name, Seed: seed, Players: playcheck.Players(n, 0)}
				rng := rand.New(rand.NewPCG(uint64(seed), 1))
				p, err := playcheck.RandomGame(title, cfg, rng, 5000, playcheck.Checks{NoClone: true, ReplayEvery: -1,
					Each: func(g engine.Game) error { digestPosition(h, g); positions++; return nil }})
				if err != nil {
					t.Fatalf("%s, %d players, seed %d: %v", name, n, seed, err)
				}
				if p.Failure != nil {
					t.Fatalf("%s, %d players, seed %d: %v", name, n, seed, p.Failure)
				}
			}
		}
		t.Logf("%s: random games: %d positions, digest %x", name, positions, h.Sum(nil)[:12])
	}
	dir, err := testkit.LocateFixtures()
	if err != nil {
		t.Logf("fixture records not digested: %v", err)
		return
	}
	recs, err := playcheck.Records(filepath.Join(dir, "18zoo"))
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	positions := 0
	for _, path := range recs {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ParseRecord(data)
		if err != nil || !strings.HasPrefix(rec.Title, "18ZOO") {
			continue
		}
		cfg, err := rec.Config()
		if err != nil {
			continue
		}
		title, err := registry.Lookup(cfg.Title)
		if err != nil {
			continue
		}
		eff, err := engine.Effective(rec.Actions)
		if err != nil {
			t.Fatal(err)
		}
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for k, i := range eff {
			if k%3 == 0 {
				digestPosition(h, g)
				positions++
			}
			if err := g.Apply(rec.Actions[i]); err != nil {
				fmt.Fprintf(h, "apply error %v\n", err)
				t.Logf("%s: action %d: %v", filepath.Base(path), i, err)
				break
			}
		}
		digestPosition(h, g)
	}
	t.Logf("18ZOO fixture records: %d records, %d positions, digest %x", len(recs), positions, h.Sum(nil)[:12])
}

// digestPosition writes what is visible at g into h.
func digestPosition(h hash.Hash, g engine.Game) {
	legal := g.Legal()
	b, _ := json.Marshal(legal)
	h.Write(b)
	h.Write(g.Snapshot())
	if v, ok := g.(engine.Viewer); ok {
		b, _ = json.Marshal(v.View())
		h.Write(b)
	}
	fmt.Fprintf(h, "%v %v %q\n", g.Acting(), g.Finished(), g.EndReason())
	// Illegal tries: a listed action by someone who is not acting, and an
	// unknown action type; their errors and the state after must match.
	if len(legal) > 0 {
		a := legal[0]
		a.Entity = "nobody"
		bad := g.Clone()
		fmt.Fprintf(h, "%v\n", bad.Apply(a))
		a = legal[len(legal)-1]
		a.Type = "no_such_action"
		fmt.Fprintf(h, "%v\n", bad.Apply(a))
		h.Write(bad.Snapshot())
	}
}
