package g18zoo_test

import (
	"os"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
)

// openRecord reads a game record and finds its title and definition; any
// failure ends the test.
func openRecord(tb testing.TB, path string) (engine.Title, *engine.Record, engine.Config) {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	title, err := registry.Lookup(rec.Title)
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	cfg, err := rec.Config()
	if err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	return title, rec, cfg
}
