package route

import (
	"fmt"
	"slices"
	"sync"
	"time"
)

// Stats describes one search.
type Stats struct {
	Paths      int           `json:"paths"`      // well-formed routes through the corporation's tokens
	Candidates []int         `json:"candidates"` // legal routes per train, in Context.Trains order
	Steps      int           `json:"steps"`      // chains tried while listing routes
	Nodes      int           `json:"nodes"`      // nodes of the search over route sets
	Time       time.Duration `json:"time_ns"`    // wall time (for reports only)
}

// Best finds the run with the highest revenue: at most one route per
// train, every route legal by the same rules as Check. Ties go to the
// first set found in a fixed order, so the answer is deterministic. The
// search is exhaustive; its only pruning is an upper bound on what the
// remaining trains can add, which never cuts off an optimum.
func Best(ctx *Context) (Result, Stats, error) {
	start := time.Now()
	if ctx.Board != nil && ctx.Board.Track != "" {
		g, err := trackGraph(ctx)
		if err != nil {
			return Result{}, Stats{}, err
		}
		res, st, err := g.best()
		putTrack(ctx, g)
		st.Time = time.Since(start)
		return res, st, err
	}
	g := graphs.Get().(*graph)
	defer func() {
		g.ctx = nil
		graphs.Put(g)
	}()
	if err := g.compileReach(ctx); err != nil {
		return Result{}, Stats{}, err
	}
	res, st, err := g.best()
	st.Time = time.Since(start)
	return res, st, err
}

type option struct {
	cand int32
	rev  int
	uses uint32 // the allowances it uses: the route's, the train's Stretch
}

func (g *graph) candidates() (*pool, [][]option, Stats) {
	// the pool and the option lists reuse the memory of the graph's
	// earlier searches
	pl := &g.pool
	pl.reset(g.words)
	opts := grow(g.opts, len(g.ctx.Trains))
	for i := range opts {
		opts[i] = opts[i][:0]
	}
	g.opts = opts
	var st Stats
	g.nlisted, g.listing = 0, true
	st.Steps = g.enumerate()
	g.listing = false
	st.Paths = g.nlisted
	st.Candidates = make([]int, 0, len(opts))
	for i := range opts {
		o := opts[i]
		// by revenue, highest first, ties in the order found (the order
		// of cand, which grows as routes are found)
		slices.SortFunc(o, func(a, b option) int {
			if a.rev != b.rev {
				return b.rev - a.rev
			}
			return int(a.cand - b.cand)
		})
		st.Candidates = append(st.Candidates, len(o))
	}
	return pl, opts, st
}

// listed takes a route the enumeration found (stops nodes joined by
// chains): into the pool, an option of each train it is legal for.
func (g *graph) listed(nodes, chains []int32) {
	g.nlisted++
	g.payBuf = g.payBuf[:0] // no route listed before is read again
	f, err := g.walkFacts(nodes, chains)
	if err != nil {
		return
	}
	id := int32(-1)
	for i := range g.ctx.Trains {
		rev, uses, verdict := g.judge(f, i)
		if verdict != fits {
			continue
		}
		if id < 0 {
			id = g.pool.add(g, f)
		}
		g.opts[i] = append(g.opts[i], option{cand: id, rev: rev, uses: uses})
	}
}

// searcher picks one option (or none) per train.
type searcher struct {
	g    *graph
	pool *pool
	opts [][]option
	rest []int // rest[i]: the most trains i.. can add
	used []uint64
	// Hot track: the track on the hexes of the corporation's tokens, which
	// nearly every route uses. hot[c] is route c's hot track as a bit set,
	// usedHot the hot track of the routes picked, and lists[i][h] the
	// options of train i whose hot track avoids h, in order: options
	// outside it clash for certain and are never looked at.
	hot     []uint64
	usedHot uint64
	lists   []map[uint64][]int32
	// the backing array of the lists
	listFlat []int32
	pick     []int // option index per train, -1 for none
	best     int
	bestAt   []int
	nodes    int

	// the chosen routes' facts, trains and revenues, for export
	fs     []facts
	trains []string
	revs   []int
}

// searchers keeps searchers for reuse: their slices and option-list maps
// keep their memory (a small search is mostly its setting up).
var searchers = sync.Pool{New: func() any { return &searcher{} }}

// zeroed is s with length n, all zero, reusing its memory.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func (g *graph) best() (Result, Stats, error) {
	pl, opts, st := g.candidates()
	n := len(g.ctx.Trains)
	s := searchers.Get().(*searcher)
	defer func() {
		clear(s.fs)
		s.g, s.pool, s.opts, s.hot = nil, nil, nil, nil
		searchers.Put(s)
	}()
	s.g, s.pool, s.opts = g, pl, opts
	s.rest, s.used, s.pick = zeroed(s.rest, n+1), zeroed(s.used, g.words), zeroed(s.pick, n)
	s.best, s.bestAt, s.nodes, s.usedHot = -1, s.bestAt[:0], 0, 0
	s.hot = g.hotTrack(pl)
	for i := range s.lists {
		clear(s.lists[i])
	}
	s.listFlat = s.listFlat[:0]
	for len(s.lists) < n {
		s.lists = append(s.lists, nil)
	}
	for i := n - 1; i >= 0; i-- {
		s.rest[i] = s.rest[i+1]
		if len(opts[i]) > 0 {
			s.rest[i] += opts[i][0].rev
		}
	}
	s.search(0, 0, 0)
	st.Nodes = s.nodes
	var res Result
	fs, trains, revs := s.fs[:0], s.trains[:0], s.revs[:0]
	defer func() { s.fs, s.trains, s.revs = fs, trains, revs }()
	g.ckStops, g.payBuf = g.ckStops[:0], g.payBuf[:0]
	for i, p := range s.bestAt {
		if p < 0 {
			continue
		}
		o := opts[i][p]
		f, err := g.routeFacts(pl.route(o.cand))
		if err != nil {
			return Result{}, st, fmt.Errorf("route: internal error, a found route is no longer well-formed: %v", err)
		}
		// the stops are in a scratch buffer
		f.stops, g.ckStops = tail(g.ckStops, f.stops)
		fs = append(fs, f)
		trains = append(trains, g.ctx.Trains[i].ID)
		revs = append(revs, o.rev)
		res.Revenue += o.rev
	}
	res.Routes = g.export(trains, fs, revs)
	res.Stops = g.stopValues(trains, fs)
	sum := 0
	for _, r := range res.Routes {
		sum += r.Subsidy
	}
	res.Subsidy = g.setSubsidy(sum)
	return res, st, nil
}

// hotTrack gives each pooled route its hot track: its track on the hexes
// of the corporation's tokens (up to 64 pieces, in board order).
// The result, and the list of hot keys, are in the graph's buffers.
func (g *graph) hotTrack(pl *pool) []uint64 {
	hot := g.hotKeys[:0] // hot[b]: the key of bit b
	for _, p := range g.paths {
		tokened := false
		for i := range g.hexes[p.hex].Nodes {
			tokened = tokened || g.nodes[g.base[p.hex]+int32(i)].tokened
		}
		for _, k := range p.keys {
			if tokened && k >= 0 && len(hot) < 64 && !slices.Contains(hot, k) {
				hot = append(hot, k)
			}
		}
	}
	g.hotKeys = hot
	out := zeroed(g.hotBuf, len(pl.uses))
	g.hotBuf = out
	for c := range out {
		keys := pl.track(int32(c))
		for b, k := range hot {
			if keys[k>>6]&(1<<(k&63)) != 0 {
				out[c] |= 1 << uint(b)
			}
		}
	}
	return out
}

// list is the options of train i whose hot track avoids the hot track
// picked so far.
func (s *searcher) list(i int) []int32 {
	if s.lists[i] == nil {
		s.lists[i] = map[uint64][]int32{}
	}
	l, ok := s.lists[i][s.usedHot]
	if !ok {
		// the lists share one backing array, only appended to
		n := len(s.listFlat)
		for k, o := range s.opts[i] {
			if s.hot[o.cand]&s.usedHot == 0 {
				s.listFlat = append(s.listFlat, int32(k))
			}
		}
		l = s.listFlat[n:len(s.listFlat):len(s.listFlat)]
		s.lists[i][s.usedHot] = l
	}
	return l
}

func (s *searcher) disjoint(keys []uint64) bool {
	for i, w := range keys {
		if s.used[i]&w != 0 {
			return false
		}
	}
	return true
}

// search picks the options of trains i.. given revenue cur and the
// allowances used so far.
func (s *searcher) search(i, cur int, uses uint32) {
	s.nodes++
	n := len(s.opts)
	if i == n {
		if cur > s.best {
			s.best = cur
			s.bestAt = append(s.bestAt[:0], s.pick...)
		}
		return
	}
	if cur+s.rest[i] <= s.best {
		return
	}
	// Trains that run alike are interchangeable: their picks are taken in
	// increasing option order, none coming last, so that each set of
	// routes is searched once.
	from := 0
	twin := i > 0 && s.g.ctx.Trains[i].sameRules(&s.g.ctx.Trains[i-1])
	if twin {
		if s.pick[i-1] < 0 {
			s.pick[i] = -1
			s.search(i+1, cur, uses)
			return
		}
		from = s.pick[i-1] + 1
	}
	for _, k32 := range s.list(i) {
		k := int(k32)
		if k < from {
			continue
		}
		o := &s.opts[i][k]
		if cur+o.rev+s.rest[i+1] <= s.best {
			break
		}
		keys := s.pool.track(o.cand)
		if uses&o.uses != 0 || !s.disjoint(keys) {
			continue
		}
		for j, w := range keys {
			s.used[j] |= w
		}
		hot := s.hot[o.cand]
		s.usedHot |= hot
		s.pick[i] = k
		s.search(i+1, cur+o.rev, uses|o.uses)
		s.usedHot &^= hot
		for j, w := range keys {
			s.used[j] &^= w
		}
	}
	s.pick[i] = -1
	s.search(i+1, cur, uses)
}
