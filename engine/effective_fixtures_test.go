package engine_test

import (
	"os"
	"reflect"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// Every trace lists the actions 18xx.games did not apply; Effective must
// leave out exactly those.
func TestEffectiveMatchesFixtureTraces(t *testing.T) {
	dir := testkit.FixturesDir(t)
	paths, err := playcheck.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, path := range paths {
		tracePath := playcheck.TracePath(path)
		if _, err := os.Stat(tracePath); err != nil {
			continue
		}
		checked++
		t.Run(path[len(dir)+1:], func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := engine.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := playcheck.LoadTrace(tracePath)
			if err != nil {
				t.Fatal(err)
			}
			eff, err := engine.Effective(rec.Actions)
			if err != nil {
				t.Fatal(err)
			}
			if got := playcheck.NotIn(eff, len(rec.Actions)); !reflect.DeepEqual(got, tr.Skipped) {
				t.Errorf("skipped = %v, trace says %v", got, tr.Skipped)
			}
		})
	}
	if checked == 0 {
		t.Fatalf("no record with a trace under %s", dir)
	}
}
