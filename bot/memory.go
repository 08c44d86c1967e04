package bot

// Memory kept between decisions. A search bot keeps its last decision's
// trees to carry them over to the next one; a server holding many games'
// bots bounds that memory with these.

// TreeNodes is the number of nodes the bot keeps for its next decision.
func (m *MCTS) TreeNodes() int {
	n := 0
	for _, r := range m.trees {
		if r != nil {
			n += r.size()
		}
	}
	return n
}

// Forget drops the kept trees: the next decision searches from scratch.
func (m *MCTS) Forget() { m.trees, m.bases, m.treeLog = nil, nil, 0 }
