package bot

import (
	"context"

	"ferro/engine"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Spec is a bot kind with an optional strength: "mcts@800" is mcts with a
// budget of 800 simulations per decision (overriding the caller's budget).
// A search's settings may follow for experiments, each after a slash:
// "mcts-learned@2000/temp=0.3/c=0.8" (temp, c, widen, widenat, separate, defer, odds, reuse, captreasury, rootstage, trees: as
// Tuning's, over the caller's tuning).
type Spec struct {
	Kind string
	Sims int    // 0: the caller's budget
	Tune Tuning // the settings given after slashes
}

// specSettings are the settings a spec may give, by name.
var specSettings = map[string]func(t *Tuning) *float64{
	"temp":        func(t *Tuning) *float64 { return &t.Temp },
	"c":           func(t *Tuning) *float64 { return &t.C },
	"widen":       func(t *Tuning) *float64 { return &t.Widen },
	"widenat":     func(t *Tuning) *float64 { return &t.WidenAt },
	"separate":    func(t *Tuning) *float64 { return &t.Separate },
	"defer":       func(t *Tuning) *float64 { return &t.Defer },
	"odds":        func(t *Tuning) *float64 { return &t.Odds },
	"reuse":       func(t *Tuning) *float64 { return &t.Reuse },
	"captreasury": func(t *Tuning) *float64 { return &t.CapTreasury },
	"rootstage":   func(t *Tuning) *float64 { return &t.RootStage },
	"trees":       func(t *Tuning) *float64 { return &t.Trees },
}

// ParseSpec reads "kind", "kind@sims", each followed by any "/name=value".
func ParseSpec(s string) (Spec, error) {
	parts := strings.Split(strings.TrimSpace(s), "/")
	var tune Tuning
	for _, kv := range parts[1:] {
		name, val, ok := strings.Cut(kv, "=")
		field := specSettings[name]
		v, err := strconv.ParseFloat(val, 64)
		if !ok || field == nil || err != nil || v == 0 {
			return Spec{}, fmt.Errorf("bot %q: %q is not a setting (temp, c, widen, widenat, separate, defer, odds, reuse, captreasury, rootstage or trees = a number, -1 for off)", s, kv)
		}
		if name == "trees" && (v < 1 || v != float64(int(v))) {
			return Spec{}, fmt.Errorf("bot %q: trees is a whole number of trees, 1 or more", s)
		}
		*field(&tune) = v
	}
	sp, err := parseKind(parts[0])
	if err != nil {
		return Spec{}, err
	}
	sp.Tune = tune
	return sp, nil
}

// parseKind reads "kind" or "kind@sims".
func parseKind(s string) (Spec, error) {
	kind, sims, found := strings.Cut(s, "@")
	sp := Spec{Kind: kind}
	if kind == "rbt" {
		sp.Kind = "random-by-type"
	}
	if _, ok := LookupKind(sp.Kind); !ok {
		return Spec{}, fmt.Errorf("unknown bot kind %q (known: %s)", kind, strings.Join(KindNames(), ", "))
	}
	if found {
		n, err := strconv.Atoi(sims)
		if err != nil || n < 1 {
			return Spec{}, fmt.Errorf("bot %q: the strength after @ is a number of simulations", s)
		}
		sp.Sims = n
	}
	return sp, nil
}

func (s Spec) String() string {
	out := s.Kind
	if s.Sims > 0 {
		out = fmt.Sprintf("%s@%d", s.Kind, s.Sims)
	}
	names := make([]string, 0, len(specSettings))
	for name := range specSettings {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if v := *specSettings[name](&s.Tune); v != 0 {
			out += "/" + name + "=" + strconv.FormatFloat(v, 'g', -1, 64)
		}
	}
	return out
}

// Tuning overrides mcts settings where its fields are not zero.
type Tuning struct {
	Cut            int
	OrderAt        int // visits before a node below the root is ordered (0: the default)
	C, Widen, Temp float64
	RootOrderOnly  bool
	CapOthers      bool    // TypeCap only where another seat than the searching one moves
	TypeCap        int     // moves of one type a node below the root values (0: the default, -1: all)
	WidenAt        float64 // the budget whose breadth a bigger one keeps (MCTS.WidenAt; 0: the default, -1: widen by visits alone)
	Defer          float64 // -1: play the chosen move at once even where it could wait (MCTS.Defer; 0: the default, defer)
	Separate       float64 // visits ratio the most visited move needs over the heuristic's choice (0: the default, -1: none)
	RootStage      float64 // 1: a search values every position at its root's stage (MCTS.RootStage)
	Trees          float64 // N: the budget split over N trees, their root visits summed (MCTS.Workers; 0: the caller's workers)
	CapTreasury    float64 // 1: the learned model's treasury worth at most the score (MCTS.CapTreasury)
	Reuse          float64 // -1: no tree reuse from one decision to the next (MCTS.NoReuse; 0: the default, reuse)
	Odds           float64 // rewards in the learned model's log-odds with this scale (MCTS.Odds; 0: the default, -1: money)
	Settle         bool    // stop a simulation budget's search once its choice is settled (MCTS.Settle)
	CountReused    bool    // count a reused tree's visits in the budget (MCTS.CountReused)
}

// Analysis is the tuning analyses use (ferro analyze, the server's): a
// search stops once its choice is settled and counts the visits of the
// tree it carries along the game in its budget.
var Analysis = Tuning{Settle: true, CountReused: true}

// New builds the bot of a spec, drawing from seed; mcts searches with
// workers trees in parallel.
func (s Spec) New(seed uint64, workers int) Bot { return s.NewTuned(seed, workers, Tuning{}) }

// NewTuned is New with mcts tuned.
func (s Spec) NewTuned(seed uint64, workers int, t Tuning) Bot {
	k, ok := LookupKind(s.Kind)
	if !ok {
		panic("bot: unknown kind " + s.Kind) // ParseSpec refuses it
	}
	for _, field := range specSettings {
		if v := *field(&s.Tune); v != 0 {
			*field(&t) = v
		}
	}
	b := k.build(seed, workers, t)
	if s.Sims > 0 {
		return fixedBudget{b, s.Sims}
	}
	return b
}

// tuneOrOff applies a tuning given as a number: positive replaces the
// default, negative turns the setting off (0), zero keeps the default.
func tuneOrOff[T int | float64](setting *T, v T) {
	if v > 0 {
		*setting = v
	} else if v < 0 {
		*setting = 0
	}
}

// fixedBudget is a bot searching a fixed number of simulations whatever
// budget it is given.
type fixedBudget struct {
	Bot
	sims int
}

func (f fixedBudget) Act(ctx context.Context, pos Position, b Budget) (engine.Action, error) {
	return f.Bot.Act(ctx, pos, Budget{Sims: f.sims})
}
