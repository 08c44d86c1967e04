package route

import "ferro/engine"

// Result is a run: its routes as run_routes records them (each with its
// revenue, revenue_str, subsidy, hexes and nodes filled in), the total
// revenue and the subsidy paid to the treasury, and what each route's
// stops earn (Stops[i] for Routes[i]).
type Result struct {
	Routes  []engine.Route
	Revenue int
	Subsidy int
	Stops   [][]StopValue
}

// Check validates the routes of a run_routes action and computes what they
// earn. The error, an *engine.IllegalError, names the rule broken.
//
// Every chain a route's connection can name runs only on the hexes it
// lists, so Check compiles just the hexes the routes name: the same
// chains, in the same order, as on the full board.
func Check(ctx *Context, routes []engine.Route) (Result, error) {
	g := graphs.Get().(*graph)
	defer func() {
		g.ctx = nil
		graphs.Put(g)
	}()
	g.nameHexes(routes)
	if err := g.compileOn(ctx, &g.named, g.conns); err != nil {
		return Result{}, err
	}
	return g.check(routes)
}

// nameHexes notes the hexes the routes' connections name ("HEX a.b"
// names HEX; a local run ["local", HEX] names HEX, "local" being no hex)
// and the connections themselves, in g.named and g.conns.
func (g *graph) nameHexes(routes []engine.Route) {
	n := 0
	for _, r := range routes {
		for _, c := range r.Connections {
			n += len(c)
		}
	}
	g.named.reset(n)
	g.conns = g.conns[:0]
	prev := ""
	for _, r := range routes {
		for _, c := range r.Connections {
			g.conns = append(g.conns, c)
			for _, h := range c {
				if h != prev { // a connection starts where the one before ended
					g.named.add(hexOfConn(h), 0)
					prev = h
				}
			}
		}
	}
	if g.conns == nil {
		g.conns = [][]string{}
	}
}

// train is the index in the Context of the train with run_routes id id.
func (g *graph) train(id string) (int, error) {
	for i := range g.ctx.Trains {
		if g.ctx.Trains[i].ID == id {
			return i, nil
		}
	}
	return -1, illegal("unknown train", "%s has no train %s", g.ctx.Corp, id)
}

func (g *graph) check(routes []engine.Route) (Result, error) {
	var res Result
	// the routes' facts, trains, allowances and revenue, and the track they
	// use, in buffers kept from one check to the next (the result shares
	// none of them)
	fs, trains, uses, revs := g.ckFacts[:0], g.ckTrains[:0], g.ckUses[:0], g.ckRevs[:0]
	defer func() { g.ckFacts, g.ckTrains, g.ckUses, g.ckRevs = fs, trains, uses, revs }()
	used := grow(g.ckUsed, g.words)
	g.ckUsed = used
	clear(used)
	g.ckStops, g.payBuf = g.ckStops[:0], g.payBuf[:0]
	for _, r := range routes {
		ti, err := g.train(r.Train)
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
		// segs is the route's own; the stops are in a scratch buffer
		f.stops, g.ckStops = tail(g.ckStops, f.stops)
		rev, u, err := g.value(&f, ti)
		if err != nil {
			return Result{}, err
		}
		g.addKeys(used, f.segs)
		fs = append(fs, f)
		trains = append(trains, r.Train)
		uses = append(uses, u)
		revs = append(revs, rev)
	}
	if err := setCheck(g, trains, fs, uses); err != nil {
		return Result{}, err
	}
	sum := 0
	res.Routes = g.export(trains, fs, revs)
	res.Stops = g.stopValues(trains, fs)
	for i := range res.Routes {
		res.Revenue += revs[i]
		sum += res.Routes[i].Subsidy
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
