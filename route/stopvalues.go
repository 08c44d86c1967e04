package route

import "ferro/engine/view"

// StopValue is what one stop of a route earns, every rule and option
// included: the train's multiplier, HexBonus on the BonusHex,
// TownStopBonus on a tile with a town. A city passed with PassCity earns
// 0, a stop visited again (RepeatStops) earns nothing more. Passing
// through both Tunnel areas, which counts as a stop without stopping, is
// a StopValue of its own on the first area. A route's StopValues sum to
// its revenue.
type StopValue struct {
	Hex     string
	Node    int // the node's position on its hex (Hex.Nodes)
	Revenue int
}

// stopValues are the StopValues of routes fs, run by trains (ids), all
// in one array.
func (g *graph) stopValues(trains []string, fs []facts) [][]StopValue {
	if len(fs) == 0 {
		return nil
	}
	n := 0
	for i := range fs {
		n += len(fs[i].stops) + 1
	}
	flat := make([]StopValue, 0, n)
	out := make([][]StopValue, len(fs))
	for i := range fs {
		t, err := g.train(trains[i])
		if err != nil {
			continue // cannot happen: the trains are checked
		}
		k := len(flat)
		flat = g.appendStopValues(flat, &fs[i], t)
		out[i] = flat[k:len(flat):len(flat)]
	}
	return out
}

// appendStopValues splits what train t earns on route f among its stops,
// as judge adds it up, and appends them to out.
func (g *graph) appendStopValues(out []StopValue, f *facts, t *Train) []StopValue {
	m := &g.ctx.Mods
	mult := t.mult()
	bonus := f.bonusHex
	for i, n := range f.stops {
		nd := &g.nodes[n]
		v := StopValue{Hex: g.hexes[nd.hex].ID, Node: int(nd.idx)}
		again := false
		for _, p := range f.stops[:i] {
			again = again || p == n
		}
		middle := i > 0 && i < len(f.stops)-1
		skipped := middle && nd.blocked && m.PassCity.On
		if !again && !skipped {
			v.Revenue = mult * nd.rev
		}
		if bonus && v.Hex == m.BonusHex {
			v.Revenue += m.HexBonus * mult
			bonus = false
		}
		if nd.townTile && !again {
			v.Revenue += m.TownStopBonus
		}
		if again {
			continue // already listed, with what it pays
		}
		out = append(out, v)
	}
	if f.tunnel {
		h := g.tunnelHex[0]
		v := StopValue{Hex: g.hexes[h].ID, Revenue: mult * g.tunnelRev}
		for j, n := range g.hexes[h].Nodes {
			if n.Kind == Offboard {
				v.Node = j
				break
			}
		}
		out = append(out, v)
	}
	return out
}

// ViewStops is what each stop of a run earned, as the view model writes
// it (nil for no run).
func ViewStops(run [][]StopValue) [][]view.Stop {
	if run == nil {
		return nil
	}
	out := make([][]view.Stop, len(run))
	for i, r := range run {
		for _, s := range r {
			out[i] = append(out[i], view.Stop{Hex: s.Hex, Node: s.Node, Revenue: s.Revenue})
		}
	}
	return out
}
