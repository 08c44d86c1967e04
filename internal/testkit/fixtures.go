// Package testkit is what Ferro's tests share and the binary does not: it
// finds the shared fixtures (skipping, or failing under
// $FERRO_REQUIRE_FIXTURES, a test whose fixture is absent) and feeds
// arbitrary bytes to games for fuzzing. It names no game. Replaying records
// against traces and random games with invariants, which `ferro replay` and
// `ferro simulate` use too, are in internal/playcheck.
package testkit

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FixturesEnv names the environment variable that overrides where the
// shared fixtures are.
const FixturesEnv = "FERRO_FIXTURES"

// RequireFixturesEnv names the environment variable that, set to 1 (as
// CI's .ci/run does), makes a missing fixture fail a test instead of
// skipping it.
const RequireFixturesEnv = "FERRO_REQUIRE_FIXTURES"

// FixturesRequired reports whether $FERRO_REQUIRE_FIXTURES is 1.
func FixturesRequired() bool { return os.Getenv(RequireFixturesEnv) == "1" }

// FixturesDir returns the shared fixtures directory: $FERRO_FIXTURES when
// set, else ../shared/fixtures beside the directory holding go.mod (found
// by walking up from the working directory). When there is none it stops
// the test through NoFixture.
func FixturesDir(t testing.TB) string {
	t.Helper()
	dir, err := LocateFixtures()
	if err != nil {
		NoFixture(t, "no shared fixtures: %v", err)
	}
	return dir
}

// Fixture is the path of the fixture rel (slash-separated, under the
// fixtures directory); when it is absent it stops the test through
// NoFixture.
func Fixture(t testing.TB, rel string) string {
	t.Helper()
	p := filepath.Join(FixturesDir(t), filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		NoFixture(t, "fixture %s is absent: %v", rel, err)
	}
	return p
}

// NoFixture is the one place a test stops for want of a fixture: it skips
// the test, saying why, or fails it when FixturesRequired.
func NoFixture(t testing.TB, format string, args ...any) {
	t.Helper()
	if FixturesRequired() {
		t.Fatalf(format+" ($"+RequireFixturesEnv+"=1: a missing fixture is a failure)", args...)
	}
	t.Skipf(format, args...)
}

// LocateFixtures is FixturesDir for callers outside tests.
func LocateFixtures() (string, error) {
	if env := os.Getenv(FixturesEnv); env != "" {
		if isDir(env) {
			return env, nil
		}
		return "", errors.New("$" + FixturesEnv + " = " + env + " is not a directory")
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			fx := filepath.Join(filepath.Dir(d), "shared", "fixtures")
			if isDir(fx) {
				return fx, nil
			}
			return "", errors.New(fx + " does not exist (set $" + FixturesEnv + " to the fixtures directory)")
		}
		if filepath.Dir(d) == d {
			return "", errors.New("no go.mod above " + wd + " (set $" + FixturesEnv + ")")
		}
	}
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
