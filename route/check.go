package route

import (
	"strings"

	"ferro/engine"
)

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
func Check(ctx *Context, routes []engine.Route) (Result, error) {
	g, err := compile(ctx)
	if err != nil {
		return Result{}, err
	}
	return g.check(routes)
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
	var used []uint64
	for _, r := range routes {
		t, err := g.train(r.Train)
		if err != nil {
			return Result{}, err
		}
		nodes, chains, err := g.resolve(r, used)
		if err != nil {
			return Result{}, err
		}
		f, err := g.routeFacts(nodes, chains)
		if err != nil {
			return Result{}, err
		}
		rev, sugar, err := g.value(&f, t)
		if err != nil {
			return Result{}, err
		}
		used = g.addKeys(used, chains)
		fs = append(fs, f)
		trains = append(trains, r.Train)
		sugars = append(sugars, sugar)
		revs = append(revs, rev)
	}
	if err := setCheck(g, trains, fs, sugars); err != nil {
		return Result{}, err
	}
	sum := 0
	for i := range fs {
		out := g.export(trains[i], &fs[i], revs[i])
		res.Routes = append(res.Routes, out)
		res.Revenue += revs[i]
		sum += out.Subsidy
	}
	res.Subsidy = g.setSubsidy(sum)
	return res, nil
}

func (g *graph) addKeys(set []uint64, chains []int32) []uint64 {
	if set == nil {
		set = make([]uint64, g.words)
	}
	for _, c := range chains {
		for _, k := range g.chains[c].keys {
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

// resolve reads a recorded route's connections back into stops and
// chains. Each connection names the hexes of one piece of track; where
// several chains fit, the choice is the first, in board order, that joins
// its neighbours at exactly one stop, reuses no track of the route or of
// the routes before it, and agrees best with the recorded nodes.
func (g *graph) resolve(r engine.Route, used []uint64) ([]int32, []int32, error) {
	if len(r.Connections) == 0 {
		return nil, nil, illegal("route too short", "train %s has a route with no track", r.Train)
	}
	want := map[string]bool{}
	for _, n := range r.Nodes {
		want[n] = true
	}
	cands := make([][]int32, len(r.Connections))
	for i, conn := range r.Connections {
		var cs []int32
		for _, c := range g.byConn[strings.Join(conn, "\x00")] {
			if !g.overlaps(used, c) {
				cs = append(cs, c)
			}
		}
		if len(cs) == 0 {
			if len(g.byConn[strings.Join(conn, "\x00")]) > 0 {
				return nil, nil, illegal("track reused", "track %v is already used by another route", conn)
			}
			return nil, nil, illegal("no such track", "no track between stops runs %v", conn)
		}
		// prefer chains whose stops the record names
		score := func(c int32) int {
			s := 0
			if want[g.sig(g.chains[c].from)] {
				s++
			}
			if want[g.sig(g.chains[c].to)] {
				s++
			}
			return s
		}
		for a := 1; a < len(cs); a++ {
			for b := a; b > 0 && score(cs[b]) > score(cs[b-1]); b-- {
				cs[b], cs[b-1] = cs[b-1], cs[b]
			}
		}
		cands[i] = cs
	}
	chosen := make([]int32, len(cands))
	var nodes []int32
	local := make([]uint64, g.words)
	var try func(i int, at int32) bool
	try = func(i int, at int32) bool {
		if i == len(cands) {
			return true
		}
		for _, c := range cands[i] {
			ch := &g.chains[c]
			if g.overlaps(local, c) {
				continue
			}
			var starts []int32
			if i == 0 {
				if len(cands) == 1 {
					starts = []int32{ch.from}
				} else {
					starts = []int32{ch.from, ch.to}
				}
			} else if ch.from == at || ch.to == at {
				starts = []int32{at}
			}
			for _, s := range starts {
				next := ch.to
				if s == ch.to {
					next = ch.from
				}
				if i+1 < len(cands) && !g.sharesOne(c, cands[i+1], next) {
					continue
				}
				chosen[i] = c
				for _, k := range ch.keys {
					local[k>>6] |= 1 << (k & 63)
				}
				ok := try(i+1, next)
				for _, k := range ch.keys {
					local[k>>6] &^= 1 << (k & 63)
				}
				if ok {
					if i == 0 {
						nodes = append(nodes, s)
					}
					return true
				}
			}
		}
		return false
	}
	if !try(0, -1) {
		return nil, nil, illegal("not connected", "the connections of train %s do not form one route", r.Train)
	}
	at := nodes[0]
	for _, c := range chosen {
		ch := &g.chains[c]
		if ch.from == at {
			at = ch.to
		} else {
			at = ch.from
		}
		nodes = append(nodes, at)
	}
	return nodes, chosen, nil
}

// sharesOne reports whether some candidate for the next connection meets
// chain c at stop at and nowhere else.
func (g *graph) sharesOne(c int32, next []int32, at int32) bool {
	ch := &g.chains[c]
	for _, n := range next {
		nc := &g.chains[n]
		if nc.from != at && nc.to != at {
			continue
		}
		if (nc.from == ch.from && nc.to == ch.to) || (nc.from == ch.to && nc.to == ch.from) {
			continue
		}
		return true
	}
	return false
}

// export writes a route as run_routes records it.
func (g *graph) export(train string, f *facts, revenue int) engine.Route {
	r := engine.Route{Train: train, Revenue: revenue, Subsidy: f.subsidy()}
	if g.ctx.Mods.TwoBarrels {
		r.Subsidy = 0
	}
	at := f.nodes[0]
	for _, c := range f.chains {
		ch := &g.chains[c]
		conn := append([]string(nil), ch.hexes...)
		if ch.from != at {
			// read the chain from this end: its mirror has the hexes reversed
			if m := g.mirror(c); m >= 0 {
				conn = append([]string(nil), g.chains[m].hexes...)
			}
			at = ch.from
		} else {
			at = ch.to
		}
		r.Connections = append(r.Connections, conn)
	}
	var last string
	for _, n := range f.nodes {
		h := g.hexes[g.nodes[n].hex].ID
		if h != last {
			r.Hexes = append(r.Hexes, h)
			last = h
		}
		r.Nodes = append(r.Nodes, g.sig(n))
	}
	r.RevenueStr = strings.Join(r.Hexes, "-")
	return r
}

// mirror finds the chain that is c walked from its other end.
func (g *graph) mirror(c int32) int32 {
	ch := &g.chains[c]
	for _, m := range g.from[ch.to] {
		mc := &g.chains[m]
		if mc.to != ch.from || len(mc.paths) != len(ch.paths) {
			continue
		}
		same := true
		for i, p := range mc.paths {
			if ch.paths[len(ch.paths)-1-i] != p {
				same = false
				break
			}
		}
		if same {
			return m
		}
	}
	return -1
}
