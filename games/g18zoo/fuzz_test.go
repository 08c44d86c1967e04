package g18zoo_test

import (
	"path/filepath"
	"testing"

	"ferro/internal/testkit"
)

// FuzzApply decodes arbitrary bytes as an action and applies it at
// positions taken from a real game: it must never panic, a refused action
// must change nothing, and an accepted one must keep the invariants.
// Seeded with the record's own actions. Run: go test -fuzz FuzzApply ./games/g18zoo
func FuzzApply(f *testing.F) {
	path := filepath.Join(testkit.FixturesDir(f), "18zoo", "18ZOOMapA", "153535.json")
	title, rec, _ := openRecord(f, path)
	games, err := testkit.Positions(title, rec, 10)
	if err != nil {
		f.Fatal(err)
	}
	testkit.AddActionSeeds(f, rec)
	f.Fuzz(func(t *testing.T, pos uint, data []byte) {
		testkit.ApplyFuzz(t, games[pos%uint(len(games))], data)
	})
}
