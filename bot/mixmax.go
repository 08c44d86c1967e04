package bot

// A node's mean reward counts every simulation through it: below a move,
// the continuations the search tried and found poor count as much as the
// ones it settled on. With MCTS.Mix a child is valued in the selection by
// a mix of its mean and its principal line's reward: the reward of the
// line that follows, at every node below it, the most visited child
// (each node's mover's choice so far), mixed again at every step.

// value is seat's value of n in the selection: its mean reward, mixed
// with its principal line's reward by mix (0: the mean alone). n has
// visits.
func (n *node) value(seat int, mix float64) float64 {
	mean := n.reward[seat] / float64(n.visits)
	if mix <= 0 || n.line == nil {
		return mean
	}
	return (1-mix)*mean + mix*n.line[seat]
}

// updateLine sets n's principal line's rewards from its most visited
// child (its mean mixed with that child's own line), or drops them when
// no child has visits (n is then valued by its mean).
func (n *node) updateLine(mix float64) {
	var best *node
	for _, c := range n.children {
		if c.visits > 0 && (best == nil || c.visits > best.visits) {
			best = c
		}
	}
	if best == nil {
		n.line = nil
		return
	}
	if n.line == nil {
		n.line = make([]float64, len(n.reward))
	}
	for i := range n.line {
		n.line[i] = best.value(i, mix)
	}
}
