package engine

import "ferro/engine/view"

// Viewer is a game that shows itself as a view (package engine/view): the
// board, market, players and companies as a person reads them. Log, At and
// Length are left for the caller, who knows the log. A game with nothing
// to show (a game made for a test) returns nil.
type Viewer interface {
	View() *view.View
}

// Describer is a game that writes an action as a log line a player reads
// ("GI lays tile 7 on H9 (1$N hill)"), as a Phrase that the server renders
// in the reader's language. It is asked before the action is applied, so
// it may read the state the action acts on; it must not change the game.
// A game with no words of its own (a game made for a test) returns the
// zero Phrase, and the caller writes no line or a plain one.
type Describer interface {
	Describe(a Action) Phrase
}

// Valuer is a game that gives the figures charted over a game cheaply,
// without building a whole view: each family's share price and each
// player's value by id.
type Valuer interface {
	Values() (prices, values map[string]int)
}
