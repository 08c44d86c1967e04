package g18zoo_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
)

// TestCrossCheckedGames replays random games Ferro played and exported
// (testdata/crosschecked) and compares a digest of the state after every
// action with a golden list. Those games were replayed in 18xx.games' own
// engine, which accepted every action and reached the same state after
// every one (the differential check of 2026-11-29, see the closing note of
// issue 2); the goldens pin that behaviour. -update rewrites them after a
// deliberate change, which should be checked against 18xx.games again.
func TestCrossCheckedGames(t *testing.T) {
	recs, _ := filepath.Glob("testdata/crosschecked/*.json")
	if len(recs) == 0 {
		t.Fatal("no cross-checked games")
	}
	for _, p := range recs {
		t.Run(filepath.Base(p), func(t *testing.T) {
			title, rec, cfg := openRecord(t, p)
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			var digests []string
			digest := func() {
				sum := sha256.Sum256(g.Snapshot())
				digests = append(digests, hex.EncodeToString(sum[:8]))
			}
			digest()
			eff, _ := engine.Effective(rec.Actions)
			for _, i := range eff {
				if err := g.Apply(rec.Actions[i]); err != nil {
					t.Fatalf("action %d: %v", rec.Actions[i].ID, err)
				}
				digest()
			}
			if !g.Finished() {
				t.Fatalf("the game is not over")
			}
			golden := strings.TrimSuffix(p, ".json") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(strings.Join(digests, "\n")+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to write it)", err)
			}
			wl := strings.Fields(string(want))
			for k := range digests {
				if k >= len(wl) || wl[k] != digests[k] {
					t.Fatalf("state after step %d differs from the golden (of %d)", k, len(wl))
				}
			}
			if len(wl) != len(digests) {
				t.Fatalf("%d states, golden has %d", len(digests), len(wl))
			}
		})
	}
}
