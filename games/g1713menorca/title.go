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

type title struct{}

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
	cfg engine.Config
	st  *state
	// spare is the state before the last action, whose memory the next
	// action's copy reuses (nothing else refers to it)
	spare *state
}

func (g *Game) Config() engine.Config { return g.cfg }

// Apply validates an action on a copy of the state and keeps the copy only
// when the action is legal, so an illegal action changes nothing.
func (g *Game) Apply(a engine.Action) error {
	if a.Type == "message" {
		return nil
	}
	next := g.spare
	if next == nil {
		next = &state{}
	}
	next.copyOf = nil // a full copy
	g.st.copyInto(next)
	if err := next.apply(a); err != nil {
		g.spare = next
		return err
	}
	next.advance()
	g.st, g.spare = next, g.st
	return nil
}

func (g *Game) Acting() []string {
	if seat := g.st.actingSeat(); seat >= 0 {
		return []string{g.st.Players[seat].ID}
	}
	return nil
}

func (g *Game) Finished() bool    { return g.st.Round == roundOver }
func (g *Game) EndReason() string { return g.st.EndReason }

func (g *Game) Result() map[string]int {
	out := map[string]int{}
	for seat, p := range g.st.Players {
		out[p.ID] = g.st.fortune(seat)
	}
	return out
}

func (g *Game) Clone() engine.Game { return &Game{cfg: g.cfg, st: g.st.clone()} }

func (g *Game) Snapshot() json.RawMessage {
	b, err := json.Marshal(g.st.snapshotState())
	if err != nil {
		panic(err)
	}
	return b
}

// AutoAction is playcheck.Completer: Legal already lists the best run as a
// concrete run_routes, so a listed action comes back unchanged; an empty
// run_routes (a template from elsewhere) is completed with the best run.
func (g *Game) AutoAction(a engine.Action) (engine.Action, bool) {
	if a.Type != "run_routes" || len(a.Extras().Routes) > 0 {
		return a, true
	}
	s := g.st
	if s.Round != roundOp || s.Op.Step != stepRun {
		return a, false
	}
	return s.bestRunAction(s.opCorp()), true
}
