// Package g1713menorca plays 1713 Menorca (rules v11): the heritage
// auction, stock rounds on a two-dimensional market, and operating rounds
// in which companies build roads, place ports and factories, buy ships and
// carts and run them to the island's towns and the Mediterranean's ports.
// Figures the rules summary does not give are provisional and live in the
// data_*.go tables (see docs/games/1713-menorca.md).
package g1713menorca

import (
	"encoding/json"
	"slices"

	"ferro/engine"
)

// Name is the title's name in records.
const Name = "1713 Menorca"

// title hides nothing: the seed draws only at the start (the small
// company left out, the heritages), in sight of everyone.
type title struct{ engine.HidesNothing }

// Title returns the 1713 Menorca title.
func Title() engine.Title { return title{} }

func (title) Name() string                         { return Name }
func (title) Players() (int, int)                  { return 2, 3 }
func (title) OptionalRules() []engine.OptionalRule { return slices.Clone(optionalRules) }

func (title) New(cfg engine.Config) (engine.Game, error) {
	if err := checkOptionalRules(cfg.OptionalRules); err != nil {
		return nil, err
	}
	s, err := newState(cfg)
	if err != nil {
		return nil, err
	}
	s.RoundBan = slices.Contains(cfg.OptionalRules, ruleRoundBan)
	s.advance()
	return &Game{cfg: cfg, st: s}, nil
}

// Game is a 1713 Menorca game in progress.
type Game struct {
	engine.AsGiven // it takes every action as given (Settler)
	cfg            engine.Config
	st             *state
	// the actions accepted so far, from which Apply rebuilds the game an
	// action was refused in (engine.Undo)
	journal engine.Journal
	// start is the state the journal starts from when it is not the
	// game's New: a position a test built by hand (startHere in
	// helpers_test.go). Never written to.
	start *state
}

func (g *Game) Config() engine.Config { return g.cfg }

// Apply validates and applies an action; on error nothing changes (the
// game is rebuilt from its journal, engine.Undo).
func (g *Game) Apply(a engine.Action) error {
	if a.Type == "message" {
		return nil // nothing to keep
	}
	return undo.Apply(g, a)
}

// undo is 1713 Menorca's engine.Undo: an action is applied to the state in
// place, then the state settles the automatic moves that follow.
var undo = engine.Undo[Game]{
	Journal: func(g *Game) *engine.Journal { return &g.journal },
	Step: func(g *Game, a engine.Action) (engine.Action, error) {
		if a.Type == "message" {
			return a, nil
		}
		if err := g.st.apply(a); err != nil {
			return a, err
		}
		g.st.advance()
		return a, nil
	},
	Fresh: func(g *Game) *Game {
		if g.start != nil {
			return &Game{cfg: g.cfg, st: g.start.clone(), start: g.start}
		}
		r, err := title{}.New(g.cfg)
		if err != nil {
			panic("1713 Menorca: a game that was set up once cannot be set up again: " + err.Error())
		}
		return r.(*Game)
	},
}

// ReplayLog replays a whole log, keeping it (engine.LogReplayer).
func (g *Game) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return undo.ReplayLog(g, log, eff)
}

func (g *Game) Acting() []string {
	if seat := g.st.actingSeat(); seat >= 0 {
		return []string{g.st.Players[seat].ID}
	}
	return nil
}

func (g *Game) Finished() bool    { return g.st.Round == roundOver }
func (g *Game) EndReason() string { return g.st.EndReason }

func (g *Game) Result() map[string]int { return engine.ResultOf(g.cfg, g.Scores()) }

func (g *Game) Clone() engine.Game {
	return &Game{cfg: g.cfg, st: g.st.clone(), journal: g.journal.Share(), start: g.start}
}

func (g *Game) Snapshot() json.RawMessage { return engine.SnapshotOf(g.st.snapshotState()) }
