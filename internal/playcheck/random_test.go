package playcheck

import (
	"reflect"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/server/testgame"
)

func TestRandomGamePlaysCleanGames(t *testing.T) {
	endings := map[string]int{}
	for seed := int64(1); seed <= 30; seed++ {
		p, err := RandomGame(testgame.Title(), toyConfig(seed), rng(uint64(seed)), 1000, Checks{ReplayEvery: 3})
		if err != nil {
			t.Fatal(err)
		}
		if p.Failure != nil {
			t.Fatalf("seed %d: %v", seed, p.Failure)
		}
		if !p.Game.Finished() {
			t.Fatalf("seed %d: not finished after %d actions", seed, len(p.Log))
		}
		endings[p.Game.EndReason()]++
		for i, a := range p.Log {
			if a.ID != i+1 {
				t.Fatalf("seed %d: action %d has id %d", seed, i, a.ID)
			}
		}
	}
	if len(endings) < 2 {
		t.Errorf("30 random games all ended the same way (%v): the driver is not exploring", endings)
	}
}

func TestRandomGameIsDeterministic(t *testing.T) {
	play := func(seed uint64) []engine.Action {
		p, err := RandomGame(testgame.Title(), toyConfig(1), rng(seed), 1000, Checks{})
		if err != nil || p.Failure != nil {
			t.Fatal(err, p.Failure)
		}
		return p.Log
	}
	if a, b := play(5), play(5); !reflect.DeepEqual(a, b) {
		t.Error("the same seed played two different games")
	}
	if a, b := play(5), play(6); reflect.DeepEqual(a, b) {
		t.Error("seeds 5 and 6 played the same game")
	}
}

// A game still going at the action cap stops there and is a failure
// ("cap"): a game that never ends is a bug of the game.
func TestRandomGameStopsAtMaxActions(t *testing.T) {
	p, err := RandomGame(testgame.Title(), toyConfig(1), rng(1), 4, Checks{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Log) != 4 || p.Game.Finished() {
		t.Errorf("played %d actions (finished %v), want 4 and not finished", len(p.Log), p.Game.Finished())
	}
	if p.Failure == nil || p.Failure.Check != "cap" || p.Failure.After != 4 {
		t.Errorf("failure at the cap: %v, want a cap failure after 4 actions", p.Failure)
	}
}

// The toy lists concrete actions (each add with its amount), and random
// games play them as listed, through a plain engine.Game too.
func TestRandomGamePlaysListedActions(t *testing.T) {
	count := func(title engine.Title) int {
		n := 0
		for seed := uint64(1); seed <= 10; seed++ {
			p, err := RandomGame(title, toyConfig(int64(seed)), rng(seed), 1000, Checks{})
			if err != nil || p.Failure != nil {
				t.Fatal(err, p.Failure)
			}
			for _, a := range p.Log {
				if a.Type == "add" {
					if a.Price == nil {
						t.Fatal("an add without its amount was played")
					}
					n++
				}
			}
		}
		return n
	}
	if n := count(testgame.Title()); n == 0 {
		t.Error("no add was played")
	}
	if n := count(wrapTitle{}); n == 0 {
		t.Error("no add was played through a plain engine.Game")
	}
}

func TestRandomGameFindsPlantedBugs(t *testing.T) {
	tests := []struct {
		name   string
		title  engine.Title
		rule   string
		checks Checks
		want   string // Failure.Check
	}{
		{"shallow clone", testgame.Title(), testgame.BugShallowClone, Checks{}, "clone"},
		{"points lost", testgame.Title(), testgame.BugLeak, Checks{}, "audit"},
		{"state outside the game", testgame.Title(), testgame.BugGlobal, Checks{ReplayEvery: 1}, "replay"},
		{"state outside the game, checked at the end", testgame.Title(), testgame.BugGlobal, Checks{}, "replay"},
		{"legal list lies", wrapTitle{lie: true}, "", Checks{}, "apply"},
		{"stuck", wrapTitle{stuckAfter: 3}, "", Checks{}, "stuck"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var rules []string
			if tt.rule != "" {
				rules = []string{tt.rule}
			}
			var f *Failure
			for seed := uint64(1); seed <= 20 && f == nil; seed++ {
				p, err := RandomGame(tt.title, toyConfig(int64(seed), rules...), rng(seed), 1000, tt.checks)
				if err != nil {
					t.Fatal(err)
				}
				f = p.Failure
			}
			if f == nil || f.Check != tt.want {
				t.Fatalf("failure = %v, want a %q failure", f, tt.want)
			}
			if !strings.Contains(f.Error(), tt.want) {
				t.Errorf("failure text %q does not name the check", f.Error())
			}
		})
	}
}

// wrapTitle is the toy seen through a plain engine.Game (no Auditor), optionally with a lying or empty legal list.
type wrapTitle struct {
	lie        bool
	stuckAfter int
}

func (w wrapTitle) Name() string                         { return testgame.Name }
func (w wrapTitle) Players() (int, int)                  { return testgame.Title().Players() }
func (w wrapTitle) OptionalRules() []engine.OptionalRule { return nil }
func (w wrapTitle) New(cfg engine.Config) (engine.Game, error) {
	g, err := testgame.Title().New(cfg)
	return &wrapGame{Game: g, w: w}, err
}

type wrapGame struct {
	engine.Game
	w wrapTitle
	n int
}

func (g *wrapGame) Apply(a engine.Action) error {
	err := g.Game.Apply(a)
	if err == nil {
		g.n++
	}
	return err
}

func (g *wrapGame) Legal() []engine.Action {
	if g.w.stuckAfter > 0 && g.n >= g.w.stuckAfter {
		return nil
	}
	if g.w.lie {
		return []engine.Action{{Type: "fly", Entity: "1"}}
	}
	return g.Game.Legal()
}

func (g *wrapGame) Clone() engine.Game { return &wrapGame{Game: g.Game.Clone(), w: g.w, n: g.n} }

func TestRandomGameUndoRedo(t *testing.T) {
	kinds := map[string]int{}
	for seed := uint64(1); seed <= 10; seed++ {
		p, err := RandomGame(testgame.Title(), toyConfig(int64(seed)), rng(seed), 1000, Checks{UndoPercent: 30})
		if err != nil || p.Failure != nil {
			t.Fatal(err, p.Failure)
		}
		for _, a := range p.Log {
			kinds[a.Type]++
		}
		d, err := ReplayRecord(testgame.Title(), p.Record("test"))
		if err != nil || d != nil {
			t.Fatalf("seed %d: the record with undo and redo does not replay: %v %v", seed, err, d)
		}
	}
	if kinds["undo"] == 0 || kinds["redo"] == 0 || kinds["redo"] >= kinds["undo"] {
		t.Errorf("undo %d, redo %d: want some of each, fewer redos", kinds["undo"], kinds["redo"])
	}
	// A game whose replay differs from its live state fails the undo check.
	var f *Failure
	for seed := uint64(1); seed <= 20 && (f == nil || f.Check == "replay"); seed++ {
		p, err := RandomGame(testgame.Title(), toyConfig(int64(seed), testgame.BugGlobal), rng(seed), 1000, Checks{UndoPercent: 100, ReplayEvery: -1})
		if err != nil {
			t.Fatal(err)
		}
		f = p.Failure
	}
	if f == nil || f.Check != "undo" && f.Check != "redo" {
		t.Errorf("failure = %v, want an undo or redo failure", f)
	}
}

// Choose plays instead of the uniform draw (here: always the last listed
// action, so the game is the same whatever the random source), and Each's
// error stops play as a "check" failure at the action that caused it.
func TestRandomGameChooseAndEach(t *testing.T) {
	last := func(_ engine.Game, legal []engine.Action) int { return len(legal) - 1 }
	var logs [][]engine.Action
	for _, seed := range []uint64{1, 2} {
		chosen := 0
		p, err := RandomGame(testgame.Title(), toyConfig(1), rng(seed), 1000, Checks{Choose: func(g engine.Game, legal []engine.Action) int {
			chosen++
			return last(g, legal)
		}})
		if err != nil || p.Failure != nil {
			t.Fatalf("seed %d: %v %v", seed, err, p.Failure)
		}
		if chosen < len(p.Log) {
			t.Fatalf("Choose was asked %d times for %d actions", chosen, len(p.Log))
		}
		logs = append(logs, p.Log)
	}
	if !reflect.DeepEqual(logs[0], logs[1]) {
		t.Fatal("with Choose the random source still chose the actions")
	}
	n := 0
	p, err := RandomGame(testgame.Title(), toyConfig(1), rng(1), 1000, Checks{Each: func(engine.Game) error {
		if n++; n == 3 {
			return errorString("third")
		}
		return nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Failure == nil || p.Failure.Check != "check" || p.Failure.Action == nil || p.Failure.Action.ID != 3 || p.Failure.Detail != "third" {
		t.Fatalf("Each's error: %+v", p.Failure)
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }
