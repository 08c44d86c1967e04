package bot

import (
	"math"

	"ferro/engine"
)

// Questions to another seat. In some titles an action of one seat asks
// another seat to answer before play goes on (1713 Menorca: a company
// offers for another company's vehicle, and the selling director accepts
// or declines with a "choose"). A bot judges such an action by the
// answer the other side's judgement gives (its margin by the bot's own
// evaluation, as that side's bot would judge), and does not ask what it
// would refuse: a refused question changes nothing, so it tied with a pass
// and the heuristic, breaking ties at random, offered for every vehicle it
// could, about 40 offers a 2-player game, nearly all declined.

// askedSeat is the seat that must answer a question g puts after seat's
// action, with its answers: another seat moves and every action it may
// take is a choose. ok is false when g asks nothing.
func askedSeat(g engine.Game, seat int) (asked int, answers []engine.Action, ok bool) {
	if g.Finished() {
		return -1, nil, false
	}
	asked = Mover(g)
	if asked < 0 || asked == seat {
		return -1, nil, false
	}
	answers = Actions(g)
	if len(answers) < 2 {
		return -1, nil, false
	}
	for i := range answers {
		if answers[i].Type != "choose" {
			return -1, nil, false
		}
	}
	return asked, answers, true
}

// answered is g after the question it puts to another seat than seat is
// answered as ev judges for the asked seat (the answer after which its
// margin is highest; on a tie, the first listed), with ok; g itself (ok
// false) when g asks nothing.
func answered(g engine.Game, seat int, ev Evaluator) (engine.Game, bool) {
	asked, answers, ok := askedSeat(g, seat)
	if !ok {
		return g, false
	}
	var best engine.Game
	bestV := math.Inf(-1)
	for _, ans := range answers {
		c := g.Clone()
		if c.Apply(ans) != nil {
			continue
		}
		if v := margin(ev.Evaluate(c), asked); best == nil || v > bestV {
			best, bestV = c, v
		}
	}
	if best == nil {
		return g, false
	}
	return best, true
}

// refusedValue is the value the heuristic gives an action that puts a
// question the other side would refuse (valuesOn): below every other
// action's, and distinct from -Inf (an action not valued), so that a
// search can leave it out of its choice (dropRefused).
const refusedValue = -math.MaxFloat64

// refusedBy reports whether after, g with its question answered, is the
// refusal: every seat's value is what it was before the question (nothing
// changed hands). before is the values before the question.
func refusedBy(before []float64, after engine.Game, ev Evaluator) bool {
	return sameValues(before, ev.Evaluate(after))
}

// dropRefused leaves out of ranked (indices into acts, best first) the
// actions the heuristic valued refusedValue (vals, in the order of
// order), as long as another is left.
func dropRefused(ranked []int, acts, order []engine.Action, vals []float64) []int {
	refused := map[int]bool{}
	for k := range order {
		if vals[k] == refusedValue {
			if i := find(acts, &order[k]); i >= 0 {
				refused[i] = true
			}
		}
	}
	if len(refused) == 0 {
		return ranked
	}
	out := make([]int, 0, len(ranked))
	for _, i := range ranked {
		if !refused[i] {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return ranked
	}
	return out
}

// sameValues reports whether two value vectors agree to a millionth of a
// unit.
func sameValues(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1e-6 {
			return false
		}
	}
	return true
}
