package bot

import (
	"encoding/json"
	"hash/fnv"

	"ferro/engine"
)

// repeats remembers the positions a bot's own choices led to, so that it
// does not choose its way round a loop: a stock round where selling one
// certificate and buying another leaves everything as it was never ends
// while the evaluation keeps preferring the swap to a pass.
type repeats struct{ seen map[uint64]bool }

// positionAfter is a digest of the position after a is played on a copy
// of g (0 when the copy refuses it): its observable state and the moves it
// offers. The state alone (Snapshot) does not tell a position: a title's
// snapshot need not say whose turn it is or at which step (18ZOO's is the
// state 18xx.games traces: money, certificates, trains and track), so a
// family's pass after buying a train left the snapshot the buy had left,
// the pass counted as a return to where the bot had been, and the bot
// bought another train, or sold a ticket for 1$N, instead of passing.
func positionAfter(g engine.Game, a engine.Action) uint64 {
	c := g.Clone()
	if c.Apply(a) != nil {
		return 0
	}
	h := fnv.New64a()
	h.Write(c.Snapshot())
	legal, err := json.Marshal(c.Legal())
	if err != nil {
		return 0
	}
	h.Write(legal)
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

// remembering is a bot that keeps a memory of its own choices (repeats).
type remembering interface{ memory() *repeats }

func (h *Heuristic) memory() *repeats { return &h.rep }
func (m *MCTS) memory() *repeats      { return &m.rep }

// memory is the searching bot's (nil: it keeps none).
func (f fixedBudget) memory() *repeats {
	if r, ok := f.Bot.(remembering); ok {
		return r.memory()
	}
	return nil
}

// Histories are, for each seat of a game walked decision by decision, the
// positions the moves played at its decisions led to: what that seat's bot
// would remember had it played them (repeats). An analysis asks one bot at
// every seat's decisions and at each it prefers a move that is mostly not
// played; its own memory would hold those unplayed moves' positions, of
// every seat, and steer its later answers away from positions the game
// never reached. Given the seat's history instead, the bot answers as the
// seat's own bot would have.
type Histories map[int]map[uint64]bool

// give replaces b's memory (when it keeps one) by a copy of seat's history.
func (hs Histories) give(b Bot, seat int) {
	r, ok := b.(remembering)
	if !ok || r.memory() == nil {
		return
	}
	seen := make(map[uint64]bool, len(hs[seat]))
	for h := range hs[seat] {
		seen[h] = true
	}
	r.memory().seen = seen
}

// played adds the position after a, played by seat in g, to seat's history.
func (hs Histories) played(g engine.Game, seat int, a engine.Action) {
	if hs[seat] == nil {
		hs[seat] = map[uint64]bool{}
	}
	hs[seat][positionAfter(g, a)] = true
}
