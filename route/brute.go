package route

// BruteForce is the optimizer's checker: the best revenue found with no
// pruning at all, from every simple walk (with RevisitStops,
// every walk using no track twice; with TwinHops, hopping to
// any twin of a stop it arrives at) from every stop in both directions,
// judged by the same rules, and every assignment of those walks (or none)
// to the trains. It gives up (ok false) beyond limit walks
// or 50·limit assignments; limit 0 means no limit. It is for tests and
// tools: its time grows exponentially with the board.
func BruteForce(ctx *Context, limit int) (revenue int, ok bool, err error) {
	revenue, _, ok, err = bruteSearch(ctx, limit)
	return revenue, ok, err
}

func bruteSearch(ctx *Context, limit int) (int, int, bool, error) {
	g, err := compile(ctx)
	if err != nil {
		return 0, 0, false, err
	}
	type opt struct {
		keys []uint64
		rev  int
		uses uint32
	}
	opts := make([][]opt, len(ctx.Trains))
	on := make([]bool, len(g.nodes))
	used := make([]uint64, g.words)
	var nodes, chains []int32
	walks := 0
	over := func() bool { return limit > 0 && walks > limit }
	var walk func(at int32)
	walk = func(at int32) {
		if over() {
			return
		}
		hopped := len(chains) > 0 && chains[len(chains)-1] == hop
		if !hopped {
			walks++
			g.payBuf = g.payBuf[:0]
			if f, err := g.walkFacts(nodes, chains); err == nil {
				for i := range ctx.Trains {
					if rev, uses, err := g.value(f, i); err == nil {
						opts[i] = append(opts[i], opt{g.addKeys(nil, f.segs), rev, uses})
					}
				}
			}
		}
		for _, c := range g.from[at] {
			ch := &g.chains[c]
			if (on[ch.to] && !g.rules.revisit) || g.overlaps(used, c) {
				continue
			}
			was := on[ch.to]
			on[ch.to] = true
			for _, k := range ch.keys {
				used[k>>6] |= 1 << (k & 63)
			}
			nodes = append(nodes, ch.to)
			chains = append(chains, c)
			walk(ch.to)
			nodes, chains = nodes[:len(nodes)-1], chains[:len(chains)-1]
			for _, k := range ch.keys {
				used[k>>6] &^= 1 << (k & 63)
			}
			on[ch.to] = was
		}
		// with TwinHops, go on from a twin of the stop just reached, after
		// two chains at least (routeFacts)
		if len(chains) < 2 || hopped || g.rules.next == nil {
			return
		}
		prev := seg{nodes[len(nodes)-2], at, chains[len(chains)-1]}
		lo, hi := g.tileNodes(at)
		for y := lo; y < hi; y++ {
			if on[y] || !g.twinHop(prev, y) {
				continue
			}
			on[y] = true
			nodes = append(nodes, y)
			chains = append(chains, hop)
			walk(y)
			nodes, chains = nodes[:len(nodes)-1], chains[:len(chains)-1]
			on[y] = false
		}
	}
	for n := range g.nodes {
		if g.nodes[n].n.Kind == Junction {
			continue
		}
		on[n] = true
		nodes = append(nodes[:0], int32(n))
		walk(int32(n))
		on[n] = false
	}
	if over() {
		return 0, walks, false, nil
	}
	combos := 1
	for _, o := range opts {
		combos *= len(o) + 1
		if limit > 0 && combos > 50*limit {
			return 0, walks, false, nil
		}
	}
	best := 0
	var pick func(i, cur int, uses uint32)
	pick = func(i, cur int, uses uint32) {
		if i == len(opts) {
			best = max(best, cur)
			return
		}
		pick(i+1, cur, uses)
		for _, o := range opts[i] {
			if uses&o.uses != 0 {
				continue
			}
			clash := false
			for j, w := range o.keys {
				clash = clash || used[j]&w != 0
			}
			if clash {
				continue
			}
			for j, w := range o.keys {
				used[j] |= w
			}
			pick(i+1, cur+o.rev, uses|o.uses)
			for j, w := range o.keys {
				used[j] &^= w
			}
		}
	}
	pick(0, 0, 0)
	return best, walks, true, nil
}
