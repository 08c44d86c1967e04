// Package engine is Ferro's game-independent core: actions and their log,
// game records, replay with undo and redo, the seeded random source, and the
// interfaces every game title implements. It names no game.
package engine

import "encoding/json"

// Player is a seat at the table. ID is the record's player id as text.
type Player struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Config is everything that defines a game before its first action:
// a game is its Config plus its actions.
type Config struct {
	Title         string   `json:"title"`
	Players       []Player `json:"players"`
	Seed          int64    `json:"seed"`
	OptionalRules []string `json:"optional_rules,omitempty"`
}

// Title describes a game title and builds new games of it.
type Title interface {
	Name() string                  // the title's name, as the registry lists it
	Players() (min, max int)       // allowed player counts
	OptionalRules() []OptionalRule // rules a game may switch on
	New(cfg Config) (Game, error)  // a game before its first action
}

// OptionalRule is a named variant a game can be created with.
type OptionalRule struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Game is a game in progress. Implementations are deterministic: the same
// Config and the same actions give the same state, whatever the machine.
type Game interface {
	Config() Config

	// Apply validates an action and applies it. On error the state is
	// unchanged and the error (an *IllegalError where a rule is broken)
	// says which rule the action breaks. Undo and redo are not handled
	// here: see Log.
	Apply(a Action) error

	// Legal lists every concrete legal action of the acting entity, in a
	// fixed order; every listed action can be applied as it is. Where
	// trains run, the list holds one run_routes: the best run (the route
	// optimizer's, every vehicle kind included) as a concrete action;
	// another run the rules allow may be submitted in its place.
	Legal() []Action

	// Acting lists the ids of the players who must act now (a player acts
	// for the corporations they run).
	Acting() []string

	// Finished reports whether the game is over; Result is then the final
	// score by player id and EndReason says why it ended.
	Finished() bool
	Result() map[string]int
	EndReason() string

	// Clone returns an independent copy.
	Clone() Game

	// Snapshot returns the observable state as plain data, for views,
	// traces and equality checks between games.
	Snapshot() json.RawMessage

	// The parts every title gives besides its rules (title_game.go): a
	// consumer calls them on any Game, never asks whether it has them.
	Viewer
	Describer
	Chapterer
	Settler
	LogReplayer
	RunPricer
	Scorer
	Featurer
	Determinizer
	SearchTuner
}

// IllegalError is returned by Game.Apply when an action breaks a rule.
type IllegalError struct {
	Rule   string // short rule name, e.g. "certificate limit"
	Detail string // what exactly was wrong
}

func (e *IllegalError) Error() string {
	if e.Detail == "" {
		return "illegal action: " + e.Rule
	}
	return "illegal action (" + e.Rule + "): " + e.Detail
}

// Illegal builds an *IllegalError.
func Illegal(rule, format string, args ...any) error {
	return &IllegalError{Rule: rule, Detail: sprintf(format, args...)}
}
