package bot

import (
	"context"
	"math"
	"math/rand/v2"
	"sort"

	"ferro/engine"
)

func init() {
	RegisterKind(Kind{
		Name: "heuristic", Offered: true, Rank: 3,
		Label: map[string]string{"en": "Bot: heuristic", "nl": "Bot: heuristiek", "cs": "Bot: heuristický", "ja": "ボット：ヒューリスティック"},
		Short: map[string]string{"en": "heuristic", "nl": "heuristiek", "cs": "heuristický", "ja": "ヒューリスティック"},
	}, func(seed uint64, _ int, _ Tuning) Bot { return NewHeuristic(seed) })
	RegisterKind(Kind{
		Name: "heuristic-learned", Rank: 3,
		Label: map[string]string{"en": "Bot: heuristic, learned evaluation"},
		Short: map[string]string{"en": "heuristic, learned"},
	}, func(seed uint64, _ int, _ Tuning) Bot {
		h := NewHeuristic(seed)
		h.Learned = true
		return h
	})
}

// Heuristic tries every legal action on a determinized copy of the game and
// keeps the one after which its value (Weights.Evaluate) leads the best of
// the other seats' by most; ties are broken at random.
type Heuristic struct {
	W       Weights
	Learned bool      // evaluate by the title's learned Model (ModelFor) instead of W, where there is one
	Model   *Model    // evaluate by this model instead (self-play of a model's next round); nil: as Learned says
	Eval    Evaluator // evaluate by this instead of all the above (a search ordering its moves in its own rewards' terms: MCTS.Odds)
	rng     *rand.Rand
	rep     repeats
}

// NewHeuristic is a heuristic bot with the default weights, breaking ties
// from seed.
func NewHeuristic(seed uint64) *Heuristic {
	return &Heuristic{W: DefaultWeights, rng: rand.New(rand.NewPCG(seed, 3))}
}

func (*Heuristic) Name() string { return "heuristic" }

func (h *Heuristic) Act(ctx context.Context, pos Position, _ Budget) (engine.Action, error) {
	acts := pos.actions()
	if len(acts) == 0 {
		return engine.Action{}, ErrNoAction
	}
	if len(acts) == 1 {
		return acts[0], nil
	}
	vals := h.values(ctx, pos.Game, pos.Seat, acts)
	return acts[h.rep.choose(pos.Game, acts, dropRefused(h.rank(vals), acts, acts, vals))], nil
}

// rank orders the actions' indices by value, best first, ties in a random
// order.
func (h *Heuristic) rank(vals []float64) []int {
	idx := h.rng.Perm(len(vals))
	sortByValue(idx, vals)
	return idx
}

// values is each action's margin after it is played on a determinized copy
// of g for seat (-Inf for one that copy refuses, or one not tried because
// ctx ended).
func (h *Heuristic) values(ctx context.Context, g engine.Game, seat int, acts []engine.Action) []float64 {
	return h.valuesOn(ctx, determinize(g, seat, h.rng.Uint64()), seat, acts)
}

// valuesOn is values on a game the seat may read.
func (h *Heuristic) valuesOn(ctx context.Context, view engine.Game, seat int, acts []engine.Action) []float64 {
	var ev Evaluator = h.Model
	if h.Model == nil {
		ev = evaluator(h.Learned, &h.W, view)
	}
	if h.Eval != nil {
		ev = h.Eval
	}
	var valsNow []float64 // every seat's value now, once a question or a trade needs it
	vals := make([]float64, len(acts))
	for i := range acts {
		vals[i] = math.Inf(-1)
		if i > 0 && ctx.Err() != nil {
			continue
		}
		a := acts[i]
		c := view.Clone()
		if err := c.Apply(a); err != nil {
			continue // cannot happen for a listed action; never chosen
		}
		if after, ok := answered(c, seat, ev); ok {
			// a question to another seat: valued by its answer, and
			// not asked when the answer is no (questions.go)
			if valsNow == nil {
				valsNow = ev.Evaluate(view)
			}
			if refusedBy(valsNow, after, ev) {
				vals[i] = refusedValue
				continue
			}
			c = after
		}
		cv := ev.Evaluate(c)
		if seller, ok := tradeSeller(view, seat, &a); ok {
			// a trade its seller refuses is not offered (trades.go)
			if sellerWouldRefuse(view, c, seller) {
				vals[i] = refusedValue
				continue
			}
		}
		vals[i] = margin(cv, seat) + ownTieBreak*cv[seat]
	}
	return vals
}

// ownTieBreak weighs the seat's own value in an action's value beside its
// margin, so little that it only decides between actions whose margins
// tie: then the one that leaves the seat richer (a payout in the last
// round shared with the rival holding as much, over a withhold that takes
// as much from both).
const ownTieBreak = 1e-6

// sortByValue orders idx by vals[idx[k]], highest first (stable).
func sortByValue(idx []int, vals []float64) {
	sort.SliceStable(idx, func(a, b int) bool { return vals[idx[a]] > vals[idx[b]] })
}
