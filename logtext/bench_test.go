package logtext_test

import (
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/testkit"
	"ferro/logtext"
)

// BenchmarkFill: rendering every log line of the real 455-action Map C
// game 5774 in Dutch, what a /view request at its end adds to ViewAt.
func BenchmarkFill(b *testing.B) {
	rec, title, cfg, err := engine.ReadRecord(filepath.Join(testkit.FixturesDir(b), "18zoo", "18ZOOMapC", "5774.json"), registry.Lookup)
	if err != nil {
		b.Fatal(err)
	}
	tl, err := history.New(title, cfg, rec.Actions, 0)
	if err != nil {
		b.Fatal(err)
	}
	v, err := tl.ViewAt(tl.Len())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		logtext.Fill(v.Log, "nl")
	}
}
