package bot

import (
	"context"
	"math"
	"math/rand/v2"
	"sort"
	"sync"
	"time"

	"ferro/engine"
)

// MCTS is Monte Carlo tree search for many seats and hidden draws:
//   - every simulation searches a fresh determinization of the position for
//     the seat to move (engine.Determinizer), so the bot never reads what
//     that seat cannot know;
//   - statistics are reward vectors, one reward per seat in [0, 1], each
//     measuring the seat's margin against the root's (see baseline); each
//     node's mover picks its child by UCB1 on its own reward;
//   - a child valued by an ordering starts with its one-ply reward counted
//     as PriorN simulations; untried moves are tried in the heuristic's
//     order (a node below the root once it has OrderAt visits), valuing at
//     most TypeCap moves of one type;
//   - forced moves are passed through without counting as an expansion;
//   - progressive widening: at most Widen·v^Alpha children after v visits,
//     a budget above WidenAt keeping WidenAt's breadth (breadth.go);
//   - a new node is scored by the evaluation as it stands (Cut 0);
//   - the most visited move is played unless it has fewer than Separate
//     times the visits of the heuristic's first choice;
//   - root parallelism (Workers trees) and tree reuse along Position.Log.
//
// Why each choice, with the matches that decided it: docs/bots.md, "Why
// the search is built as it is".
type MCTS struct {
	W         Weights
	Workers   int     // trees searched in parallel (default 1)
	Cut       int     // playout actions by type before the evaluation (default 0: evaluate the new node; see below)
	C         float64 // UCB1 exploration constant (0, the default: the title's engine.SearchTuner, else DefaultC)
	Widen     float64 // progressive widening factor (default 1.5)
	WidenAt   int     // a tree of more simulations than this widens by Widen·√(v·WidenAt/N) (breadth.go; default 500, 0: by visits alone)
	Alpha     float64 // progressive widening exponent (default 0.5)
	Sims      int     // simulations when the budget gives neither (default 500)
	Temp      float64 // reward scale, a fraction of the root's mean value (default 0.1; see baseline)
	Order     bool    // order every node's untried moves by the heuristic (else only the root's; default true)
	OrderAt   int     // visits a node below the root has before it is ordered (default 1)
	PriorN    float64 // simulations a child's one-ply value counts as in its UCB1 (default 5)
	TypeCap   int     // moves of one type a node below the root values when ordered (0: all; default 4; see orderNode)
	CapOthers bool    // TypeCap applies only where another seat than the root's moves (the searching seat's own moves all valued)
	Learned   bool    // evaluate by the title's learned Model (ModelFor) instead of W, where there is one
	// Odds > 0, with Learned: the rewards are measured in the model's
	// log-odds of winning (Model.Odds) instead of its money values, with
	// Odds as the scale of a change worth a lot (in place of Temp).
	Odds float64
	// RootStage, with Learned: every position of a search is valued at the
	// root's stage, in the root's money (stage.go).
	RootStage bool
	Separate  float64 // the most visited move is played only with this many times the visits of the heuristic's choice (0: always; default 2; see preferHeuristic)
	MaxNodes  int     // the trees of a search, reused nodes included, hold at most this many nodes (0: no bound; see memory.go)
	// Settle stops a search on a simulation budget once the simulations
	// left could not change its choice (settledLeft), as a time budget does;
	// CountReused counts a reused tree's visits in the simulation budget
	// (a tree of Sims visits at the root). Both off in matches and play;
	// ferro analyze and the server's analyses set them (AnalysisBot).
	Settle      bool
	CountReused bool
	// Defer plays the move the search plans next for the same seat first
	// where the two commute (defer.go; default true).
	Defer bool
	// NoReuse starts every search afresh instead of walking the last
	// decision's trees down the actions played since.
	NoReuse bool
	// CapTreasury evaluates by the learned model with a treasury worth at
	// most the score at every stage (the fitted weights value it up to 7
	// times more early on, and a deeper search keeps treasuries instead of
	// buying trains).
	CapTreasury bool

	rng  *rand.Rand
	heur *Heuristic
	rep  repeats

	trees   []*node    // the last decision's trees, for reuse
	bases   []baseline // the baselines their rewards were measured from
	treeLog int        // len(Position.Log) at their roots
	last    Stats
	c       float64   // the exploration constant of the search under way (see exploration)
	ev      Evaluator // the evaluation of the search under way
}

// DefaultC is the UCB1 exploration constant of a title that does not say
// (engine.SearchTuner). 0.6: 18ZOO Map A, match (b) of docs/bots.md
// ("Search work, session 5"), 30.5% of 100 games against 18.8-20.3% at 0.3.
const DefaultC = 0.6

// exploration is the UCB1 constant for searching g: C when set, else the
// title's, else DefaultC.
func (m *MCTS) exploration(g engine.Game) float64 {
	if m.C > 0 {
		return m.C
	}
	if c := g.Exploration(); c > 0 {
		return c
	}
	return DefaultC
}

// Stats describe the last search.
type Stats struct {
	Sims    int           // simulations run
	Reused  int           // simulations carried over from the last decision
	Nodes   int           // nodes in the trees
	Ordered int           // nodes put in the heuristic's order (the root included)
	Elapsed time.Duration // wall time of the search
}

// NewMCTS is a search bot with the default settings, drawing from seed.
func NewMCTS(seed uint64) *MCTS {
	return &MCTS{W: DefaultWeights, Workers: 1, Cut: 0, Widen: 1.5, WidenAt: DefaultWidenAt, Alpha: 0.5, Sims: 500, Temp: 0.1, Order: true, OrderAt: 1, PriorN: 5, TypeCap: 4, Separate: 2, Defer: true,
		rng: rand.New(rand.NewPCG(seed, 4)), heur: NewHeuristic(seed ^ 0x5eed)}
}

func (*MCTS) Name() string { return "mcts" }

// LastStats are the statistics of the last search.
func (m *MCTS) LastStats() Stats { return m.last }

func (m *MCTS) Act(ctx context.Context, pos Position, budget Budget) (engine.Action, error) {
	start := time.Now()
	acts := pos.actions()
	if len(acts) == 0 {
		return engine.Action{}, ErrNoAction
	}
	if len(acts) == 1 {
		return acts[0], nil
	}
	m.c = m.exploration(pos.Game)
	m.ev = evaluator(m.Learned, &m.W, pos.Game)
	m.heur.Learned, m.heur.Eval = m.Learned, nil
	if mod, ok := m.ev.(*Model); ok && m.CapTreasury {
		capped := *mod
		capped.capTreasury = true
		m.ev = &capped
		m.heur.Eval = m.ev
	}
	if mod, ok := m.ev.(*Model); ok && m.RootStage && m.Odds <= 0 {
		m.ev = atRootStage(mod, pos.Game) // one yardstick a search (stage.go)
		m.heur.Eval = m.ev
	}
	oddsScale := 0.0
	if mod, ok := m.ev.(*Model); ok && m.Odds > 0 {
		m.ev, oddsScale = oddsEvaluator{mod}, m.Odds
		m.heur.Eval = m.ev
	}
	workers := max(1, m.Workers)
	seats := len(pos.Game.Config().Players)
	roots := m.reuse(pos, workers)
	if m.MaxNodes > 0 && treesSize(roots) >= m.MaxNodes {
		roots = make([]*node, workers) // no room to grow them: start afresh
	}
	m.trees = nil // what the actions played since cut off goes now, not after the search (MaxNodes)
	reused := 0
	bases := make([]baseline, workers)
	for i := range roots {
		if roots[i] == nil {
			roots[i] = newNode(engine.Action{}, seats)
		} else {
			// a reused tree's rewards keep the baseline they were
			// measured from (see baseline)
			bases[i] = m.bases[i]
		}
		reused += roots[i].visits
	}
	// a time budget ends a little early, so that the root's ordering, a
	// node's ordering in a simulation and the final choice fit in it too
	end := searchEnd(ctx, budget, start)
	if !end.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, end)
		defer cancel()
	}
	// the root tries the heuristic's order first
	order, orderVals := m.heuristicOrder(ctx, pos, acts)
	var refused []engine.Action // questions and trades the other side refuses
	for k := range order {
		if orderVals[k] == refusedValue {
			refused = append(refused, order[k])
		}
	}
	for _, r := range roots {
		r.prior, r.priorVal, r.ordered, r.refused = order, orderVals, true, refused
	}
	sims := budget.Sims
	if sims <= 0 && budget.Time <= 0 {
		sims = m.Sims
	}
	var wg sync.WaitGroup
	done := make([]int, workers)
	walks := make([]walk, workers)
	grown := &nodeCount{max: int64(m.MaxNodes)}
	grown.n.Store(int64(treesSize(roots)))
	for w := range walks {
		walks[w].grown = grown
	}
	seeds := make([]uint64, workers)
	for w := range seeds {
		seeds[w] = m.rng.Uint64()
	}
	simStart := time.Now()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seeds[w], uint64(w)))
			// this worker's copy for the seat: every simulation deals a copy
			// of it again (the titles' best runs are memoized for every
			// search alike: route.RunMemo)
			base := determinize(pos.Game, pos.Seat, rng.Uint64())
			walks[w].base = bases[w]
			if walks[w].base.margin == nil {
				walks[w].base = newBaseline(m.ev.Evaluate(base), m.Temp)
				if oddsScale > 0 {
					walks[w].base.scale = oddsScale
				}
			}
			quota := 0
			walks[w].widen = m.Widen
			if sims > 0 {
				quota = (sims + workers - 1) / workers
				walks[w].widen = breadth(m.Widen, m.WidenAt, float64(quota))
				if m.CountReused {
					quota = max(1, quota-roots[w].visits)
				}
			}
			early := workers == 1 && sims <= 0 // a time budget may end once the choice is settled (settle.go)
			heur := -1
			if len(order) > 0 {
				heur = find(acts, &order[0])
			}
			for k := 0; quota == 0 || k < quota; k++ {
				if ctx.Err() != nil || (!end.IsZero() && time.Now().After(end)) {
					break
				}
				if sims <= 0 && k%settleEvery == settleEvery-1 {
					// a time budget: the breadth of the simulations it will have run
					walks[w].widen = breadth(m.Widen, m.WidenAt, projected(k+1, simStart, time.Now(), end))
				}
				if early && k%settleEvery == settleEvery-1 && settled(roots[w], acts, heur, m.Separate, k, simStart, time.Now(), end) {
					break
				}
				if m.Settle && workers == 1 && quota > 0 && k >= settleMin && k%settleEvery == settleEvery-1 && settledLeft(roots[w], acts, heur, m.Separate, float64(quota-k)) {
					break
				}
				m.simulate(ctx, roots[w], base, pos.Seat, rng, &walks[w])
				done[w]++
			}
		}(w)
	}
	wg.Wait()
	// sum the root children's visits over the trees
	visits := make([]int, len(acts))
	for _, r := range roots {
		for _, c := range r.children {
			if i := find(acts, &c.action); i >= 0 {
				visits[i] += c.visits
			}
		}
	}
	// most visited first; unvisited ones in the heuristic's order
	ranked := make([]int, 0, len(acts))
	for _, a := range order {
		if i := find(acts, &a); i >= 0 {
			ranked = append(ranked, i)
		}
	}
	sort.SliceStable(ranked, func(a, b int) bool { return visits[ranked[a]] > visits[ranked[b]] })
	if len(order) > 0 {
		ranked = preferHeuristic(ranked, visits, find(acts, &order[0]), m.Separate)
	}
	ranked = dropRefused(ranked, acts, order, orderVals) // never a question the other side refuses
	best := m.rep.choose(pos.Game, acts, ranked)
	if m.Defer {
		best = deferred(pos.Game, pos.Seat, roots, acts, best) // a move that can wait, waits (defer.go)
	}
	m.trees, m.treeLog = roots, len(pos.Log)
	m.bases = make([]baseline, workers)
	for w := range walks {
		m.bases[w] = walks[w].base
	}
	if pos.Log == nil {
		m.trees = nil
	}
	total := 0
	for _, d := range done {
		total += d
	}
	nodes, ordered := 0, 1
	for w, r := range roots {
		nodes += r.size()
		ordered += walks[w].ordered
	}
	m.last = Stats{Sims: total, Reused: reused, Nodes: nodes, Ordered: ordered, Elapsed: time.Since(start)}
	return acts[best], nil
}

// reuse walks the last decision's trees down the actions played since;
// a tree that does not know one of them is dropped (nil).
func (m *MCTS) reuse(pos Position, workers int) []*node {
	roots := make([]*node, workers)
	if m.NoReuse || pos.Log == nil || len(m.trees) != workers || len(pos.Log) < m.treeLog {
		return roots
	}
	for w, n := range m.trees {
		for i := m.treeLog; i < len(pos.Log) && n != nil; i++ {
			n = n.child(&pos.Log[i])
		}
		roots[w] = n
	}
	return roots
}

// heuristicOrder lists the root's actions from the heuristic's best down,
// with their values.
func (m *MCTS) heuristicOrder(ctx context.Context, pos Position, acts []engine.Action) ([]engine.Action, []float64) {
	return orderBy(acts, m.heur.values(ctx, pos.Game, pos.Seat, acts))
}

// orderBy lists acts from the highest value down, with their values.
func orderBy(acts []engine.Action, vals []float64) ([]engine.Action, []float64) {
	idx := make([]int, len(acts))
	for i := range idx {
		idx[i] = i
	}
	sortByValue(idx, vals)
	out := make([]engine.Action, len(idx))
	outVals := make([]float64, len(idx))
	for k, i := range idx {
		out[k], outVals[k] = acts[i], vals[i]
	}
	return out, outVals
}

// walk is one worker's scratch for its simulations (reused, so that a
// descent does not allocate its lists) and its count of ordered nodes.
type walk struct {
	path    []*node
	has     []bool
	avail   []*node
	idx     []int
	reward  []float64
	vals    []float64 // the leaf's values, when copied from an ordering
	base    baseline  // the rewards' baseline: the root's margins
	ordered int
	grown   *nodeCount // the nodes of all workers' trees, against MCTS.MaxNodes
	widen   float64    // the widening factor of this tree's budget (breadth.go)
}

// simulate runs one simulation from root on a fresh determinization of g.
func (m *MCTS) simulate(ctx context.Context, root *node, g engine.Game, seat int, rng *rand.Rand, w *walk) {
	s := determinize(g, seat, rng.Uint64())
	w.path = append(w.path[:0], root)
	n := root
	seats := len(root.reward)
	var leaf []float64 // the new node's values, when its parent's ordering kept them
	for !s.Finished() {
		// a node that may not widen now: its children are tried without
		// listing the legal actions (Legal is most of a step's cost; Apply
		// refuses a child not legal in this determinization, and the
		// listing below is the fallback)
		if c := m.descend(n, s, w); c != nil {
			w.path = append(w.path, c)
			n = c
			continue
		}
		acts := Actions(s)
		if len(acts) == 0 {
			break
		}
		if len(acts) == 1 { // forced: pass through
			n.forced = true
			c := n.child(&acts[0])
			if c == nil {
				if !w.grown.add() {
					break // the trees are full: the position is scored as it stands
				}
				c = newNode(acts[0], seats)
				n.children = append(n.children, c)
			}
			if s.Apply(acts[0]) != nil {
				break
			}
			w.path = append(w.path, c)
			n = c
			continue
		}
		if n.mover < 0 {
			n.mover = Mover(s)
		}
		w.has = append(w.has[:0], make([]bool, len(acts))...)
		w.avail, w.idx = w.avail[:0], w.idx[:0]
		for _, c := range n.children {
			if i := find(acts, &c.action); i >= 0 {
				w.has[i] = true
				w.avail = append(w.avail, c)
				w.idx = append(w.idx, i)
			}
		}
		for k := range n.refused { // never tried: as if it had a child
			if i := find(acts, &n.refused[k]); i >= 0 {
				w.has[i] = true
			}
		}
		var next *node
		var at int
		if len(w.avail) < widening(n.visits, w.widen, m.Alpha) || len(w.avail) == 0 {
			if !n.ordered && m.Order && n.visits >= m.OrderAt {
				// the mover's moves in the heuristic's order (without the
				// route optimizer), computed once per node
				m.orderNode(ctx, n, s, acts, rng, !m.CapOthers || n.mover != seat)
				w.ordered++
			}
			if !w.grown.add() {
				// the trees are full: no new child
			} else if i, v, vec, valued, ok := n.untried(acts, w.has, rng); ok {
				next = newNode(acts[i], seats)
				if valued {
					next.bias, next.biased = w.base.reward(n.mover, v), true
				}
				leaf, next.vals = vec, vec
				n.children = append(n.children, next)
				at = i
			} else {
				w.grown.undo()
				n.full = true
			}
		}
		expanded := next != nil
		if next == nil {
			if len(w.avail) == 0 {
				break // the trees are full and this node has no child
			}
			next, at = m.selectChild(n, w.avail, w.idx)
		}
		if s.Apply(acts[at]) != nil {
			leaf = nil
			break
		}
		w.path = append(w.path, next)
		n = next
		if expanded {
			break
		}
	}
	// playout, cut after m.Cut actions
	for k := 0; k < m.Cut && !s.Finished(); k++ {
		acts := Actions(s)
		if len(acts) == 0 {
			break
		}
		if s.Apply(acts[pickByType(acts, rng)]) != nil {
			break
		}
	}
	var vals []float64
	if leaf != nil && m.Cut == 0 {
		vals = append(w.vals[:0], leaf...)
		w.vals = vals
	} else {
		vals = m.ev.Evaluate(s)
	}
	w.reward = w.base.rewards(vals, w.reward)
	r := w.reward
	for _, p := range w.path {
		p.visits++
		for i, v := range r {
			p.reward[i] += v
		}
	}
}

// descend plays on s the child of n a simulation goes to when n has as
// many children as it may (widening), or all its moves, or a forced one,
// and returns it; nil when n must list its moves (it may widen, or no
// child applies).
func (m *MCTS) descend(n *node, s engine.Game, w *walk) *node {
	if len(n.children) == 0 {
		return nil
	}
	if n.forced {
		if len(n.children) == 1 && s.Apply(n.children[0].action) == nil {
			return n.children[0]
		}
		return nil
	}
	if n.mover < 0 || (!n.full && len(n.children) < widening(n.visits, w.widen, m.Alpha)) {
		return nil
	}
	w.avail = append(w.avail[:0], n.children...)
	w.idx = w.idx[:0]
	for i := range w.avail {
		w.idx = append(w.idx, i)
	}
	for len(w.avail) > 0 {
		c, k := m.selectChild(n, w.avail, w.idx)
		if s.Apply(c.action) == nil {
			return c
		}
		// not legal in this determinization: the others
		for j := range w.idx {
			if w.idx[j] == k {
				w.avail = append(w.avail[:j], w.avail[j+1:]...)
				w.idx = append(w.idx[:j], w.idx[j+1:]...)
				break
			}
		}
	}
	return nil
}

// selectChild is the available child with the best UCB1 for n's mover.
func (m *MCTS) selectChild(n *node, avail []*node, idx []int) (*node, int) {
	mover := max(n.mover, 0)
	logN := math.Log(float64(max(n.visits, 1)))
	best, bestI, bestU := avail[0], idx[0], math.Inf(-1)
	for k, c := range avail {
		u := math.Inf(1)
		switch {
		case c.biased:
			// the one-ply reward counts as PriorN simulations (visits·mean,
			// not the reward's sum: the rounding the search was measured with)
			k := float64(c.visits) + m.PriorN
			u = (float64(c.visits)*c.mean(mover)+m.PriorN*c.bias)/k + m.c*math.Sqrt(logN/math.Max(1, float64(c.visits)))
		case c.visits > 0:
			u = c.mean(mover) + m.c*math.Sqrt(logN/float64(c.visits))
		}
		if u > bestU {
			best, bestI, bestU = c, idx[k], u
		}
	}
	return best, bestI
}
