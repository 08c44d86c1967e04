package bot

import (
	"context"
	"math"
	"math/rand/v2"
	"sort"

	"ferro/engine"
)

// orderNode puts the moves of a node below the root in the heuristic's
// order (without the route optimizer): each is played on a copy of s and
// evaluated for the mover. The copies' values are kept with the moves
// (priorVec), so that the simulation that expands one of them scores the
// new node with them instead of evaluating that position again.
//
// A node may list dozens of moves of one type (18ZOO's tile lays, each
// of which the evaluation follows with a best run for every family); with
// TypeCap > 0, at most TypeCap moves of each type are valued, drawn at
// random, and the others come after them, unvalued (drawn by type);
// capped false values them all.
func (m *MCTS) orderNode(ctx context.Context, n *node, s engine.Game, acts []engine.Action, rng *rand.Rand, capped bool) {
	var skip []bool
	if capped {
		skip = capByType(acts, m.TypeCap, rng)
	}
	ev := m.ev
	if ev == nil { // (called outside Act)
		ev = &m.W
	}
	vals := make([]float64, len(acts))
	vecs := make([][]float64, len(acts))
	for i := range acts {
		vals[i] = math.Inf(-1)
		if skip != nil && skip[i] {
			continue
		}
		if i > 0 && ctx.Err() != nil {
			continue
		}
		c := s.Clone()
		if c.Apply(acts[i]) != nil {
			continue
		}
		vecs[i] = ev.Evaluate(c)
		vals[i] = margin(vecs[i], n.mover)
		if seller, ok := tradeSeller(s, n.mover, &acts[i]); ok {
			if sellerWouldRefuse(s, c, seller) {
				// never offered, so never a child (trades.go)
				n.refused = append(n.refused, acts[i])
				vals[i], vecs[i] = refusedValue, nil
			}
		}
	}
	idx := make([]int, len(acts))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return vals[idx[a]] > vals[idx[b]] })
	n.prior = make([]engine.Action, len(idx))
	n.priorVal = make([]float64, len(idx))
	n.priorVec = make([][]float64, len(idx))
	for k, i := range idx {
		n.prior[k], n.priorVal[k], n.priorVec[k] = acts[i], vals[i], vecs[i]
	}
	n.ordered = true
}

// capByType marks the moves not to value when a type has more than
// limit of them (nil: value all): limit of each type are kept, at random.
func capByType(acts []engine.Action, limit int, rng *rand.Rand) []bool {
	if limit <= 0 || len(acts) <= limit {
		return nil
	}
	// the types in the order they first appear, so that the draws from rng
	// come in the same order every time (a map's order would make searches
	// of the same seed differ)
	count := map[string]int{}
	var types []string
	for i := range acts {
		if count[acts[i].Type] == 0 {
			types = append(types, acts[i].Type)
		}
		count[acts[i].Type]++
	}
	var skip []bool
	for _, t := range types {
		if count[t] <= limit {
			continue
		}
		if skip == nil {
			skip = make([]bool, len(acts))
		}
		var of []int
		for i := range acts {
			if acts[i].Type == t {
				of = append(of, i)
				skip[i] = true
			}
		}
		rng.Shuffle(len(of), func(a, b int) { of[a], of[b] = of[b], of[a] })
		for _, i := range of[:limit] {
			skip[i] = false
		}
	}
	return skip
}
