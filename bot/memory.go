package bot

import "sync/atomic"

// Memory kept between decisions. A search bot keeps its last decision's
// trees to carry them over to the next one; a server holding many games'
// bots bounds that memory with these.

// TreeNodes is the number of nodes the bot keeps for its next decision.
func (m *MCTS) TreeNodes() int { return treesSize(m.trees) }

// Forget drops the kept trees: the next decision searches from scratch.
func (m *MCTS) Forget() { m.trees, m.bases, m.treeLog = nil, nil, 0 }

// SetMaxNodes bounds the trees of the next searches: at most n nodes,
// those carried over from the last decision included (0: no bound). A
// server running many searches gives each its share of its memory bound
// before it starts, so the bound holds while the searches run
// (server/botmem.go). A search at its bound stops adding nodes and goes
// on simulating through the tree it has; its last decision's trees are
// dropped when they alone fill the bound.
func (m *MCTS) SetMaxNodes(n int) { m.MaxNodes = n }

// treesSize counts the nodes of roots (nil roots count nothing).
func treesSize(roots []*node) int {
	n := 0
	for _, r := range roots {
		if r != nil {
			n += r.size()
		}
	}
	return n
}

// nodeCount counts the nodes of a search's trees as its workers add them,
// within max (0: no bound).
type nodeCount struct {
	n   atomic.Int64
	max int64
}

// add counts one node more, or reports false when the trees are full.
func (c *nodeCount) add() bool {
	for {
		v := c.n.Load()
		if c.max > 0 && v >= c.max {
			return false
		}
		if c.n.CompareAndSwap(v, v+1) {
			return true
		}
	}
}

// undo takes back a node counted by add but not made.
func (c *nodeCount) undo() { c.n.Add(-1) }
