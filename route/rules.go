package route

import (
	"errors"
	"slices"

	"ferro/engine"
)

// seg is one connection of a route: a chain read from stop left to stop
// right (chain -1 and left == right for a local run in one city).
type seg struct{ left, right, chain int32 }

// facts is what the rules need to know about one route.
type facts struct {
	segs  []seg
	stops []int32 // stops visited, in order, each once

	counted int     // cities and paying off-boards, passed cities not included
	towns   int     // town stops
	base    int     // stop revenue at multiplier 1, passed cities not included
	bonus   int     // Stop.Bonus of its stops, each once
	subsidy int     // Stop.Subsidy of its stops, each once
	uses    uint32  // allowances used (bits of ruleSet.onces): closed cities passed
	hexes   int     // hexes crossed, both ends included
	areas   [2]int8 // paths on each of the Walk's areas
	more    int     // stops added by Route hooks (RouteView.PassStop)
	paid    int     // what Route hooks add, at multiplier 1
	pay0    int32   // what they add, stop by stop: graph.payBuf[pay0:pay1]
	pay1    int32
}

func illegal(rule, format string, args ...any) error {
	return engine.Illegal(rule, format, args...)
}

// walkFacts is routeFacts for a walk: stops nodes[0..k] joined in turn by
// chains[0..k-1], where a chain may be hop (TwinHops). A walk
// with hops is read either way round: a hop depends on the way the route
// arrives, and a route is written in whichever direction its hops allow.
// The facts are the graph's (cur or back), valid until the next read.
func (g *graph) walkFacts(nodes, chains []int32) (*facts, error) {
	segs := g.segBuf[:0]
	if len(chains) == 0 && len(nodes) == 1 {
		segs = append(segs, seg{nodes[0], nodes[0], -1})
	}
	hops := false
	for i, c := range chains {
		if c == hop {
			if i == 0 || i == len(chains)-1 {
				return nil, illegal("not connected", "a route cannot begin or end with a hop")
			}
			hops = true
			continue
		}
		segs = append(segs, seg{nodes[i], nodes[i+1], c})
	}
	g.segBuf = segs
	err := g.factsInto(&g.cur, segs)
	if err == nil || !hops {
		return &g.cur, err
	}
	back := g.backBuf[:0]
	for i := len(segs) - 1; i >= 0; i-- {
		back = append(back, seg{segs[i].right, segs[i].left, segs[i].chain})
	}
	g.backBuf = back
	if berr := g.factsInto(&g.back, back); berr == nil {
		return &g.back, nil
	}
	return &g.cur, err
}

// routeFacts checks everything about one route that does not depend on
// the train, and gathers what the train rules need. This is the single
// definition of a well-formed route, used by Check and by the optimizer.
//
// The route is its connections in order, each starting where the one
// before ended, except that with TwinHops a connection after
// the second may start at a twin of that stop (twinHop); the stops visited
// are then every end of every connection, each once, in order.
func (g *graph) routeFacts(segs []seg) (facts, error) {
	err := g.factsInto(&g.cur, segs)
	return g.cur, err
}

// factsInto is routeFacts into f, one of the graph's facts (cur, back),
// where the hooks' RouteView reads it.
func (g *graph) factsInto(f *facts, segs []seg) error {
	g.view.f = f
	*f = facts{segs: segs, pay0: int32(len(g.payBuf)), pay1: int32(len(g.payBuf))}
	if len(segs) == 0 {
		return illegal("route too short", "a route must have at least 2 stops")
	}
	if err := g.stops(f, segs); err != nil {
		return err
	}
	g.stopBuf = f.stops
	tokened := false
	view := &g.view
	for i, n := range f.stops {
		nd := &g.nodes[n]
		tokened = tokened || nd.tokened
		middle := i > 0 && i < len(f.stops)-1
		if middle && nd.n.Kind == Offboard {
			return illegal("through an off-board", "a route cannot run through the off-board %s", g.hexes[nd.hex].ID)
		}
		if nd.watch {
			for _, v := range g.rules.visit {
				if err := v(view, i); err != nil {
					return err
				}
			}
		}
		// with RevisitStops a stop visited again pays and counts once
		again := g.rules.revisit && slices.Contains(f.stops[:i], n)
		if middle && nd.blocked {
			if nd.pass < 0 {
				return g.closed(n)
			}
			bit := uint32(1) << nd.pass
			if f.uses&bit != 0 {
				o := g.rules.onces[nd.pass]
				return illegal(o.Rule, "%s", o.Twice)
			}
			f.uses |= bit
		} else if !again {
			switch {
			case nd.counted:
				f.counted++
			case nd.n.Kind == Town:
				f.towns++
			}
			f.base += nd.rev
		}
		if !again {
			f.bonus += int(nd.bonus)
			f.subsidy += int(nd.subsidy)
		}
	}
	if !tokened {
		return illegal("no token", "route must contain a %s token", g.ctx.Corp)
	}
	used := grow(g.keyBuf, g.words)
	g.keyBuf = used
	clear(used)
	npaths, total, nchains := 0, 0, 0
	for i, s := range segs {
		if s.chain < 0 {
			total++
			continue
		}
		ch := &g.chains[s.chain]
		if !(ch.from == s.left && ch.to == s.right) && !(ch.from == s.right && ch.to == s.left) {
			return illegal("not connected", "track %v does not join %s and %s", ch.hexes, g.sig(s.left), g.sig(s.right))
		}
		for _, k := range ch.keys {
			if used[k>>6]&(1<<(k&63)) != 0 {
				return illegal("track reused", "route reuses track on %s", g.keyHex(k))
			}
			used[k>>6] |= 1 << (k & 63)
		}
		for k := range f.areas {
			f.areas[k] += ch.areas[k]
		}
		total += ch.hexRun
		nchains++
		// terminal track may only open or close the run
		for j, pid := range ch.paths {
			if g.paths[pid].terminal {
				pos := npaths + j
				if ch.from != s.left {
					pos = npaths + len(ch.paths) - 1 - j
				}
				if pos != 0 && !(i == len(segs)-1 && pos == npaths+len(ch.paths)-1) {
					return illegal("through a terminal", "a route cannot pass through terminal track on %s", g.hexes[g.paths[pid].hex].ID)
				}
			}
		}
		npaths += len(ch.paths)
	}
	f.hexes = total - max(nchains-1, 0)
	for _, h := range g.rules.route {
		if err := h(view); err != nil {
			return err
		}
	}
	return nil
}

// closed is the error of a route running through the closed stop n
// without an allowance.
func (g *graph) closed(n int32) error {
	for _, r := range g.refusals {
		if r.node == n {
			return illegal(r.rule, "%s", r.why)
		}
	}
	return illegal("not connected", "%s is tokened out for %s", g.hexes[g.nodes[n].hex].ID, g.ctx.Corp)
}

// errListing is a route's fault found while Best lists routes, where
// only whether a route is legal matters: the reason is not written.
var errListing = errors.New("route: not a legal route")

func (g *graph) keyHex(k int32) string {
	for _, p := range g.paths {
		if p.keys[0] == k || p.keys[1] == k {
			return g.hexes[p.hex].ID
		}
	}
	return "?"
}

// value is what train ti (of the Context) earns on a well-formed route,
// the allowances it uses (the route's own and the train's Stretch if it
// counts a stop more), or which train rule the route breaks.
func (g *graph) value(f *facts, ti int) (revenue int, uses uint32, err error) {
	revenue, uses, bad := g.judge(f, ti)
	if bad == fits {
		return revenue, uses, nil
	}
	t := &g.ctx.Trains[ti]
	stops := f.stopsFor(t)
	switch bad {
	case tooShort:
		return 0, 0, illegal("route too short", "a route must have at least 2 stops")
	case tooFar:
		return 0, 0, illegal("too long", "%d hexes is too far for %s (reach %d)", f.hexes, t.Name, t.Hexes)
	case localStops:
		return 0, 0, illegal("too many stops", "train with %s cannot visit %d stops", t.Local, stops)
	case tooFew:
		return 0, 0, illegal("too few stops", "towns and zero-revenue off-boards do not count as stops: %d counted", stops)
	default:
		return 0, 0, illegal("too many stops", "%d is too many stops for %s", stops, t.Name)
	}
}

// verdicts of judge
const (
	fits = iota
	tooShort
	tooFar
	localStops
	tooFew
	tooMany
)

// stopsFor counts the stops train t counts on the route.
func (f *facts) stopsFor(t *Train) int {
	stops := f.counted + f.more
	if t.Towns {
		stops += f.towns
	}
	return stops
}

// judge is value without building errors, for the optimizer.
func (g *graph) judge(f *facts, ti int) (revenue int, uses uint32, verdict int) {
	t := &g.ctx.Trains[ti]
	if len(f.stops) < 2 && t.Local == "" {
		// only a local train may run in its own city alone
		return 0, 0, tooShort
	}
	uses = f.uses
	stops := f.stopsFor(t)
	switch {
	case t.Hexes > 0:
		if f.hexes > t.Hexes {
			return 0, 0, tooFar
		}
	case t.Local != "":
		if stops > 1 {
			return 0, 0, localStops
		}
	default:
		if stops < 2 {
			return 0, 0, tooFew
		}
		limit := t.Stops
		stretch := g.rules.stretch[ti]
		if stretch >= 0 {
			limit++
		}
		if stops > limit {
			return 0, 0, tooMany
		}
		if stops > t.Stops {
			uses |= 1 << stretch
		}
	}
	return t.mult()*(f.base+f.paid) + f.bonus, uses, fits
}

// setSubsidy is the treasury's share of an entire run, from sum, the
// subsidies of its routes.
func (g *graph) setSubsidy(sum int) int {
	for _, h := range g.rules.subsidy {
		sum = h(sum)
	}
	return sum
}

// setCheck applies the rules that span all routes of a run: no track used
// twice, one route per train, each allowance (Once) by one route only;
// uses[i] are the allowances route i uses.
func setCheck(g *graph, trains []string, fs []facts, uses []uint32) error {
	// owner of each piece of track: 1 + the index of the route using it
	used := grow(g.ownerBuf, g.nkeys)
	g.ownerBuf = used
	clear(used)
	var usedOnce uint32
	for i := range fs {
		for j := 0; j < i; j++ {
			if trains[j] == trains[i] {
				return illegal("one route per train", "train %s runs twice", trains[i])
			}
		}
		for _, sg := range fs[i].segs {
			if sg.chain < 0 {
				continue
			}
			for _, k := range g.chains[sg.chain].keys {
				if j := int(used[k]) - 1; j >= 0 && j != i {
					return illegal("track reused", "routes of %s and %s share track on %s", trains[j], trains[i], g.keyHex(k))
				}
				used[k] = int32(i + 1)
			}
		}
		if again := usedOnce & uses[i]; again != 0 {
			for b, o := range g.rules.onces {
				if again&(1<<b) != 0 {
					return illegal(o.Rule, "%s", o.Again)
				}
			}
		}
		usedOnce |= uses[i]
	}
	return nil
}
