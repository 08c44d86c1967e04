package main

import (
	"bytes"
	"math"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/internal/testkit"
)

// TestAgree: ferro agree on two real records counts the comparable
// decisions (every one with --every 1, about half with 2), gives the bot
// its row, and tabulates the one whole game's winner prediction.
func TestAgree(t *testing.T) {
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapA")
	recs := []string{filepath.Join(dir, "2.json"), filepath.Join(dir, "sell_ticket_zoo_in_any_step.json")}
	agree := func(args []string, stdout, stderr *bytes.Buffer) int { return agreeMain(args, stdout, stderr) }
	count := regexp.MustCompile(`decision: (\d+) comparable`)
	n := func(every string) int {
		code, out, stderr := run(agree, append([]string{"--bots", "heuristic", "--every", every}, recs...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		m := count.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no count in:\n%s", out)
		}
		k, _ := strconv.Atoi(m[1])
		if !regexp.MustCompile(`winner prediction on the 1 whole games`).MatchString(out) {
			t.Fatalf("no winner prediction for the one whole game:\n%s", out)
		}
		if !regexp.MustCompile(`(?m)^\| heuristic \| \d+\.\d% / \d+\.\d% \|`).MatchString(out) {
			t.Fatalf("no row for the heuristic:\n%s", out)
		}
		return k
	}
	all, half := n("1"), n("2")
	if all < 20 || half < all/2-1 || half > all/2+1 {
		t.Fatalf("%d comparable decisions at every 1, %d at every 2", all, half)
	}
}

// TestSameChoiceOfRecords: a power's use that a record writes with its
// choice's keys in another order than the legal list does (18xx.games
// writes "type" first) is not Same as the legal action but is the same
// choice (bot.SameChoice), which ferro agree counts as the person's.
func TestSameChoiceOfRecords(t *testing.T) {
	f := filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapA", "153535.json")
	rec, title, cfg, err := engine.ReadRecord(f, lookupTitle)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	_, err = walkDecisions(title, cfg, rec, func(d recordDecision) error {
		c := d.played.Extras().Choice
		if d.played.Type != "choose_ability" || len(c) == 0 || c[0] != '{' {
			return nil
		}
		for _, a := range bot.Actions(d.game) {
			if a.Type != d.played.Type || bot.Same(&a, &d.played) || !bot.SameChoice(d.game, a, d.played) {
				continue
			}
			if bytes.Equal(a.Extras().Choice, c) {
				t.Errorf("#%d: %s is the same choice as %s but not Same", d.index, a.Key(), d.played.Key())
			}
			found++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no power's use in 153535.json was found the same choice in other words")
	}
	t.Logf("%d uses found", found)
}

// TestAgreeAgain: with --again each bot is asked twice with other draws.
// The random bot, choosing among many moves, gives the same answer less
// often than the heuristic, whose draws only break its ties; each bot's
// row is in the table.
func TestAgreeAgain(t *testing.T) {
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapA")
	agree := func(args []string, stdout, stderr *bytes.Buffer) int { return agreeMain(args, stdout, stderr) }
	code, out, stderr := run(agree, "--bots", "heuristic,random", "--every", "1", "--again", filepath.Join(dir, "2.json"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	share := func(name string) float64 {
		m := regexp.MustCompile(`(?m)^\| ` + name + ` \| (\d+\.\d)% / \d+\.\d% \| \d+\.\d% / \d+\.\d% \|$`).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no --again row for %s in:\n%s", name, out)
		}
		v, _ := strconv.ParseFloat(m[1], 64)
		return v
	}
	if !regexp.MustCompile(`played the person's move and the other did not.*: random \d+, heuristic \d+ \(p = [01]\.\d{3}\);`).MatchString(out) {
		t.Fatalf("no sign test of random against heuristic in:\n%s", out)
	}
	h, r := share("heuristic"), share("random")
	if h <= r || h < 50 {
		t.Fatalf("the heuristic gives the same move twice in %.1f%% of decisions, the random bot in %.1f%%", h, r)
	}
	t.Logf("the same move when asked again: heuristic %.1f%%, random %.1f%%", h, r)
}

// TestSignTest: the exact two-sided binomial test of discordant pairs.
func TestSignTest(t *testing.T) {
	for _, c := range []struct {
		a, b int
		p    float64
	}{
		{0, 0, 1},
		{5, 5, 1},
		{10, 0, 0.001953125}, // 2 · 2^-10
		{0, 10, 0.001953125},
		{7, 3, 0.34375}, // 2 · (1+10+45+120)/1024
	} {
		if got := signTest(c.a, c.b); math.Abs(got-c.p) > 1e-9 {
			t.Errorf("signTest(%d, %d) = %v, want %v", c.a, c.b, got, c.p)
		}
	}
}
