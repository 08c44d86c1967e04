package registry_test

import (
	"os"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

// paddedSession is the long real 18ZOO game 5774 with undo/redo pairs
// appended up to n log entries (as an import of a long record), as a
// session.
func paddedSession(tb testing.TB, n int) *engine.Session {
	tb.Helper()
	data, err := os.ReadFile(testkit.Fixture(tb, "18zoo/18ZOOMapC/5774.json"))
	if err != nil {
		tb.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		tb.Fatal(err)
	}
	id := 0
	for _, a := range rec.Actions {
		id = max(id, a.ID)
	}
	for len(rec.Actions)+2 <= n {
		rec.Actions = append(rec.Actions, engine.Action{Type: "undo", ID: id + 1}, engine.Action{Type: "redo", ID: id + 2})
		id += 2
	}
	t, err := registry.Lookup(rec.Title)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := engine.SessionFromRecord(t, rec)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// BenchmarkUndoRedoLongLog is one undo and one redo on a 10,000-entry log
// (each op: an undo then a redo). Compare runs at a fixed -benchtime
// (e.g. 200x): the log grows by two entries per op.
func BenchmarkUndoRedoLongLog(b *testing.B) {
	s := paddedSession(b, 10000)
	want := string(s.Game().Snapshot())
	b.ResetTimer()
	for b.Loop() {
		if err := s.Do(engine.Action{Type: "undo"}); err != nil {
			b.Fatal(err)
		}
		if err := s.Do(engine.Action{Type: "redo"}); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if string(s.Game().Snapshot()) != want {
		b.Fatal("undo then redo did not restore the game")
	}
}
