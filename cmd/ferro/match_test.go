package main

import (
	"bytes"
	"strings"
	"testing"
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
