package testkit

import (
	"strings"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/server/testgame"
)

func TestPositions(t *testing.T) {
	rec := toyRecord(t, 3)
	for _, every := range []int{1, 4} {
		games, err := Positions(testgame.Title(), rec, every)
		if err != nil {
			t.Fatal(err)
		}
		if want := 1 + len(rec.Actions)/every; len(games) != want {
			t.Errorf("every %d: %d positions for %d actions, want %d", every, len(games), len(rec.Actions), want)
		}
	}
}

func TestCheckApply(t *testing.T) {
	newToy := func(rules ...string) engine.Game {
		g, err := testgame.Title().New(toyConfig(1, rules...))
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	tests := []struct {
		name string
		rule string
		data string
		want string // in the error; "" for none
	}{
		{"not JSON", "", `{{{`, ""},
		{"not an action", "", `{"entity":"1"}`, ""},
		{"legal", "", `{"type":"add","price":1}`, ""},
		{"refused", "", `{"type":"add","price":7}`, ""},
		{"out of turn", "", `{"type":"add","entity":"9","price":1}`, ""},
		{"planted panic", testgame.BugPanic, `{"type":"add","price":4}`, "panicked"},
		{"planted dirty error", testgame.BugDirtyError, `{"type":"add","price":0}`, "changed the state"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g engine.Game
			if tt.rule == "" {
				g = newToy()
			} else {
				g = newToy(tt.rule)
			}
			before := g.Snapshot()
			err := CheckApply(g, []byte(tt.data))
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Fatalf("CheckApply = %v, want %q", err, tt.want)
			}
			if d := playcheck.SameState(before, g.Snapshot()); d != nil {
				t.Errorf("CheckApply changed the game it was given: %s", d)
			}
		})
	}
}

// FuzzToyApply is the shape of a game package's fuzz target.
func FuzzToyApply(f *testing.F) {
	p, err := playcheck.RandomGame(testgame.Title(), toyConfig(2), rng(2), 1000, playcheck.Checks{})
	if err != nil || p.Failure != nil {
		f.Fatal(err, p.Failure)
	}
	rec := p.Record("test")
	games, err := Positions(testgame.Title(), rec, 5)
	if err != nil {
		f.Fatal(err)
	}
	AddActionSeeds(f, rec)
	f.Fuzz(func(t *testing.T, pos uint, data []byte) {
		ApplyFuzz(t, games[pos%uint(len(games))], data)
	})
}
