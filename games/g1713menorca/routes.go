package g1713menorca

import (
	"slices"
	"strings"

	"ferro/engine"
	"ferro/route"
)

// Routes: one per vehicle, from a revenue node to a revenue node through a
// port or factory of the company itself (or a small company's workshop).
// Nodes may repeat, track (a road or sea lane between two hexes) may not,
// neither within a route nor between the company's routes. The range
// counts hexes, both end hexes included. Ships sail the sea lanes between
// harbours and off-board destinations (which end a route); carts drive
// the roads, may start in an own port but never pass through a harbour
// or end in another.
//
// The rules live in the shared route package: route.Check validates and
// values a run, route.Best finds the best one, over the context
// routeContext builds (routeboard.go). Ships and carts use different
// track, so each kind is checked and searched on its own board. What
// stays here is the record format (a walk of hexes, or its stretches
// between nodes), the vehicle ownership, and the goods tokens paid to
// RADM or the small companies.

// nodeValue is what a node adds to a route of the company: a town's or
// city's tile value plus its printed bonus; an off-board destination's
// era value plus 10 R per own market token there.
func (s *state) nodeValue(c *corp, i int) int {
	h := hexDefs[i]
	switch h.Kind {
	case kindOffboard:
		v := h.Offboard[s.Era-1] + s.OffBonus
		for _, t := range c.MarketTokens {
			if t == h.ID {
				v += marketToken
			}
		}
		return v
	case kindTown, kindCity:
		v := s.Board.tileRevenue(i) + h.Bonus
		if h.ID == "K10" {
			v += s.MaoBonus
		}
		return v
	}
	return 0
}

// checkedRoute is one route of a run as the shared rules judged it.
type checkedRoute struct {
	ship    bool
	revenue int
	walk    []int // hex indexes, in order
	stops   []route.StopValue
}

// checkRun checks the routes of a run_routes action through route.Check
// (ships and carts each on their own board) and returns each route's
// judgement, in the action's order. It changes nothing.
func (s *state) checkRun(c *corp, routes []engine.Route) ([]checkedRoute, error) {
	var groups [2][]engine.Route // ships, carts
	var at [2][]int              // index of each in routes
	for k, r := range routes {
		v := s.Vehicles.byID(r.Train)
		if v == nil || v.Owner != c.Sym {
			return nil, illegal("one route per vehicle", "%s does not own %q", c.Sym, r.Train)
		}
		if slices.ContainsFunc(routes[:k], func(q engine.Route) bool { return q.Train == r.Train }) {
			return nil, illegal("one route per vehicle", "%s runs twice", r.Train)
		}
		conns, err := routeConnections(r)
		if err != nil {
			return nil, err
		}
		kind := vehicleClass(v.def().Ship)
		groups[kind] = append(groups[kind], engine.Route{Train: r.Train, Connections: conns})
		at[kind] = append(at[kind], k)
	}
	out := make([]checkedRoute, len(routes))
	for kind, rs := range groups {
		if len(rs) == 0 {
			continue
		}
		m := boards.Get().(*boardMem)
		res, err := route.Check(s.routeContextInto(m, c, kind == 0, 0), rs)
		m.release() // Check keeps nothing of the board
		if err != nil {
			return nil, err
		}
		for j, r := range res.Routes {
			out[at[kind][j]] = checkedRoute{ship: kind == 0, revenue: r.Revenue, walk: walkIndexes(r.Connections), stops: res.Stops[j]}
		}
	}
	return out, nil
}

// routeConnections is a recorded route's stretches between nodes: its
// connections, or else its hexes (the walk) cut at every revenue node.
// Given both, they must agree.
func routeConnections(r engine.Route) ([][]string, error) {
	if len(r.Hexes) == 0 {
		if len(r.Connections) == 0 {
			return nil, illegal("route", "the route of %s names no hexes", r.Train)
		}
		return r.Connections, nil
	}
	for _, id := range r.Hexes {
		if _, ok := geo.index[id]; !ok {
			return nil, illegal("route", "unknown hex %q", id)
		}
	}
	stop := func(id string) bool { return isNode(geo.index[id]) }
	if len(r.Hexes) < 2 {
		return nil, illegal("route", "a route joins at least two hexes")
	}
	if !stop(r.Hexes[0]) || !stop(r.Hexes[len(r.Hexes)-1]) {
		return nil, illegal("route ends at revenue nodes", "a route starts and ends at a revenue node")
	}
	conns := route.SplitWalk(r.Hexes, stop)
	if len(r.Connections) > 0 && !slices.EqualFunc(conns, r.Connections, slices.Equal) {
		return nil, illegal("route", "the hexes and the connections of %s's route differ", r.Train)
	}
	return conns, nil
}

// walkIndexes is the walk of the connections (route.AppendWalk) as hex indexes
// (hexes not on the map left out).
func walkIndexes(conns [][]string) []int {
	var out []int
	for _, id := range route.AppendWalk(nil, conns) {
		if i, ok := geo.index[id]; ok {
			out = append(out, i)
		}
	}
	return out
}

// payGoods pays the goods tokens in the harbours of a ship route that
// reaches an off-board destination; the route's revenue is unchanged.
func (s *state) payGoods(hexes []int) {
	if !slices.ContainsFunc(hexes, func(i int) bool { return hexDefs[i].Kind == kindOffboard }) {
		return
	}
	rate := goodsLate
	if s.Era <= 2 {
		rate = goodsEarly
	}
	for k, i := range hexes {
		if !hexDefs[i].Harbour || slices.Contains(hexes[:k], i) {
			continue
		}
		for _, g := range s.Goods {
			if o := s.corp(g.Owner); g.Hex == hexDefs[i].ID && o != nil && o.InGame {
				o.Cash += rate
				s.Bank -= rate
			}
		}
	}
}

// bestRoutes is the company's best run through route.Best: the greatest
// total revenue with one route per vehicle and no track shared, ships and
// carts searched each on their own board (they share no track). Routes
// are written in the record format: the walk of hexes, its connections
// and the hexes of its nodes.
func (s *state) bestRoutes(c *corp) []engine.Route {
	if c == nil {
		return nil
	}
	n, reaches := 0, [2]int{} // the company's vehicles; the longest range of each kind
	for i := range s.Vehicles {
		if v := &s.Vehicles[i]; v.Owner == c.Sym {
			n++
			k := vehicleClass(v.def().Ship)
			reaches[k] = max(reaches[k], v.def().Range)
		}
	}
	out := make([]engine.Route, 0, n)
	for _, ship := range []bool{true, false} {
		reach := reaches[vehicleClass(ship)]
		if reach == 0 {
			continue
		}
		m := boards.Get().(*boardMem)
		res, _, err := route.Best(s.routeContextInto(m, c, ship, reach))
		m.release() // Best keeps nothing of the board
		if err != nil {
			// the board is built from the game's own tables
			// (TestRouteBoardsValid): no error is possible
			continue
		}
		// the routes' walks share one array
		size := 0
		for _, r := range res.Routes {
			for _, seg := range r.Connections {
				size += len(seg)
			}
		}
		walks := make([]string, 0, size)
		for _, r := range res.Routes {
			if r.Revenue > 0 {
				k := len(walks)
				walks = route.AppendWalk(walks, r.Connections)
				out = append(out, recordRoute(r, walks[k:len(walks):len(walks)]))
			}
		}
	}
	if len(out) == 0 {
		return nil // no run: nil, not empty
	}
	return out
}

// recordRoute writes a route found by route.Best in Menorca's record
// format, its walk of hexes being walk. r's nodes are its own: they are
// cut to hexes in place.
func recordRoute(r engine.Route, walk []string) engine.Route {
	out := engine.Route{Train: r.Train, Revenue: r.Revenue, Connections: r.Connections, Hexes: walk, Nodes: r.Nodes}
	for j, n := range out.Nodes {
		if k := strings.LastIndexByte(n, '-'); k > 0 {
			out.Nodes[j] = n[:k]
		}
	}
	return out
}

// RecordRoutes is route.Recorder: route.Best's routes (ships' and carts'
// together) as a run_routes action writes them, as the legal list's best
// run does (bestRoutes): each route's hexes its whole walk, its nodes the
// stops' hexes; routes that earn nothing are left out. The routes given
// are not changed.
func (g *Game) RecordRoutes(routes []engine.Route) []engine.Route {
	var out []engine.Route
	for _, r := range routes {
		if r.Revenue > 0 {
			r.Nodes = slices.Clone(r.Nodes)
			out = append(out, recordRoute(r, route.AppendWalk(nil, r.Connections)))
		}
	}
	return out
}
