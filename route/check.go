package route

import "ferro/engine"

// Result is a run: its routes as run_routes records them (each with its
// revenue, revenue_str, subsidy, hexes and nodes filled in), the total
// revenue and the subsidy paid to the treasury.
type Result struct {
	Routes  []engine.Route
	Revenue int
	Subsidy int
}

// Check validates the routes of a run_routes action and computes what they
// earn. The error, an *engine.IllegalError, names the rule broken.
//
// Every chain a route's connection can name runs only on the hexes it
// lists, so Check compiles just the hexes the routes name: the same
// chains, in the same order, as on the whole board.
func Check(ctx *Context, routes []engine.Route) (Result, error) {
	g := graphs.Get().(*graph)
	defer func() {
		g.ctx = nil
		graphs.Put(g)
	}()
	g.nameHexes(routes)
	if err := g.compileOn(ctx, func(id string) bool { return g.named[id] }, g.conns); err != nil {
		return Result{}, err
	}
	return g.check(routes)
}

// nameHexes notes the hexes the routes' connections name ("HEX a.b"
// names HEX; a local run ["local", HEX] names HEX, "local" being no hex)
// and the connections themselves, in g.named and g.conns.
func (g *graph) nameHexes(routes []engine.Route) {
	if g.named == nil {
		g.named = map[string]bool{}
	}
	clear(g.named)
	g.conns = g.conns[:0]
	for _, r := range routes {
		for _, c := range r.Connections {
			g.conns = append(g.conns, c)
			for _, h := range c {
				g.named[hexOfConn(h)] = true
			}
		}
	}
	if g.conns == nil {
		g.conns = [][]string{}
	}
}

func (g *graph) train(id string) (*Train, error) {
	for i := range g.ctx.Trains {
		if g.ctx.Trains[i].ID == id {
			return &g.ctx.Trains[i], nil
		}
	}
	return nil, illegal("unknown train", "%s has no train %s", g.ctx.Corp, id)
}

func (g *graph) check(routes []engine.Route) (Result, error) {
	var res Result
	fs := make([]facts, 0, len(routes))
	trains := make([]string, 0, len(routes))
	sugars := make([]bool, 0, len(routes))
	revs := make([]int, 0, len(routes))
	used := make([]uint64, g.words)
	for _, r := range routes {
		t, err := g.train(r.Train)
		if err != nil {
			return Result{}, err
		}
		segs, err := g.resolve(r, used)
		if err != nil {
			return Result{}, err
		}
		f, err := g.routeFacts(segs)
		if err != nil {
			return Result{}, err
		}
		f = f.keep()
		rev, sugar, err := g.value(&f, t)
		if err != nil {
			return Result{}, err
		}
		g.addKeys(used, f.segs)
		fs = append(fs, f)
		trains = append(trains, r.Train)
		sugars = append(sugars, sugar)
		revs = append(revs, rev)
	}
	if err := setCheck(g, trains, fs, sugars); err != nil {
		return Result{}, err
	}
	sum := 0
	if len(fs) > 0 {
		res.Routes = make([]engine.Route, 0, len(fs))
	}
	for i := range fs {
		out := g.export(trains[i], &fs[i], revs[i])
		res.Routes = append(res.Routes, out)
		res.Revenue += revs[i]
		sum += out.Subsidy
	}
	res.Subsidy = g.setSubsidy(sum)
	return res, nil
}

// addKeys adds the track of segs to set (nil: a new set) and returns it.
func (g *graph) addKeys(set []uint64, segs []seg) []uint64 {
	if set == nil {
		set = make([]uint64, g.words)
	}
	for _, s := range segs {
		if s.chain < 0 {
			continue
		}
		for _, k := range g.chains[s.chain].keys {
			set[k>>6] |= 1 << (k & 63)
		}
	}
	return set
}

func (g *graph) overlaps(set []uint64, c int32) bool {
	if set == nil {
		return false
	}
	for _, k := range g.chains[c].keys {
		if set[k>>6]&(1<<(k&63)) != 0 {
			return true
		}
	}
	return false
}
