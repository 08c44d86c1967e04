package playcheck_test

import (
	"os"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// Every real trace parses, belongs to its record, and matches itself.
func TestFixtureTraces(t *testing.T) {
	dir := testkit.FixturesDir(t)
	paths, err := playcheck.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, path := range paths {
		if _, err := os.Stat(playcheck.TracePath(path)); err != nil {
			continue
		}
		n++
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		tr, err := playcheck.LoadTrace(playcheck.TracePath(path))
		if err != nil {
			t.Fatal(err)
		}
		eff, err := engine.Effective(rec.Actions)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if err := playcheck.TraceFits(rec, tr, eff); err != nil {
			t.Errorf("%s: %v", path, err)
		}
		for k, st := range tr.Steps {
			if d := playcheck.CompareStep(st.State, st.State, nil); len(d) > 0 {
				t.Fatalf("%s step %d differs from itself: %v", path, k, d)
			}
		}
		if last := len(tr.Steps) - 1; last >= 10 {
			if d := playcheck.CompareStep(tr.Steps[0].State, tr.Steps[last].State, nil); len(d) == 0 {
				t.Errorf("%s: the first and last of %d steps compare equal", path, last+1)
			}
		}
	}
	if n == 0 {
		t.Fatalf("no traces under %s", dir)
	}
}

// BenchmarkCompareStep compares every step of a long real trace with
// itself: the cost per step of checking a replay against a trace.
func BenchmarkCompareStep(b *testing.B) {
	path := testkit.Fixture(b, "18zoo/18ZOOMapC/5774.trace.json")
	tr, err := playcheck.LoadTrace(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		st := tr.Steps[i%len(tr.Steps)].State
		if d := playcheck.CompareStep(st, st, nil); len(d) > 0 {
			b.Fatal(d)
		}
	}
}
