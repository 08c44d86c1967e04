package server

import (
	"os"
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// TestFixtureNamesImport: the players of every real record in the shared
// fixtures pass the import's name and id rules.
func TestFixtureNamesImport(t *testing.T) {
	paths, err := playcheck.Records(filepath.Join(testkit.FixturesDir(t), "18zoo"))
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
		cfg, err := rec.Config()
		if err != nil {
			continue
		}
		n++
		if err := checkImportPlayers(cfg.Players); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	if n == 0 {
		testkit.NoFixture(t, "no 18ZOO records")
	}
}
