// Package testkit is Ferro's game-independent test harness: it finds the
// shared fixtures, replays records against their per-action state traces,
// drives games at random through their legal-action lists while checking
// invariants, and feeds arbitrary bytes to games for fuzzing. It names no
// game; game packages call it from their own tests.
package testkit

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
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

// TraceSuffix ends the name of a record's state trace.
const TraceSuffix = ".trace.json"

// IsTrace reports whether a path names a trace rather than a record.
func IsTrace(path string) bool { return strings.HasSuffix(path, TraceSuffix) }

// TracePath is where the trace of the record at path would be:
// NAME.json → NAME.trace.json.
func TracePath(recordPath string) string {
	return strings.TrimSuffix(recordPath, ".json") + TraceSuffix
}

// Records lists every *.json file under dir, at any depth, that is not a
// *.trace.json, sorted. A dir that is itself such a file lists itself.
func Records(dir string) ([]string, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return []string{dir}, nil
	}
	var out []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".json") && !IsTrace(p) {
			out = append(out, p)
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}
