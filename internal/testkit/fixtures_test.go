package testkit

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"ferro/internal/playcheck"
)

func TestRecords(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"b.json", "b.trace.json", "a/z.json", "a/z.trace.json", "a/deep/y.json", "notes.md", "c.jsonl"} {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := playcheck.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a/deep/y.json"), filepath.Join(dir, "a/z.json"), filepath.Join(dir, "b.json")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Records = %v, want %v", got, want)
	}
	one, err := playcheck.Records(filepath.Join(dir, "b.json"))
	if err != nil || len(one) != 1 {
		t.Errorf("Records(file) = %v, %v", one, err)
	}
	if _, err := playcheck.Records(filepath.Join(dir, "none")); err == nil {
		t.Error("Records of a missing path gave no error")
	}
	if p := playcheck.TracePath("x/g.json"); p != "x/g.trace.json" {
		t.Errorf("TracePath = %q", p)
	}
}

func TestLocateFixturesFromEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(FixturesEnv, dir)
	if got, err := LocateFixtures(); err != nil || got != dir {
		t.Errorf("LocateFixtures = %q, %v; want %q", got, err, dir)
	}
	t.Setenv(FixturesEnv, filepath.Join(dir, "missing"))
	if _, err := LocateFixtures(); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("LocateFixtures with a bad $%s = %v", FixturesEnv, err)
	}
}

// stopRecorder is a testing.TB that records whether a test was skipped
// or failed, and stops the calling goroutine as the real ones do.
type stopRecorder struct {
	testing.TB
	skipped, failed bool
}

func (r *stopRecorder) Helper() {}
func (r *stopRecorder) Skipf(string, ...any) {
	r.skipped = true
	runtime.Goexit()
}
func (r *stopRecorder) Fatalf(string, ...any) {
	r.failed = true
	runtime.Goexit()
}

func stopsHow(f func(t testing.TB)) *stopRecorder {
	r := &stopRecorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}

// TestMissingFixtureFailsWhenRequired: without fixtures a fixture test
// skips, and with $FERRO_REQUIRE_FIXTURES=1 it fails instead (as CI runs).
func TestMissingFixtureFailsWhenRequired(t *testing.T) {
	t.Setenv(FixturesEnv, filepath.Join(t.TempDir(), "missing"))
	for _, c := range []struct {
		require string
		call    func(t testing.TB)
	}{
		{"", func(t testing.TB) { FixturesDir(t) }},
		{"1", func(t testing.TB) { FixturesDir(t) }},
		{"", func(t testing.TB) { NoFixture(t, "no %s", "records") }},
		{"1", func(t testing.TB) { NoFixture(t, "no %s", "records") }},
	} {
		t.Setenv(RequireFixturesEnv, c.require)
		r := stopsHow(c.call)
		if want := c.require == "1"; r.failed != want || r.skipped == want {
			t.Errorf("%s=%q: failed %v, skipped %v", RequireFixturesEnv, c.require, r.failed, r.skipped)
		}
	}
	dir := t.TempDir()
	t.Setenv(FixturesEnv, dir)
	t.Setenv(RequireFixturesEnv, "1")
	if r := stopsHow(func(t testing.TB) { Fixture(t, "18zoo/none.json") }); !r.failed {
		t.Error("Fixture of an absent file did not fail under $" + RequireFixturesEnv)
	}
}
