package bot

import (
	"context"
	"math/rand/v2"

	"ferro/engine"
)

func init() {
	RegisterKind(Kind{
		Name: "random", Offered: true, Rank: 1,
		Label: map[string]string{"en": "Bot: random", "nl": "Bot: willekeurig", "cs": "Bot: náhodný", "ja": "ボット：ランダム"},
		Short: map[string]string{"en": "random", "nl": "willekeurig", "cs": "náhodný", "ja": "ランダム"},
	}, func(seed uint64, _ int, _ Tuning) Bot { return NewRandom(seed) })
	RegisterKind(Kind{
		Name: "random-by-type", Offered: true, Rank: 2,
		Label: map[string]string{"en": "Bot: random by type", "nl": "Bot: willekeurig per soort", "cs": "Bot: náhodný podle druhu", "ja": "ボット：種類ごとにランダム"},
		Short: map[string]string{"en": "random by type", "nl": "willekeurig per soort", "cs": "náhodný podle druhu", "ja": "種類ごとにランダム"},
	}, func(seed uint64, _ int, _ Tuning) Bot { return NewRandomByType(seed) })
}

// Random plays uniformly among the legal actions.
type Random struct{ rng *rand.Rand }

// NewRandom is a random bot drawing from seed.
func NewRandom(seed uint64) *Random { return &Random{rng: rand.New(rand.NewPCG(seed, 1))} }

func (*Random) Name() string { return "random" }

func (r *Random) Act(_ context.Context, pos Position, _ Budget) (engine.Action, error) {
	acts := pos.actions()
	if len(acts) == 0 {
		return engine.Action{}, ErrNoAction
	}
	return acts[r.rng.IntN(len(acts))], nil
}

// RandomByType first draws an action type uniformly among the types listed,
// then an action of that type, so that a rare pass or train purchase is not
// drowned among dozens of tile lays.
type RandomByType struct{ rng *rand.Rand }

// NewRandomByType is a random-by-type bot drawing from seed.
func NewRandomByType(seed uint64) *RandomByType {
	return &RandomByType{rng: rand.New(rand.NewPCG(seed, 2))}
}

func (*RandomByType) Name() string { return "random-by-type" }

func (r *RandomByType) Act(_ context.Context, pos Position, _ Budget) (engine.Action, error) {
	acts := pos.actions()
	if len(acts) == 0 {
		return engine.Action{}, ErrNoAction
	}
	return acts[pickByType(acts, r.rng)], nil
}

// keepMoves leaves out of acts, in a game whose rules let a player take
// back his own move in a round (engine.Revisiter: 1713 Menorca, sell a
// company and buy it back in a later turn of the stock round), the actions
// that do, as long as another is left: a bot then never returns to a
// position already seen in the round, and its games end. Every bot needs
// it, not only the random ones: with it left to the random bots alone,
// mcts@100 against the heuristic (2 players, seeds 1001-1050) played some
// 84 take-backs a game and one game went past 5,000 actions, and a
// heuristic seat of a 3-player game against mcts@20 (seed 1022) sold and
// bought back one company turn after turn until 5,000 actions: each turn
// of the loop is a new position (the price moved), so the bots' memory of
// positions (repeats) does not stop it, and a one-ply or searched value
// that sees the sale and the buy-back as even does not either.
// acts comes back as it is when it holds none.
func keepMoves(g engine.Game, acts []engine.Action) []engine.Action {
	rv, ok := g.(engine.Revisiter)
	if !ok {
		return acts
	}
	first := -1
	for i := range acts {
		if rv.Undoes(acts[i]) {
			first = i
			break
		}
	}
	if first < 0 {
		return acts
	}
	out := append(make([]engine.Action, 0, len(acts)-1), acts[:first]...)
	for _, a := range acts[first+1:] {
		if !rv.Undoes(a) {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return acts
	}
	return out
}

// pickByType draws a type among those in acts, then an action of it, and
// returns its index. Legal lists group an action type together, but the
// count below does not rely on it.
func pickByType(acts []engine.Action, rng *rand.Rand) int {
	var types [16]string
	var counts [16]int
	n := 0
	for i := range acts {
		t := acts[i].Type
		k := 0
		for k < n && types[k] != t {
			k++
		}
		if k == n {
			if n == len(types) {
				return rng.IntN(len(acts)) // more kinds than expected: plain uniform
			}
			types[n] = t
			n++
		}
		counts[k]++
	}
	k := rng.IntN(n)
	j := rng.IntN(counts[k])
	for i := range acts {
		if acts[i].Type == types[k] {
			if j == 0 {
				return i
			}
			j--
		}
	}
	return 0
}
