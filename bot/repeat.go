package bot

import (
	"hash/fnv"

	"ferro/engine"
)

// repeats remembers the positions a bot's own choices led to, so that it
// does not choose its way round a loop: a stock round where selling one
// certificate and buying another leaves everything as it was never ends
// while the evaluation keeps preferring the swap to a pass.
type repeats struct{ seen map[uint64]bool }

// hash is a digest of the position after a is played on a copy of g (0
// when the copy refuses it).
func positionAfter(g engine.Game, a engine.Action) uint64 {
	c := g.Clone()
	if c.Apply(a) != nil {
		return 0
	}
	h := fnv.New64a()
	h.Write(c.Snapshot())
	return h.Sum64()
}

// choose returns the first index of ranked whose position after it has not
// come from this bot's choices before (the first of ranked if all have),
// and remembers it.
func (r *repeats) choose(g engine.Game, acts []engine.Action, ranked []int) int {
	if r.seen == nil {
		r.seen = map[uint64]bool{}
	}
	for k, i := range ranked {
		if k == 8 {
			break // a few tries are enough
		}
		h := positionAfter(g, acts[i])
		if !r.seen[h] {
			r.seen[h] = true
			return i
		}
	}
	return ranked[0]
}
