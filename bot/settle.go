package bot

import (
	"time"

	"ferro/engine"
)

// A search on a time budget stops early once its choice is settled: the
// simulations its time still holds, at the rate it has run them, could not
// change which move it plays (the most visited move's lead over the next is
// larger than all of them; and where the heuristic's first choice is
// another move, the most visited one keeps Separate times its visits even
// if they all went to it). A position whose moves the search tells apart
// at once (a forced pass beside a few hopeless alternatives) is then
// answered in a fraction of the budget, and the choice is the one the full
// budget would have made. Searches on a simulation budget (matches) run
// them all, so that they repeat.

// settleEvery is how often (in simulations) a search looks whether its
// choice is settled, and settleMin the simulations it runs first.
const (
	settleEvery = 16
	settleMin   = 64
)

// settled reports whether the choice of a search of root over acts is
// settled: done simulations run since start, now, the search ending at
// end; heur is the heuristic's first choice's index in acts (-1: none),
// sep the Separate rule's factor.
func settled(root *node, acts []engine.Action, heur int, sep float64, done int, start, now, end time.Time) bool {
	if done < settleMin || end.IsZero() || !now.After(start) {
		return false
	}
	left := float64(done) * float64(end.Sub(now)) / float64(now.Sub(start)) // simulations the time still holds
	return settledLeft(root, acts, heur, sep, left)
}

// settledLeft reports whether left more simulations could not change the
// choice of a search of root (see settled). A search on a simulation
// budget asks it with the simulations its budget still holds when
// MCTS.Settle is set (ferro analyze): the move is the one the whole budget
// would have chosen, but the tree it leaves for the next decision is smaller.
func settledLeft(root *node, acts []engine.Action, heur int, sep, left float64) bool {
	best, second, heurVisits := -1, 0, 0
	for _, c := range root.children {
		if i := find(acts, &c.action); i < 0 {
			continue
		} else if i == heur {
			heurVisits = c.visits
		}
		switch {
		case best < 0 || c.visits > root.children[best].visits:
			if best >= 0 {
				second = root.children[best].visits
			}
			best = indexOf(root.children, c)
		case c.visits > second:
			second = c.visits
		}
	}
	if best < 0 {
		return false
	}
	lead := root.children[best]
	if float64(lead.visits-second) <= left {
		return false
	}
	if sep > 1 && heur >= 0 && find(acts, &lead.action) != heur && float64(lead.visits) < sep*(float64(heurVisits)+left) {
		return false
	}
	return true
}

func indexOf(children []*node, c *node) int {
	for i := range children {
		if children[i] == c {
			return i
		}
	}
	return -1
}
