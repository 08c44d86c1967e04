// Package testgame is Ferro's one toy title, a tiny deterministic game for
// the server's tests, load tests and crash tests, and for the test tools'
// own tests (internal/playcheck, internal/testkit, ferro simulate): players
// take turns adding 1 to 3 to a shared count, and whoever reaches the
// target ends the game. Optional rules plant bugs that the test tools must
// catch (Bug*). It is not in the product registry; `ferro serve
// --test-game` serves it on request.
package testgame

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"ferro/engine"
	"ferro/engine/view"
)

// Name is the title's name.
const Name = "Ferro Test Count"

// Target is the count that ends a game; the "long" rule makes it 100 times
// larger.
const Target = 60

// Planted bugs, switched on as optional rules that New takes but
// OptionalRules does not list: the test tools plant them (ferro simulate
// --rules), a server refuses them.
const (
	BugShallowClone = "bug_shallow_clone" // Clone shares the scores
	BugLeak         = "bug_leak"          // an add of 3 scores 2: the scores no longer add up to the count
	BugGlobal       = "bug_global"        // the turn order depends on state outside the game
	BugDirtyError   = "bug_dirty_error"   // an add of a wrong amount passes the turn before it is refused
	BugPanic        = "bug_panic"         // an add of more than 3 panics
)

var bugs = []string{BugShallowClone, BugLeak, BugGlobal, BugDirtyError, BugPanic}

// globalAdds is deliberately outside any game: BugGlobal reads it.
var globalAdds int

// Title returns the title.
func Title() engine.Title { return title{} }

// Lookup finds this title by name, else falls back to next (the registry).
func Lookup(next func(string) (engine.Title, error)) func(string) (engine.Title, error) {
	return func(name string) (engine.Title, error) {
		if name == Name {
			return title{}, nil
		}
		return next(name)
	}
}

// title hides nothing: the seed only picks who starts, in sight of all
// (engine.Hider).
type title struct{ engine.HidesNothing }

func (title) Name() string            { return Name }
func (title) Players() (min, max int) { return 2, 6 }
func (title) OptionalRules() []engine.OptionalRule {
	return []engine.OptionalRule{{ID: "long", Name: "Long game", Description: "the target is 100 times larger"}}
}

func (title) New(cfg engine.Config) (engine.Game, error) {
	if len(cfg.Players) < 2 || len(cfg.Players) > 6 {
		return nil, fmt.Errorf("%s is for 2 to 6 players, not %d", Name, len(cfg.Players))
	}
	g := &game{cfg: cfg, target: Target, scores: map[string]int{}, bugs: map[string]bool{}}
	for _, r := range cfg.OptionalRules {
		switch {
		case r == "long":
			g.target *= 100
		case slices.Contains(bugs, r):
			g.bugs[r] = true
		default:
			return nil, fmt.Errorf("unknown optional rule %q", r)
		}
	}
	// The seed picks who starts, as a shuffled player order would.
	g.turn = engine.NewRand(cfg.Seed).Intn(len(cfg.Players))
	return g, nil
}

type game struct {
	engine.AsGiven // it takes every action as given (Settler)

	cfg    engine.Config
	target int
	total  int
	turn   int
	scores map[string]int
	winner string
	bugs   map[string]bool
}

func (g *game) Config() engine.Config { return g.cfg }

func (g *game) acting() string { return g.cfg.Players[g.turn].ID }

func (g *game) Apply(a engine.Action) error {
	if g.winner != "" {
		return engine.Illegal("game over", "the game has ended")
	}
	if a.Type != "add" {
		return engine.Illegal("unknown action", "%s has no action %q", Name, a.Type)
	}
	wrong := a.Price == nil || *a.Price < 1 || *a.Price > 3
	if g.bugs[BugPanic] && a.Price != nil && *a.Price > 3 {
		_ = []int{}[*a.Price] // planted: indexes an empty slice
	}
	if g.bugs[BugDirtyError] && wrong {
		g.turn = (g.turn + 1) % len(g.cfg.Players) // planted: changed before refusing
	}
	if a.Entity != g.acting() {
		return engine.Illegal("turn order", "player %s acts now, not %q", g.acting(), a.Entity)
	}
	if wrong {
		return engine.Illegal("add 1 to 3", "price must be 1, 2 or 3")
	}
	if g.total+*a.Price > g.target {
		return engine.Illegal("target", "%d would pass the target %d", g.total+*a.Price, g.target)
	}
	g.total += *a.Price
	g.scores[a.Entity] += *a.Price
	if g.bugs[BugLeak] && *a.Price == 3 {
		g.scores[a.Entity]-- // planted: one point lost
	}
	if g.total == g.target {
		g.winner = a.Entity
		return nil
	}
	g.turn = (g.turn + 1) % len(g.cfg.Players)
	if g.bugs[BugGlobal] {
		if globalAdds++; globalAdds%3 == 0 {
			g.turn = (g.turn + 1) % len(g.cfg.Players) // planted: a turn skipped by a count kept outside the game
		}
	}
	return nil
}

// Audit checks that the players' scores add up to the count, which never
// passes the target (playcheck.Auditor).
func (g *game) Audit() error {
	sum := 0
	for _, v := range g.scores {
		sum += v
	}
	if sum != g.total {
		return fmt.Errorf("scores add up to %d, the count is %d", sum, g.total)
	}
	if g.total > g.target {
		return fmt.Errorf("the count %d passed the target %d", g.total, g.target)
	}
	return nil
}

func (g *game) Legal() []engine.Action {
	if g.winner != "" {
		return nil
	}
	var out []engine.Action
	for n := 1; n <= 3 && g.total+n <= g.target; n++ {
		out = append(out, engine.Action{Type: "add", Entity: g.acting(), EntityType: "player", Price: engine.Int(n)})
	}
	return out
}

func (g *game) Acting() []string {
	if g.winner != "" {
		return nil
	}
	return []string{g.acting()}
}

func (g *game) Finished() bool { return g.winner != "" }

func (g *game) Result() map[string]int {
	r := map[string]int{}
	for _, p := range g.cfg.Players {
		r[p.ID] = g.scores[p.ID]
	}
	return r
}

func (g *game) EndReason() string {
	if g.winner == "" {
		return ""
	}
	return "player " + g.winner + " reached " + strconv.Itoa(g.target)
}

func (g *game) Clone() engine.Game {
	c := *g
	if !g.bugs[BugShallowClone] {
		c.scores = maps.Clone(g.scores)
	}
	return &c
}

func (g *game) Snapshot() json.RawMessage {
	type player struct {
		Name  string `json:"name"`
		Score int    `json:"score"`
	}
	players := []player{}
	for _, p := range g.cfg.Players {
		players = append(players, player{Name: p.Name, Score: g.scores[p.ID]})
	}
	b, _ := json.Marshal(map[string]any{"total": g.total, "target": g.target, "acting": g.Acting(), "scores": g.Result(), "players": players})
	return b
}

// The parts every game gives (engine.Game), with the plain answers of a game
// that has no words, board or evaluation of its own.

func (g *game) View() *view.View                     { return nil }
func (g *game) Describe(engine.Action) engine.Phrase { return engine.Phrase{} }
func (g *game) Chapter() engine.Chapter              { return engine.Chapter{} }
func (g *game) Scores() []int                        { return nil }
func (g *game) Features(int) engine.SeatFeatures     { return engine.SeatFeatures{} }
func (g *game) Determinize(int, uint64) engine.Game  { return g.Clone() }
func (g *game) Exploration() float64                 { return 0 }
func (g *game) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return engine.ReplayEach(g, log, eff)
}
func (g *game) PriceRun(string, []engine.Route) ([][]view.Stop, error) {
	return nil, nil
}
