package bot

import (
	"context"

	"ferro/engine"
	"fmt"
	"strconv"
	"strings"
)

// Spec is a bot kind with an optional strength: "mcts@800" is mcts with a
// budget of 800 simulations per decision (overriding the caller's budget).
type Spec struct {
	Kind string
	Sims int // 0: the caller's budget
}

// ParseSpec reads "kind" or "kind@sims".
func ParseSpec(s string) (Spec, error) {
	kind, sims, found := strings.Cut(strings.TrimSpace(s), "@")
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
	if s.Sims > 0 {
		return fmt.Sprintf("%s@%d", s.Kind, s.Sims)
	}
	return s.Kind
}

// Tuning overrides mcts settings where its fields are not zero.
type Tuning struct {
	Cut            int
	OrderAt        int // visits before a node below the root is ordered (0: the default)
	C, Widen, Temp float64
	RootOrderOnly  bool
	CapOthers      bool    // TypeCap only where another seat than the searching one moves
	TypeCap        int     // moves of one type a node below the root values (0: the default, -1: all)
	Separate       float64 // visits ratio the most visited move needs over the heuristic's choice (0: the default, -1: none)
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
