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

	counted   int  // cities and paying off-boards, skipped cities not included
	towns     int  // town stops
	base      int  // stop revenue at multiplier 1, skipped cities not included
	townTiles int  // stops on a tile with a town
	bonusHex  bool // a stop on Modifiers.BonusHex
	tunnel    bool // runs through both tunnel areas without stopping at either
	skipped   int  // cities passed with Modifiers.PassCity
	hexes     int  // hexes crossed, both ends included
}

func illegal(rule, format string, args ...any) error {
	return engine.Illegal(rule, format, args...)
}

// walkFacts is routeFacts for a walk: stops nodes[0..k] joined in turn by
// chains[0..k-1], where a chain may be hop (Modifiers.TwinStops). A walk
// with hops is read either way round: a hop depends on the way the route
// arrives, and a route is written in whichever direction its hops allow.
func (g *graph) walkFacts(nodes, chains []int32) (facts, error) {
	segs := g.segBuf[:0]
	if len(chains) == 0 && len(nodes) == 1 {
		segs = append(segs, seg{nodes[0], nodes[0], -1})
	}
	hops := false
	for i, c := range chains {
		if c == hop {
			if i == 0 || i == len(chains)-1 {
				return facts{}, illegal("not connected", "a route cannot begin or end with a hop")
			}
			hops = true
			continue
		}
		segs = append(segs, seg{nodes[i], nodes[i+1], c})
	}
	g.segBuf = segs
	f, err := g.routeFacts(segs)
	if err == nil || !hops {
		return f, err
	}
	back := g.backBuf[:0]
	for i := len(segs) - 1; i >= 0; i-- {
		back = append(back, seg{segs[i].right, segs[i].left, segs[i].chain})
	}
	g.backBuf = back
	if bf, berr := g.routeFacts(back); berr == nil {
		return bf, nil
	}
	return f, err
}

// routeFacts checks everything about one route that does not depend on
// the train, and gathers what the train rules need. This is the single
// definition of a well-formed route, used by Check and by the optimizer.
//
// The route is its connections in order, each starting where the one
// before ended, except that with Modifiers.TwinStops a connection after
// the second may start at a twin of that stop (twinHop); the stops visited
// are then every end of every connection, each once, in order.
func (g *graph) routeFacts(segs []seg) (facts, error) {
	f := facts{segs: segs}
	if len(segs) == 0 {
		return f, illegal("route too short", "a route must have at least 2 stops")
	}
	f.stops = g.stopBuf[:0]
	seen := func(n int32) bool {
		for _, m := range f.stops {
			if m == n {
				return true
			}
		}
		return false
	}
	repeat := g.ctx.Mods.RepeatStops
	for i, s := range segs {
		if s.chain < 0 && (len(segs) > 1 || s.left != s.right) {
			return f, illegal("not connected", "a local run is one city alone")
		}
		if repeat {
			// stops may repeat: the stops are the walk itself
			if i == 0 {
				f.stops = append(f.stops, s.left)
			} else if s.left != segs[i-1].right {
				return f, illegal("not connected", "the route does not go on from %s", g.hexes[g.nodes[segs[i-1].right].hex].ID)
			}
			if s.chain >= 0 {
				f.stops = append(f.stops, s.right)
			}
			continue
		}
		if i == 0 || !seen(s.left) {
			if i > 0 && !g.twinHop(segs[i-1], s.left) {
				return f, illegal("not connected", "the route does not go on from %s", g.sig(segs[i-1].right))
			}
			if i == 1 {
				// 18xx.games reads a route's first two connections together,
				// through the stop they share: a hop comes later or not at all
				return f, illegal("not connected", "a route may go on from a twin of %s only after its second connection", g.sig(segs[0].right))
			}
			f.stops = append(f.stops, s.left)
		} else if s.left != segs[i-1].right {
			return f, illegal("stop visited twice", "cannot use %s twice", g.hexes[g.nodes[s.left].hex].ID)
		}
		if s.chain >= 0 {
			if seen(s.right) {
				return f, illegal("stop visited twice", "cannot use %s twice", g.hexes[g.nodes[s.right].hex].ID)
			}
			f.stops = append(f.stops, s.right)
		}
	}
	g.stopBuf = f.stops
	tokened := false
	for i, n := range f.stops {
		nd := &g.nodes[n]
		tokened = tokened || nd.tokened
		middle := i > 0 && i < len(f.stops)-1
		if middle && nd.n.Kind == Offboard {
			return f, illegal("through an off-board", "a route cannot run through the off-board %s", g.hexes[nd.hex].ID)
		}
		if g.ctx.Mods.PortEnds && nd.n.Port {
			if err := g.portEnd(f.stops, i); err != nil {
				return f, err
			}
		}
		// with RepeatStops a stop visited again pays and counts once
		again := repeat && slices.Contains(f.stops[:i], n)
		if middle && nd.blocked {
			if !g.ctx.Mods.PassCity.On {
				return f, illegal("not connected", "%s is tokened out for %s", g.hexes[nd.hex].ID, g.ctx.Corp)
			}
			if nd.n.onlyBlockingSlot() {
				rule := g.ctx.Mods.PassCity.BlockerRule
				if rule == "" {
					rule = "blocking token"
				}
				return f, illegal(rule, "the city on %s has only a %s slot and cannot be skipped", g.hexes[nd.hex].ID, rule)
			}
			f.skipped++
			if f.skipped > 1 {
				return f, illegal(g.ctx.Mods.PassCity.Rule, "a route can skip only one tokened-out city")
			}
		} else if !again {
			switch {
			case nd.counted:
				f.counted++
			case nd.n.Kind == Town:
				f.towns++
			}
			f.base += nd.rev
		}
		if nd.townTile && !again {
			f.townTiles++
		}
		if g.ctx.Mods.BonusHex != "" && g.hexes[nd.hex].ID == g.ctx.Mods.BonusHex {
			f.bonusHex = true
		}
	}
	if !tokened {
		return f, illegal("no token", "route must contain a %s token", g.ctx.Corp)
	}
	used := grow(g.keyBuf, g.words)
	g.keyBuf = used
	clear(used)
	var tunnels [2]int
	npaths, total, nchains := 0, 0, 0
	for i, s := range segs {
		if s.chain < 0 {
			total++
			continue
		}
		ch := &g.chains[s.chain]
		if !(ch.from == s.left && ch.to == s.right) && !(ch.from == s.right && ch.to == s.left) {
			return f, illegal("not connected", "track %v does not join %s and %s", ch.hexes, g.sig(s.left), g.sig(s.right))
		}
		for _, k := range ch.keys {
			if used[k>>6]&(1<<(k&63)) != 0 {
				return f, illegal("track reused", "route reuses track on %s", g.keyHex(k))
			}
			used[k>>6] |= 1 << (k & 63)
		}
		for k := range tunnels {
			tunnels[k] += int(ch.tunnels[k])
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
					return f, illegal("through a terminal", "a route cannot pass through terminal track on %s", g.hexes[g.paths[pid].hex].ID)
				}
			}
		}
		npaths += len(ch.paths)
	}
	f.hexes = total - max(nchains-1, 0)
	if g.tunnelHex[0] >= 0 {
		tn := &g.ctx.Mods.Tunnel
		stopsAt := [2]bool{}
		for _, n := range f.stops {
			for k, h := range g.tunnelHex {
				if int(g.nodes[n].hex) == h {
					stopsAt[k] = true
				}
			}
		}
		if tunnels[0]+tunnels[1] > 2 {
			return f, illegal(tn.Rule, "%s", tn.Reused)
		}
		if tunnels[0] == 2 || tunnels[1] == 2 {
			return f, illegal(tn.Rule, "%s", tn.SameArea)
		}
		if stopsAt[0] && stopsAt[1] {
			return f, illegal(tn.Rule, "%s", tn.BothEnds)
		}
		f.tunnel = tunnels[0] > 0 && tunnels[1] > 0 && !stopsAt[0] && !stopsAt[1]
	}
	return f, nil
}

// portEnd applies PortEnds to the port at stops[i]: only a route's end,
// only the corporation's own, and never two different ports as the ends.
// While Best lists routes the reason is not written (errListing).
func (g *graph) portEnd(stops []int32, i int) error {
	last := len(stops) - 1
	through := i > 0 && i < last
	another := !g.nodes[stops[i]].tokened
	if !through && !another && !(i == last && last > 0 && stops[0] != stops[last] && g.nodes[stops[0]].n.Port) {
		return nil
	}
	if g.listing {
		return errListing
	}
	id := g.hexes[g.nodes[stops[i]].hex].ID
	switch {
	case through:
		return illegal("through a port", "the route cannot pass through the port %s", id)
	case another:
		return illegal("another's port", "the route cannot end in %s, not a port of %s", id, g.ctx.Corp)
	}
	return illegal("another's port", "the route cannot end in two ports")
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

// value is what train t earns on a well-formed route, whether it needs
// Modifiers.ExtraStop, or which train rule the route breaks.
func (g *graph) value(f *facts, t *Train) (revenue int, extra bool, err error) {
	revenue, extra, bad := g.judge(f, t)
	if bad == fits {
		return revenue, extra, nil
	}
	stops := f.stopsFor(t)
	switch bad {
	case tooShort:
		return 0, false, illegal("route too short", "a route must have at least 2 stops")
	case tooFar:
		return 0, false, illegal("too long", "%d hexes is too far for %s (reach %d)", f.hexes, t.Name, t.Hexes)
	case localStops:
		return 0, false, illegal("too many stops", "train with %s cannot visit %d stops", t.Local, stops)
	case tooFew:
		return 0, false, illegal("too few stops", "towns and zero-revenue off-boards do not count as stops: %d counted", stops)
	default:
		return 0, false, illegal("too many stops", "%d is too many stops for %s", stops, t.Name)
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
	stops := f.counted
	if t.Towns {
		stops += f.towns
	}
	if f.tunnel {
		stops++
	}
	return stops
}

// judge is value without building errors, for the optimizer.
func (g *graph) judge(f *facts, t *Train) (revenue int, extra bool, verdict int) {
	m := &g.ctx.Mods
	if len(f.stops) < 2 && t.Local == "" {
		// only a local train may run in its own city alone
		return 0, false, tooShort
	}
	stops := f.stopsFor(t)
	switch {
	case t.Hexes > 0:
		if f.hexes > t.Hexes {
			return 0, false, tooFar
		}
	case t.Local != "":
		if stops > 1 {
			return 0, false, localStops
		}
	default:
		if stops < 2 {
			return 0, false, tooFew
		}
		limit := t.Stops
		if m.ExtraStop.On && t.stretchable() {
			limit++
		}
		if stops > limit {
			return 0, false, tooMany
		}
		extra = stops > t.Stops
	}
	mult := t.mult()
	revenue = mult * f.base
	if f.tunnel {
		revenue += mult * g.tunnelRev
	}
	if f.bonusHex {
		revenue += m.HexBonus * mult
	}
	revenue += m.TownStopBonus * f.townTiles
	return revenue, extra, fits
}

// subsidy is what a route pays the treasury before the set-wide rules.
func (f *facts) subsidy() int { return f.townTiles }

// setSubsidy is the treasury's share of an entire run.
func (g *graph) setSubsidy(sum int) int {
	if g.ctx.Mods.NoRunSubsidy || g.ctx.Mods.NoSubsidy {
		return 0
	}
	if sum > 0 {
		sum += g.ctx.Mods.SubsidyBonus
	}
	return sum
}

// setCheck applies the rules that span all routes of a run: no track used
// twice, one route per train, Modifiers.ExtraStop and PassCity once each.
func setCheck(g *graph, trains []string, fs []facts, extras []bool) error {
	// owner of each piece of track: 1 + the index of the route using it
	used := grow(g.ownerBuf, g.nkeys)
	g.ownerBuf = used
	clear(used)
	extraBy, skipBy := -1, -1
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
		if extras[i] {
			if extraBy >= 0 {
				rule := g.ctx.Mods.ExtraStop.Rule
				return illegal(rule, "only one train can use %s", rule)
			}
			extraBy = i
		}
		if fs[i].skipped > 0 {
			if skipBy >= 0 {
				return illegal(g.ctx.Mods.PassCity.Rule, "only one train can skip a tokened-out city")
			}
			skipBy = i
		}
	}
	return nil
}
