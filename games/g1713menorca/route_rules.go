package g1713menorca

import (
	"ferro/engine"
	"ferro/route"
)

// Menorca's rules of runs, as route's hooks: ships and carts may come
// back to a stop (each pays once per route), ports and factories never
// block, no stop pays a subsidy, and for carts a harbour is only the end
// of a route (harbourEnds).
var (
	shipRules = []route.Rule{route.RevisitStops, openStops, noSubsidy}
	cartRules = []route.Rule{route.RevisitStops, openStops, noSubsidy, harbourEnds}
)

// openStops: no stop closes; other companies' stations block nothing.
var openStops = route.Rule{Stop: func(h *route.Hex, j int, s *route.Stop) { s.Closed = false }}

// noSubsidy: no stop pays a subsidy to the treasury.
var noSubsidy = route.Rule{Stop: func(h *route.Hex, j int, s *route.Stop) { s.Subsidy = 0 }}

// harbourEnds: a harbour (Node.Port) may only be a cart route's first or
// last stop, only the company's own (its station there), and a route's
// two ends are never two different harbours.
var harbourEnds = route.Rule{
	Stop: func(h *route.Hex, j int, s *route.Stop) {
		if h.Nodes[j].Port {
			s.End, s.Watch = true, true
		}
	},
	Visit: func(r *route.RouteView, i int) error {
		if !r.Node(i).Port {
			return nil
		}
		last := r.Len() - 1
		through := i > 0 && i < last
		another := !r.Tokened(i)
		if !through && !another && !(i == last && last > 0 && !r.Same(0, last) && r.Node(0).Port) {
			return nil
		}
		if r.Quiet() {
			return route.ErrRefused
		}
		switch {
		case through:
			return engine.Illegal("through a port", "the route cannot pass through the port %s", r.Hex(i))
		case another:
			return engine.Illegal("another's port", "the route cannot end in %s, not a port of %s", r.Hex(i), r.Corp())
		}
		return engine.Illegal("another's port", "the route cannot end in two ports")
	},
}
