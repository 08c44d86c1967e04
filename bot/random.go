package bot

import (
	"context"
	"math/rand/v2"

	"ferro/engine"
)

// Random plays uniformly among the legal actions.
type Random struct{ rng *rand.Rand }

// NewRandom is a random bot drawing from seed.
func NewRandom(seed uint64) *Random { return &Random{rng: rand.New(rand.NewPCG(seed, 1))} }

func (*Random) Name() string { return "random" }

func (r *Random) Act(_ context.Context, pos Position, _ Budget) (engine.Action, error) {
	acts := keepMoves(pos.Game, pos.actions())
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
	acts := keepMoves(pos.Game, pos.actions())
	if len(acts) == 0 {
		return engine.Action{}, ErrNoAction
	}
	return acts[pickByType(acts, r.rng)], nil
}

// keepMoves leaves out of acts, in a game whose rules let a player take
// back his own move in a round (engine.Revisiter: 1713 Menorca, sell a
// company and buy it back in a later turn of the stock round), the actions
// that do, as long as another is left: the bot then never returns to a
// position already seen in the round, and its games end. The random bots
// and the mcts bot's choice apply it (mcts without it played some 84
// take-backs a 2-player game and one game in 100 went past 5,000 actions:
// its reward does not fall along a sell-and-buy-back loop, and each turn
// of the loop is a new position, prices having moved). The heuristic sees
// the whole legal list (a buy-back can be sensible) and its games end
// without it: it values each move once, one ply deep, and a loop does not
// raise its value (TestTakeBacksOnlyRandomBotsSkip). acts comes back as it
// is when it holds none.
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
