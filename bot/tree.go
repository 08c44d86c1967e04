package bot

import (
	"math"
	"math/rand/v2"

	"ferro/engine"
)

// node is a position of a search tree: the one reached from its parent by
// action. Statistics are per seat (a reward vector), so each seat picks
// its own best child (max^n-like UCT).
type node struct {
	action   engine.Action // the move into this node, as its parent's position listed it
	visits   int
	reward   []float64 // sum of the rewards of the simulations through this node, per seat
	mover    int       // the seat that moves at this node (-1 before the first visit)
	children []*node
	prior    []engine.Action // untried moves in the order to try them (the heuristic's, best first)
	priorVal []float64       // their one-ply values for the node's mover (margins; -Inf: not valued)
	priorVec [][]float64     // the values of every seat after them (nil: not kept; see MCTS.orderNode)
	ordered  bool            // prior has been set
	refused  []engine.Action // moves never tried here: trades their seller refuses (trades.go)
	vals     []float64       // every seat's value here, when its parent's ordering kept them (nil: not kept)
	bias     float64         // the one-ply reward of action for the parent's mover (see MCTS.PriorN)
	biased   bool            // bias is set
	forced   bool            // the position has one legal action (its one child)
	full     bool            // every move listed here has a child
}

func newNode(a engine.Action, seats int) *node {
	return &node{action: a, reward: make([]float64, seats), mover: -1}
}

// mean is seat's mean reward at n. n has visits.
func (n *node) mean(seat int) float64 {
	return n.reward[seat] / float64(n.visits)
}

// child is the child reached by a, or nil.
func (n *node) child(a *engine.Action) *node {
	for _, c := range n.children {
		if Same(&c.action, a) {
			return c
		}
	}
	return nil
}

// widening is how many children a node with v visits may have:
// progressive widening, k·v^alpha, at least 1.
func widening(v int, k, alpha float64) int {
	return max(1, int(math.Ceil(k*math.Pow(float64(v), alpha))))
}

// untried picks a listed action no child has: the first of the node's
// prior order that is listed (with its one-ply value and every seat's
// value after it, when it has them),
// else by type at random. ok is false when every listed action has a
// child.
func (n *node) untried(acts []engine.Action, has []bool, rng *rand.Rand) (i int, val float64, vec []float64, valued, ok bool) {
	for len(n.prior) > 0 {
		a := n.prior[0]
		n.prior = n.prior[1:]
		v := math.Inf(-1)
		if len(n.priorVal) > 0 {
			v, n.priorVal = n.priorVal[0], n.priorVal[1:]
		}
		var vv []float64
		if len(n.priorVec) > 0 {
			vv, n.priorVec = n.priorVec[0], n.priorVec[1:]
		}
		if i := find(acts, &a); i >= 0 && !has[i] {
			return i, v, vv, !math.IsInf(v, 0) && !math.IsNaN(v), true
		}
	}
	var idx []int
	for i := range acts {
		if !has[i] {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return 0, 0, nil, false, false
	}
	// by type among the untried ones
	sub := make([]engine.Action, len(idx))
	for k, i := range idx {
		sub[k] = acts[i]
	}
	return idx[pickByType(sub, rng)], 0, nil, false, true
}

// size counts the nodes under n, n included.
func (n *node) size() int {
	s := 1
	for _, c := range n.children {
		s += c.size()
	}
	return s
}
