package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/server/testgame"
)

// useToy makes the commands see the toy game as their only title.
func useToy(t *testing.T) {
	t.Helper()
	old := lookupTitle
	lookupTitle = func(name string) (engine.Title, error) {
		if name == testgame.Name {
			return testgame.Title(), nil
		}
		return nil, fmt.Errorf("unknown game title %q", name)
	}
	t.Cleanup(func() { lookupTitle = old })
}

func run(main func(args []string, stdout, stderr *bytes.Buffer) int, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := main(args, &out, &errb)
	return code, out.String(), errb.String()
}

func simulate(args []string, stdout, stderr *bytes.Buffer) int {
	return simulateMain(args, stdout, stderr)
}
func replay(args []string, stdout, stderr *bytes.Buffer) int { return replayMain(args, stdout, stderr) }

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

var simSummary = regexp.MustCompile(`^(\d+) games, [0-9.]+ games/s, \d+ actions, ends: (.*), invariant failures: (\d+)$`)

func TestSimulateThenReplay(t *testing.T) {
	useToy(t)
	dir := t.TempDir()
	code, out, stderr := run(simulate, "--title", testgame.Name, "--players", "3", "--games", "6", "--seed", "40", "--out", dir)
	if code != 0 {
		t.Fatalf("simulate exit %d\n%s%s", code, out, stderr)
	}
	m := simSummary.FindStringSubmatch(lastLine(out))
	if m == nil || m[1] != "6" || m[3] != "0" {
		t.Fatalf("last line %q does not give 6 games and 0 failures", lastLine(out))
	}
	if !strings.Contains(m[2], "reached 60") {
		t.Errorf("end reasons %q name no toy ending", m[2])
	}
	if !strings.Contains(stderr, "6/6") {
		t.Errorf("no finished progress bar on stderr: %q", stderr)
	}
	files, err := playcheck.Records(dir)
	if err != nil || len(files) != 6 {
		t.Fatalf("simulate wrote %v (%v), want 6 records", files, err)
	}

	if code, out, _ := run(simulate, "--title", testgame.Name, "--games", "3", "--seed", "40", "--undo", "40", "--quiet", "--out", filepath.Join(dir, "undo")); code != 0 {
		t.Fatalf("simulate --undo exit %d\n%s", code, out)
	}
	undone, _ := os.ReadFile(filepath.Join(dir, "undo", "game-000000-seed-40.json"))
	if !bytes.Contains(undone, []byte(`"undo"`)) {
		t.Error("simulate --undo 40 wrote a game without an undo")
	}
	code, out, _ = run(replay, dir)
	if code != 0 || lastLine(out) != "9 passed, 0 failed" {
		t.Fatalf("replay of simulated games: exit %d\n%s", code, out)
	}

	// The same seed writes the same games.
	again := t.TempDir()
	if code, out, _ := run(simulate, "--title", testgame.Name, "--players", "3", "--games", "6", "--seed", "40", "--out", again, "--quiet"); code != 0 {
		t.Fatalf("second simulate exit %d\n%s", code, out)
	}
	for _, f := range files {
		a, _ := os.ReadFile(f)
		b, _ := os.ReadFile(filepath.Join(again, filepath.Base(f)))
		if !bytes.Equal(a, b) {
			t.Fatalf("%s differs between two runs with the same seed", filepath.Base(f))
		}
	}
}

func TestSimulateReportsInvariantFailures(t *testing.T) {
	useToy(t)
	dir := t.TempDir()
	code, out, _ := run(simulate, "--title", testgame.Name, "--players", "2", "--games", "5", "--seed", "1", "--rules", testgame.BugLeak, "--quiet", "--out", dir)
	if code != 1 {
		t.Fatalf("exit %d with a planted leak, want 1\n%s", code, out)
	}
	m := simSummary.FindStringSubmatch(lastLine(out))
	if m == nil || m[3] == "0" {
		t.Fatalf("last line %q reports no invariant failure", lastLine(out))
	}
	if !strings.Contains(out, "FAIL game ") || !strings.Contains(out, "audit: scores add up to") {
		t.Errorf("no FAIL line naming the audit:\n%s", out)
	}
}

func TestSimulateCPUProfile(t *testing.T) {
	useToy(t)
	prof := filepath.Join(t.TempDir(), "cpu.prof")
	if code, out, stderr := run(simulate, "--title", testgame.Name, "--games", "2", "--quiet", "--cpuprofile", prof); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	if st, err := os.Stat(prof); err != nil || st.Size() == 0 {
		t.Errorf("no CPU profile written: %v", err)
	}
}

func TestSimulateUsage(t *testing.T) {
	useToy(t)
	tests := []struct {
		name string
		args []string
		want string // on stderr
	}{
		{"no title", []string{"--games", "1"}, "usage"},
		{"unknown title", []string{"--title", "Nope"}, "unknown game title"},
		{"too many players", []string{"--title", testgame.Name, "--players", "9"}, "takes 2 to 6 players"},
		{"no games", []string{"--title", testgame.Name, "--games", "0"}, "usage"},
		{"undo over 100", []string{"--title", testgame.Name, "--undo", "101"}, "usage"},
		{"stray argument", []string{"--title", testgame.Name, "extra"}, "usage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := run(simulate, tt.args...)
			if code != 2 || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, tt.want)
			}
		})
	}
}

// writeJSON writes v as JSON at dir/name.
func writeJSON(t *testing.T, dir, name string, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestReplay(t *testing.T) {
	useToy(t)
	dir := t.TempDir()
	played, err := playcheck.RandomGame(testgame.Title(), engine.Config{Title: testgame.Name, Seed: 5,
		Players: []engine.Player{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Ben"}}}, randFor(5), 1000, playcheck.Checks{})
	if err != nil || played.Failure != nil {
		t.Fatal(err, played.Failure)
	}
	rec := played.Record("test")
	trace, err := playcheck.TraceOf(testgame.Title(), rec)
	if err != nil {
		t.Fatal(err)
	}

	writeJSON(t, dir, "a/good.json", rec)
	writeJSON(t, dir, "a/good.trace.json", trace)
	writeJSON(t, dir, "plain.json", rec)

	bad := *trace
	bad.Steps = append([]playcheck.Step{}, trace.Steps...)
	bad.Steps[2].State = json.RawMessage(strings.Replace(string(bad.Steps[2].State), `"total":`, `"total":1000,"x":`, 1))
	writeJSON(t, dir, "b/traced.json", rec)
	writeJSON(t, dir, "b/traced.trace.json", &bad)

	wrongResult := *rec
	wrongResult.Result = map[string]int{"Ann": 1, "Ben": 2}
	writeJSON(t, dir, "c/result.json", &wrongResult)

	unknown := *rec
	unknown.Title = "Chess"
	writeJSON(t, dir, "c/unknown.json", &unknown)
	if err := os.WriteFile(filepath.Join(dir, "c/broken.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}

	code, out, _ := run(replay, dir)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	want := []string{
		"PASS " + filepath.Join(dir, "a/good.json"),
		"FAIL " + filepath.Join(dir, "b/traced.json") + ": action 3 (index 2, ",
		"FAIL " + filepath.Join(dir, "c/broken.json") + ": not a game record",
		"FAIL " + filepath.Join(dir, "c/result.json") + ": end of game: result[1]: expected 1, got ",
		"FAIL " + filepath.Join(dir, "c/unknown.json") + `: unknown game title "Chess"`,
		"PASS " + filepath.Join(dir, "plain.json"),
		"2 passed, 4 failed",
	}
	if code != 1 || len(lines) != len(want) {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
	for i := range want {
		if !strings.HasPrefix(lines[i], want[i]) {
			t.Errorf("line %d = %q, want it to start %q", i, lines[i], want[i])
		}
	}
	if !strings.Contains(lines[1], "total: expected 1000, got ") {
		t.Errorf("the trace FAIL does not give the field, expected and got: %q", lines[1])
	}

	code, out, _ = run(replay, "-v", filepath.Join(dir, "b"))
	if code != 1 || !strings.Contains(out, "\n    total: expected 1000, got ") || !strings.Contains(out, "\n    x: expected ") {
		t.Errorf("-v does not list every differing field:\n%s", out)
	}

	code, out, _ = run(replay, "--time", filepath.Join(dir, "a"), filepath.Join(dir, "plain.json"))
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	timed := regexp.MustCompile(`^PASS \S+ [0-9]+\.[0-9]{2} ms$`)
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n")[:2] {
		if !timed.MatchString(l) {
			t.Errorf("--time line %q has no time", l)
		}
	}
	if lastLine(out) != "2 passed, 0 failed" {
		t.Errorf("last line %q", lastLine(out))
	}
}

func TestReplayUsage(t *testing.T) {
	if code, _, stderr := run(replay); code != 2 || !strings.Contains(stderr, "usage") {
		t.Errorf("no paths: exit %d, stderr %q", code, stderr)
	}
	code, out, _ := run(replay, filepath.Join(t.TempDir(), "missing"))
	if code != 1 || lastLine(out) != "0 passed, 1 failed" {
		t.Errorf("missing path: exit %d, output %q", code, out)
	}
}

func TestProgress(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, 4)
	p.width = 4
	p.set(1, "x")
	p.set(1, "x") // unchanged: not redrawn
	p.set(4, "")
	p.finish()
	if got, want := b.String(), "\r[#...] 1/4 x\r[####] 4/4  \n"; got != want {
		t.Errorf("progress wrote %q, want %q", got, want)
	}
}

func randFor(seed uint64) playcheck.Rng { return rand.New(rand.NewPCG(seed, 0)) }
