package g18zoo

import (
	"encoding/json"
	"fmt"
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
)

// Title is one of the six 18ZOO maps.
type Title struct{ spec *mapSpec }

// Titles lists the six maps.
func Titles() []engine.Title {
	var out []engine.Title
	for i := range maps {
		out = append(out, Title{spec: &maps[i]})
	}
	return out
}

func (t Title) Name() string        { return "18ZOO - Map " + t.spec.Letter }
func (t Title) Players() (int, int) { return 2, 5 }
func (t Title) OptionalRules() []engine.OptionalRule {
	return []engine.OptionalRule{
		{ID: "power_visible", Name: "Powers visible", Description: "The future powers are visible from the start."},
		{ID: "base_2", Name: "Base 2", Description: "Centre of the map with less money."},
		{ID: "base_3", Name: "Base 3", Description: "Centre of the map with more money (wins over Base 2)."},
	}
}

func (t Title) New(cfg engine.Config) (engine.Game, error) {
	for _, r := range cfg.OptionalRules {
		if r != "power_visible" && r != "base_2" && r != "base_3" {
			return nil, fmt.Errorf("18ZOO has no optional rule %q", r)
		}
	}
	return newGame(t.spec, cfg)
}

// Config returns the game's definition.
func (g *Game) Config() engine.Config { return g.cfg }

// Apply validates and applies an action; on error nothing changes (the
// game is rebuilt from its journal, engine.Undo).
func (g *Game) Apply(a engine.Action) error {
	if g.finished {
		return engine.Illegal("game over", "the game has ended")
	}
	return undo.Apply(g, a)
}

// undo is 18ZOO's engine.Undo: an action is processed in place (with the
// automatic actions recorded in it) and kept as settle made it.
var undo = engine.Undo[Game]{
	Journal: func(g *Game) *engine.Journal { return &g.applied },
	Step: func(g *Game, a engine.Action) (engine.Action, error) {
		if g.finished {
			return a, engine.Illegal("game over", "the game has ended")
		}
		g.runValued = nil
		if err := g.applyAll(a); err != nil {
			return a, err
		}
		a = settle(a, g.runValued)
		g.runValued = nil
		return a, nil
	},
	Fresh: func(g *Game) *Game {
		r, err := newGame(g.spec, g.cfg)
		if err != nil {
			panic(fmt.Sprintf("18ZOO: a game that was set up once cannot be set up again: %v", err))
		}
		return r
	},
}

// Clone returns an independent copy.
func (g *Game) Clone() engine.Game { return g.clone() }

func (g *Game) clone() *Game {
	c := *g
	c.players = append([]Player(nil), g.players...)
	c.order = append([]int(nil), g.order...)
	c.fams = make([]Family, len(g.fams))
	for i, f := range g.fams {
		f.Shares = slices.Clone(f.Shares)
		c.fams[i] = f
	}
	c.companies = append([]Company(nil), g.companies...)
	c.trains = append(fleet(nil), g.trains...)
	c.available = append([]int(nil), g.available...)
	c.future = append([]int(nil), g.future...)
	c.near.open = append([]nearChoice(nil), g.near.open...)
	c.powerState = append([]any(nil), g.powerState...)
	c.rules = g.rules
	c.round = g.round.clone()
	c.board = g.board.clone()
	c.applied = g.applied.Share()
	return &c
}

// Acting lists the players who must act now.
func (g *Game) Acting() []string {
	if g.finished {
		return nil
	}
	e := steps.Acting(g)
	switch e.Kind {
	case rounds.Player:
		return []string{g.players[e.Idx].ID}
	case rounds.Corporation:
		if p := g.fams[e.Idx].President; p >= 0 {
			return []string{g.players[p].ID}
		}
	case rounds.Company:
		o, ok := g.companies[e.Idx].Owner.SeatOf()
		if f, isFam := g.companies[e.Idx].Owner.CorpOf(); isFam {
			o, ok = g.fams[f].President, true
		}
		if ok && o >= 0 {
			return []string{g.players[o].ID}
		}
	}
	return nil
}

func (g *Game) Finished() bool    { return g.finished }
func (g *Game) EndReason() string { return g.endReason }

// Result is each player's final value.
func (g *Game) Result() map[string]int { return engine.ResultOf(g.cfg, g.Scores()) }

// playerValue: cash, shares of open families at their price, ZOOTickets at
// their value, less the loan penalty.
func (g *Game) playerValue(p int) int {
	v := g.players[p].Cash - g.players[p].Penalty
	for f := range g.fams {
		if g.fams[f].IPOed {
			v += g.percentOf(p, f) / 20 * g.fams[f].price()
		}
	}
	return v + ticketsWorth(g.companies, p)
}

// Audit checks the invariants: money is conserved and every family's
// certificates add up to 120%.
func (g *Game) Audit() error {
	var money engine.MoneyAudit
	for _, p := range g.players {
		money.Add("player "+p.ID, p.Cash)
	}
	for _, f := range g.fams {
		money.Add(f.Sym, f.Cash)
	}
	if err := money.Conserved(g.issued); err != nil {
		return err
	}
	for i, f := range g.fams {
		sum := 0
		for _, c := range f.Shares {
			sum += c.Pct
		}
		if sum != 120 || len(f.Shares) != len(shareCerts) {
			return fmt.Errorf("%s: certificates sum to %d%%", g.fams[i].Sym, sum)
		}
	}
	return nil
}

// Snapshot is the observable state in the trace format of the fixtures.
func (g *Game) Snapshot() json.RawMessage { return engine.SnapshotOf(viewBuild{g: g}.trace()) }

var _ engine.Game = (*Game)(nil)

// applyAll applies an action and the automatic actions recorded with it.
func (g *Game) applyAll(a engine.Action) error {
	if err := g.process(a); err != nil {
		return err
	}
	g.lastEntity = a.Entity
	// actions 18xx.games triggered automatically (programmed passes) are
	// recorded inside the action that triggered them
	for _, auto := range a.Extras().AutoActions {
		if auto.Type == "program_disable" || g.finished {
			continue
		}
		if err := g.process(auto); err != nil {
			return fmt.Errorf("automatic %s by %s: %w", auto.Type, auto.Entity, err)
		}
		g.lastEntity = auto.Entity
	}
	return nil
}

// ReplayLog replays a whole log, keeping it (engine.LogReplayer).
func (g *Game) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return undo.ReplayLog(g, log, eff)
}
