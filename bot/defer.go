package bot

import (
	"bytes"
	"encoding/json"
	"maps"

	"ferro/engine"
)

// A move that can wait, waits.
//
// A family may buy its president's power at any step of its turn, and the
// evaluation values the position after the buy the same whether it comes
// before the tile lay or after the run. The search plays what it values
// most now, so it bought the power the first moment it could, where
// people lay their track first and buy when the power is needed, or at the
// turn's end, or never: in the real records the search bought a power at
// the start of the turn, then again at the next decision and the next
// (each a person's tile lay, run or pass), a large part of its
// disagreement with people (docs/bots.md, "The approach taken out").
//
// So when the search's chosen move a outlasts the step under way (it is
// still legal after the step's pass) and the move it plans for the same
// seat right after it, b, commutes with it (b is legal now, a is legal
// after b, and both orders reach the same position), b is played first: nothing is
// lost, and the choice of a is made again when it can no longer wait, with
// what b showed. A move that b needs (a power used right after its buy)
// does not commute with it and is played at once.

// deferred is the move to play in place of acts[best] (best itself when
// it cannot wait): the first move of another type on the line the trees
// plan for the same seat after it (each step the most visited move, at
// most planDepth steps), when it is legal now and the two commute. Moves
// of acts[best]'s own type on the way are passed over: a power bought for
// 0$N is planned before another power's buy, and that one could wait too.
func deferred(g engine.Game, seat int, roots []*node, acts []engine.Action, best int) int {
	a := &acts[best]
	if !outlastsStep(g, acts, *a) {
		return best
	}
	level := make([]*node, 0, len(roots))
	for _, r := range roots {
		if c := r.child(a); c != nil {
			level = append(level, c)
		}
	}
	for range planDepth {
		next, ok := planned(level, seat)
		if !ok {
			return best
		}
		if next.Type != a.Type {
			if b := find(acts, &next); b >= 0 && b != best && commute(g, *a, acts[b]) {
				return b
			}
			return best
		}
		var below []*node
		for _, n := range level {
			if c := n.child(&next); c != nil {
				below = append(below, c)
			}
		}
		level = below
	}
	return best
}

// planDepth is how far down its plan a search looks for a move to play
// before the one that can wait.
const planDepth = 4

// planned is the most visited move below the nodes of level (one per
// tree, the same position), when seat chooses there or the move is forced
// (another seat's forced move is not in seat's list, so it is not played).
func planned(level []*node, seat int) (engine.Action, bool) {
	visits := map[string]int{}
	var plans []engine.Action
	for _, n := range level {
		if !n.forced && n.mover != seat {
			return engine.Action{}, false // another seat's choice: not a plan
		}
		for _, c := range n.children {
			k := Key(c.action)
			if _, ok := visits[k]; !ok {
				plans = append(plans, c.action)
			}
			visits[k] += c.visits
		}
	}
	if len(plans) == 0 {
		return engine.Action{}, false
	}
	best := 0
	for i := range plans {
		if visits[Key(plans[i])] > visits[Key(plans[best])] {
			best = i
		}
	}
	return plans[best], true
}

// outlastsStep reports whether a may still be played once the step under
// way ends. Commuting is symmetric: a family's tile lay and its power's
// buy commute, and the buy is what waits, since the tile may no longer be
// laid after the tile step's pass while the buy may. So where the step
// may be passed, a must be legal after that pass. Where it may not (a run,
// a train the family must buy), a must leave the step where it was: the
// kinds of move its entity has, its own kind aside, are the same after it
// (a power bought before the run leaves the run to make; the train the
// family must buy brings the pass, and the run brings the dividend).
func outlastsStep(g engine.Game, acts []engine.Action, a engine.Action) bool {
	if a.Type == "pass" {
		return false
	}
	for _, p := range acts {
		if p.Type == "pass" {
			c := g.Clone()
			return c.Apply(p) == nil && c.Apply(a) == nil
		}
	}
	before := kindsOf(acts, a)
	c := g.Clone()
	if len(before) == 0 || c.Apply(a) != nil {
		return false // a is its entity's only kind of move: the step's
	}
	return maps.Equal(before, kindsOf(c.Legal(), a))
}

// kindsOf is the set of kinds of the moves in acts of a's entity, a's own
// kind aside.
func kindsOf(acts []engine.Action, a engine.Action) map[string]bool {
	out := map[string]bool{}
	for _, x := range acts {
		if x.Entity == a.Entity && x.Type != a.Type {
			out[x.Type] = true
		}
	}
	return out
}

// commute reports whether a then b and b then a are both legal on g and
// reach the same position: the same observable state, track and moves on
// offer.
func commute(g engine.Game, a, b engine.Action) bool {
	ab, ba := g.Clone(), g.Clone()
	if ab.Apply(a) != nil || ab.Apply(b) != nil || ba.Apply(b) != nil || ba.Apply(a) != nil {
		return false
	}
	return bytes.Equal(ab.Snapshot(), ba.Snapshot()) && bytes.Equal(boardKey(ab), boardKey(ba)) && bytes.Equal(offered(ab), offered(ba))
}

// offered is g's legal list as JSON (nil if it cannot be written).
func offered(g engine.Game) []byte {
	out, err := json.Marshal(g.Legal())
	if err != nil {
		return nil
	}
	return out
}
