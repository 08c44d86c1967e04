package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"ferro/bot"
)

// TestMatchSmoke: a small seat-rotated match of every bot kind on both
// titles finishes without failures, prints its table, and writes records
// that ferro replay accepts.
func TestMatchSmoke(t *testing.T) {
	for _, c := range []struct{ title, bots string }{
		{"18ZOO - Map A", "mcts@3,heuristic,random-by-type,random"},
		{"1713 Menorca", "mcts@3,heuristic,random-by-type"},
	} {
		dir := t.TempDir()
		var out, errb bytes.Buffer
		code := matchMain([]string{"--title", c.title, "--bots", c.bots, "--games", "1", "--seed", "3", "--quiet", "--out", dir}, &out, &errb)
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", c.title, code, out.String(), errb.String())
		}
		for _, want := range []string{"win share", "95% CI", "mean rank", "failures: 0", "heuristic"} {
			if !strings.Contains(out.String(), want) {
				t.Fatalf("%s: no %q in\n%s", c.title, want, out.String())
			}
		}
		var rout, rerr bytes.Buffer
		if code := replayMain([]string{dir}, &rout, &rerr); code != 0 || !strings.Contains(rout.String(), "0 failed") {
			t.Fatalf("%s: the records do not replay (exit %d):\n%s%s", c.title, code, rout.String(), rerr.String())
		}
	}
}

// TestMatchUsage: a bot per seat is required, and unknown kinds are refused.
func TestMatchUsage(t *testing.T) {
	for _, args := range [][]string{
		{"--title", "18ZOO - Map A", "--bots", "heuristic,random", "--players", "3", "--games", "1"},
		{"--title", "18ZOO - Map A", "--bots", "heuristic,genius", "--games", "1"},
		{"--title", "18ZOO - Map A", "--bots", "heuristic,random", "--games", "1", "--budget", "lots"},
	} {
		var out, errb bytes.Buffer
		if code := matchMain(args, &out, &errb); code != 2 {
			t.Fatalf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestMatchRotationSeats: in rotation r the bot listed i-th sits in seat
// (i+r) mod n, so over a seed's rotations every bot plays every seat once,
// and the games really change with the seats (each rotation's game is a
// different one). Neither title draws the seat order from the seed, so the
// seats are the ones ferro match gives.
func TestMatchRotationSeats(t *testing.T) {
	for _, c := range []struct {
		title string
		bots  []string
	}{
		{"1713 Menorca", []string{"random-by-type", "random", "random"}},
		{"18ZOO - Map A", []string{"random-by-type", "random", "random", "random"}},
	} {
		title, err := lookupTitle(c.title)
		if err != nil {
			t.Fatal(err)
		}
		var specs []bot.Spec
		for _, b := range c.bots {
			sp, _ := bot.ParseSpec(b)
			specs = append(specs, sp)
		}
		n := len(specs)
		met := make([][]int, n) // met[spec][seat]
		for i := range met {
			met[i] = make([]int, n)
		}
		logs := map[string]int{}
		for r := 0; r < n; r++ {
			g := playMatchGame(title, specs, 7, r, bot.Budget{Sims: 1}, 1, bot.Tuning{}, 5000, true)
			if g.err != nil {
				t.Fatalf("%s rotation %d: %v", c.title, r, g.err)
			}
			for seat, i := range g.specAt {
				if want := ((seat-r)%n + n) % n; i != want {
					t.Fatalf("%s rotation %d: seat %d has bot %d, want %d", c.title, r, seat, i, want)
				}
				met[i][seat]++
			}
			var b strings.Builder
			for _, a := range g.record.Actions {
				b.WriteString(bot.Key(a) + ";")
			}
			logs[b.String()]++
		}
		for i := range met {
			for seat, k := range met[i] {
				if k != 1 {
					t.Fatalf("%s: bot %d sat in seat %d %d times over the rotations, want once", c.title, i, seat, k)
				}
			}
		}
		if len(logs) != n {
			t.Fatalf("%s: %d different games over %d rotations: the bots did not change seats", c.title, len(logs), n)
		}
	}
}

// TestMatchTally: the running share beside the progress bar counts the
// first-listed bot's seats only (ties split), and skips failed games.
func TestMatchTally(t *testing.T) {
	specs := parseSpecs(t, "mcts@20", "heuristic", "heuristic")
	var tally matchTally
	if got := tally.String(); got != "no game yet" {
		t.Fatalf("empty tally: %q", got)
	}
	tally.add(matchGame{specAt: []int{0, 1, 2}, scores: []float64{50, 40, 30}}, specs) // candidate wins
	tally.add(matchGame{specAt: []int{2, 0, 1}, scores: []float64{50, 50, 30}}, specs) // candidate ties first
	tally.add(matchGame{specAt: []int{1, 2, 0}, scores: []float64{50, 40, 30}}, specs) // candidate last
	tally.add(matchGame{specAt: []int{0, 1, 2}}, specs)                                // failed: not counted
	if got := tally.String(); got != "50.0% so far" {
		t.Fatalf("tally: %q, want 50.0%% so far", got)
	}
}

// TestMatchProgressShowsShare: the progress line names the candidate and
// its share so far.
func TestMatchProgressShowsShare(t *testing.T) {
	var out, errb bytes.Buffer
	if code := matchMain([]string{"--title", "1713 Menorca", "--bots", "heuristic,random,random", "--games", "3", "--seed", "5"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	if !strings.Contains(errb.String(), "heuristic ") || !strings.Contains(errb.String(), "% so far") {
		t.Fatalf("progress line without the running share:\n%s", errb.String())
	}
}

// TestMatchResume: with --resume a match reads back the games whose
// records --out already holds and plays only the others, and its table
// gives the same win shares, ranks and margins as the match played whole;
// a record that is not the match's game is refused.
func TestMatchResume(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--title", "18ZOO - Map A", "--bots", "heuristic,random-by-type,random,random", "--games", "8", "--seed", "11", "--quiet", "--out", dir}
	var whole, errb bytes.Buffer
	if code := matchMain(args, &whole, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, whole.String(), errb.String())
	}
	// what the table says of play, without the think times
	figures := func(table string) string {
		var out []string
		for _, line := range strings.Split(table, "\n") {
			f := strings.Fields(line)
			switch {
			case len(f) >= 8 && (f[0] == "heuristic" || f[0] == "random-by-type" || f[0] == "random"):
				out = append(out, strings.Join(f[:8], " "))
			case strings.HasPrefix(line, "fair share"):
				out = append(out, strings.Split(line, "seat;")[0])
			case strings.HasPrefix(line, "ends:"):
				out = append(out, line)
			}
		}
		return strings.Join(out, "\n")
	}
	if err := os.Remove(filepath.Join(dir, "match-seed-12-rot-2.json")); err != nil {
		t.Fatal(err)
	}
	var resumed, progress bytes.Buffer
	resumeArgs := append(slices.Clone(args[:len(args)-3]), "--out", dir, "--resume")
	if code := matchMain(resumeArgs, &resumed, &progress); code != 0 {
		t.Fatalf("resumed: exit %d\n%s%s", code, resumed.String(), progress.String())
	}
	if got, want := figures(resumed.String()), figures(whole.String()); got != want || got == "" {
		t.Fatalf("resumed match's table:\n%s\nwant, as played whole:\n%s", got, want)
	}
	if !strings.Contains(resumed.String(), "7 of the games read back") {
		t.Fatalf("resumed match: not 7 games read back from the records:\n%s", resumed.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "match-seed-12-rot-2.json")); err != nil {
		t.Fatalf("the game missing from the records was not played again: %v", err)
	}
	// a record in the wrong place: another seed's game
	if err := os.Rename(filepath.Join(dir, "match-seed-11-rot-0.json"), filepath.Join(dir, "match-seed-12-rot-0.json")); err != nil {
		t.Fatal(err)
	}
	var out, msg bytes.Buffer
	if code := matchMain(resumeArgs, &out, &msg); code != 2 || !strings.Contains(msg.String(), "seed 11") {
		t.Fatalf("a record of seed 11 where seed 12's should be: exit %d, %q", code, msg.String())
	}
	// --resume needs --out
	if code := matchMain(append(slices.Clone(args[:len(args)-2]), "--resume"), &out, &msg); code != 2 {
		t.Fatalf("--resume without --out: exit %d, want 2", code)
	}
}

// TestMatchWinsBySeat: the table says how often each seat won, whoever
// sat there (ties shared), so that a seat bias of the title or of the bots
// shows.
func TestMatchWinsBySeat(t *testing.T) {
	specs := parseSpecs(t, "mcts@20", "heuristic", "heuristic")
	results := []matchGame{
		{seed: 1, rotation: 0, specAt: []int{0, 1, 2}, scores: []float64{50, 40, 30}, decisions: []int{1, 1, 1}, think: make([]time.Duration, 3), times: make([][]time.Duration, 3)},
		{seed: 1, rotation: 1, specAt: []int{2, 0, 1}, scores: []float64{30, 50, 50}, decisions: []int{1, 1, 1}, think: make([]time.Duration, 3), times: make([][]time.Duration, 3)},
		{seed: 1, rotation: 2, specAt: []int{1, 2, 0}, scores: []float64{10, 40, 60}, decisions: []int{1, 1, 1}, think: make([]time.Duration, 3), times: make([][]time.Duration, 3)},
		{seed: 2, rotation: 0, specAt: []int{0, 1, 2}, scores: []float64{10, 40, 60}, decisions: []int{1, 1, 1}, think: make([]time.Duration, 3), times: make([][]time.Duration, 3)},
		{seed: 2, rotation: 1, specAt: []int{2, 0, 1}}, // failed: not counted
	}
	var b strings.Builder
	writeMatchTable(&b, "T", specs, results, bot.Budget{Sims: 20}, time.Second)
	if want := "wins by seat, whoever sat there: 1 25.0% · 2 12.5% · 3 62.5%\n"; !strings.Contains(b.String(), want) {
		t.Fatalf("table:\n%s\nwant the line %q", b.String(), want)
	}
}

// parseSpecs parses bot specs, failing the test on a bad one.
func parseSpecs(t *testing.T, names ...string) []bot.Spec {
	t.Helper()
	specs := make([]bot.Spec, len(names))
	for i, s := range names {
		sp, err := bot.ParseSpec(s)
		if err != nil {
			t.Fatal(err)
		}
		specs[i] = sp
	}
	return specs
}

// TestMatchPaired: --paired plays each game again with BASE in the first
// bot's seat. Paired with itself, every pair is the same game (the bots
// draw from the seed and their seat), so the seat's score differs by
// nothing; paired with another bot, the pairs differ, rotations seated
// alike are played once, and a resumed match reads the paired records
// back to the same figures.
func TestMatchPaired(t *testing.T) {
	run := func(args ...string) string {
		t.Helper()
		var out, errb bytes.Buffer
		if code := matchMain(append([]string{"--title", "18ZOO - Map A", "--games", "6", "--seed", "5", "--quiet"}, args...), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out.String(), errb.String())
		}
		return out.String()
	}
	selfDir := t.TempDir()
	selfArgs := []string{"--bots", "heuristic,random-by-type,random-by-type", "--paired", "heuristic", "--out", selfDir}
	played := run(selfArgs...)
	// read back from its records, one game played again: the digest of a
	// played log and of a record's actions must agree
	if err := os.Remove(filepath.Join(selfDir, "match-seed-5-rot-1.json")); err != nil {
		t.Fatal(err)
	}
	for _, self := range []string{played, run(append(selfArgs, "--resume")...)} {
		for _, want := range []string{"paired with heuristic in heuristic's seat (the other seats as they were): 6 pairs, 6 of them the same game move for move", "heuristic less heuristic: +0.00 (standard error 0.00)", "0 pairs went to heuristic only, 0 to heuristic only"} {
			if !strings.Contains(self, want) {
				t.Fatalf("paired with itself: no %q in\n%s", want, self)
			}
		}
	}
	dir := t.TempDir()
	other := run("--bots", "heuristic,random-by-type,random-by-type", "--paired", "random-by-type", "--out", dir)
	if !strings.Contains(other, "paired with random-by-type in heuristic's seat (the other seats as they were): 6 pairs, 0 of them the same game") {
		t.Fatalf("paired with another bot:\n%s", other)
	}
	paired, _ := filepath.Glob(filepath.Join(dir, "*-paired.json"))
	if len(paired) != 2 { // three random-by-type seats: one game a seed
		t.Fatalf("paired records %v, want one a seed (2)", paired)
	}
	// the pairing's lines: "paired with …" and the indented ones after it
	pairLines := func(s string) string {
		var out []string
		for _, line := range strings.Split(s[strings.Index(s, "paired with"):], "\n") {
			if len(out) > 0 && !strings.HasPrefix(line, "  ") {
				break
			}
			out = append(out, line)
		}
		return strings.Join(out, "\n")
	}
	resumed := run("--bots", "heuristic,random-by-type,random-by-type", "--paired", "random-by-type", "--out", dir, "--resume")
	if !strings.Contains(resumed, "8 of the games read back") {
		t.Fatalf("resumed: not the 6 games and 2 paired ones read back:\n%s", resumed)
	}
	if got, want := pairLines(resumed), pairLines(other); got != want || !strings.Contains(got, "the seat's wins") {
		t.Fatalf("resumed:\n%s\nwant, as played:\n%s", got, want)
	}
	// a paired game that fails is said, and fails the match
	var out, errb bytes.Buffer
	code := matchMain([]string{"--title", "18ZOO - Map A", "--games", "3", "--seed", "5", "--quiet", "--max-actions", "10",
		"--bots", "heuristic,random-by-type,random-by-type", "--paired", "random-by-type"}, &out, &errb)
	if code != 1 || !strings.Contains(out.String(), "FAIL seed 5 rotation 0, paired with random-by-type: not over after 10 actions") ||
		!strings.Contains(out.String(), "3 games without their pair") {
		t.Fatalf("paired games stopped after 10 actions: exit %d\n%s", code, out.String())
	}
}

// TestPairing counts the pairs: the seat's score difference, the wins on
// each side (ties split) and the pairs whose winner changed.
func TestPairing(t *testing.T) {
	base := parseSpecs(t, "random", "random", "random")
	results := []matchGame{
		{seed: 1, rotation: 0, scores: []float64{50, 40, 30}, logSum: 1, actions: 10}, // seat 0 wins; without it seat 2 does
		{seed: 1, rotation: 1, scores: []float64{30, 45, 50}, logSum: 2, actions: 10}, // seat 1 second; without it too
		{seed: 1, rotation: 2, scores: []float64{40, 40, 40}, logSum: 3, actions: 10}, // a three-way tie: a third
		{seed: 2, rotation: 0}, // failed: no pair
	}
	byKey := map[string]matchGame{
		seatingKey(base, 1, 0): {scores: []float64{30, 40, 50}, logSum: 9, actions: 10},
	}
	p := pair(base, results, byKey)
	if p.pairs != 3 || p.same != 0 || p.unpairedGames != 1 {
		t.Fatalf("pairs %d same %d unpaired %d, want 3 0 1", p.pairs, p.same, p.unpairedGames)
	}
	// seat 0: 50-30; seat 1: 45-40; seat 2: 40-50
	if mean, _ := meanSE(p.diff); math.Abs(mean-(20+5-10)/3.0) > 1e-9 {
		t.Fatalf("mean difference %v", mean)
	}
	if p.wins != 1+1.0/3 || p.winsB != 1 || p.onlyA != 1 || p.onlyB != 1 {
		t.Fatalf("wins %v / %v, only %d / %d; want 1.33 / 1, 1 / 1", p.wins, p.winsB, p.onlyA, p.onlyB)
	}
}
