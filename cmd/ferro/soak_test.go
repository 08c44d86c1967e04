package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSoakSmoke: a short soak over every title (two player counts each,
// mcts in half the games) finishes without failures and prints its totals.
func TestSoakSmoke(t *testing.T) {
	var out, errb bytes.Buffer
	code := soakMain([]string{"--games", "14", "--seed", "5", "--heuristic-share", "0.3", "--mcts-share", "0.5", "--mcts-sims", "3"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	for _, want := range []string{"1713 Menorca", "18ZOO - Map F", "total", "mcts", "heuristic"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("no %q in\n%s", want, out.String())
		}
	}
	t.Log("\n" + out.String())
}

// TestSoakTitles: --titles keeps to the titles named, and an unknown one
// is refused.
func TestSoakTitles(t *testing.T) {
	var out, errb bytes.Buffer
	if code := soakMain([]string{"--games", "2", "--titles", "1713 Menorca"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	if strings.Contains(out.String(), "18ZOO") || !strings.Contains(out.String(), "1713 Menorca           3") {
		t.Fatalf("not only Menorca, at 2 and 3 players:\n%s", out.String())
	}
	if code := soakMain([]string{"--games", "1", "--titles", "Chess"}, &out, &errb); code != 2 {
		t.Fatalf("an unknown title: exit %d, want 2", code)
	}
}

// TestSoakFailureKinds: the failures are told apart by bot.Play's and
// playMatchGame's messages.
func TestSoakFailureKinds(t *testing.T) {
	for msg, want := range map[string]string{
		"panic: index out of range":                                       "panic",
		"bot: seat 1 (random) played lay_tile by GI, refused: tile (...)": "illegal",
		"not over after 5000 actions":                                     "unfinished",
		"bot: seat 0 (mcts) after 3 actions: bot: no action":              "bot error",
	} {
		if got := soakFailure(errString(msg)); got != want {
			t.Errorf("%q: %q, want %q", msg, got, want)
		}
	}
	if soakFailure(nil) != "" {
		t.Error("no error is a failure")
	}
}

type errString string

func (e errString) Error() string { return string(e) }
