package route

import "ferro/engine/view"

// StopValue is what one stop of a route earns, every rule included: the
// train's multiplier, what the rules' hooks add (Stop.Bonus,
// RouteView.Pay). A closed city passed earns 0, a stop visited again
// (RevisitStops) earns nothing more. A stop a Route hook adds
// (RouteView.PassStop), which counts without stopping, is a StopValue
// of its own. A route's StopValues sum to its revenue.
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
		ti, err := g.train(trains[i])
		if err != nil {
			continue // cannot happen: the trains are checked
		}
		t := &g.ctx.Trains[ti]
		k := len(flat)
		flat = g.appendStopValues(flat, &fs[i], t)
		out[i] = flat[k:len(flat):len(flat)]
	}
	return out
}

// appendStopValues splits what train t earns on route f among its stops,
// as judge adds it up, and appends them to out.
func (g *graph) appendStopValues(out []StopValue, f *facts, t *Train) []StopValue {
	mult := t.mult()
	// a copy: a payment is struck off once listed
	pays := append(g.payCopy[:0], g.payBuf[f.pay0:f.pay1]...)
	g.payCopy = pays
	for i, n := range f.stops {
		nd := &g.nodes[n]
		v := StopValue{Hex: g.hexes[nd.hex].ID, Node: int(nd.idx)}
		again := false
		for _, p := range f.stops[:i] {
			again = again || p == n
		}
		middle := i > 0 && i < len(f.stops)-1
		passed := middle && nd.blocked && nd.pass >= 0
		if !again && !passed {
			v.Revenue = mult * nd.rev
		}
		for k := range pays {
			if p := &pays[k]; !p.own && p.amount != 0 && p.hex == nd.hex && p.node == nd.idx {
				v.Revenue += p.amount * mult
				p.amount = 0 // paid once
			}
		}
		if !again {
			v.Revenue += int(nd.bonus)
		}
		if again {
			continue // already listed, with what it pays
		}
		out = append(out, v)
	}
	for _, p := range pays {
		if p.own {
			out = append(out, StopValue{Hex: g.hexes[p.hex].ID, Node: int(p.node), Revenue: mult * p.amount})
		}
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
