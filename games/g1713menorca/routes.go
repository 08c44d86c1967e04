package g1713menorca

import (
	"slices"
	"sort"

	"ferro/engine"
)

// Routes: one per vehicle, from a revenue node to a revenue node through a
// port or factory of the company itself (or a small company's workshop).
// Nodes may repeat, track (a road or sea lane between two hexes) may not,
// neither within a route nor between the company's routes. The range
// counts hexes, both end hexes included. Ships sail the sea lanes between
// harbours and off-board destinations (which end a route); carts drive
// the roads, may start in an own port but never pass through a harbour
// or end in another.

type linkSet [2]uint64

func (l linkSet) has(i int) bool          { return l[i/64]&(1<<(i%64)) != 0 }
func (l linkSet) with(i int) linkSet      { l[i/64] |= 1 << (i % 64); return l }
func (l linkSet) overlaps(o linkSet) bool { return l[0]&o[0] != 0 || l[1]&o[1] != 0 }

// candidate is one possible route.
type candidate struct {
	hexes   []int
	links   linkSet
	revenue int
}

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
		v := s.Hexes[i].Revenue + h.Bonus
		if h.ID == "K10" {
			v += s.MaoBonus
		}
		return v
	}
	return 0
}

// routeRevenue sums the distinct nodes of a route (a repeated node counts once).
func (s *state) routeRevenue(c *corp, hexes []int) int {
	total := 0
	for k, i := range hexes {
		if isNode(i) && !slices.Contains(hexes[:k], i) {
			total += s.nodeValue(c, i)
		}
	}
	return total
}

func (s *state) isOwnStation(c *corp, i int) bool {
	return slices.Contains(c.Stations, hexDefs[i].ID)
}

// checkRoute applies the route rules to one vehicle's route.
func (s *state) checkRoute(c *corp, v *vehicle, hexes []int) (candidate, error) {
	t := v.def()
	cand := candidate{hexes: hexes}
	if len(hexes) < 2 {
		return cand, illegal("route", "a route joins at least two hexes")
	}
	if len(hexes) > t.Range {
		return cand, illegal("vehicle range", "%s reaches %d hexes (both ends counted), the route has %d", t.Name, t.Range, len(hexes))
	}
	last := len(hexes) - 1
	if !isNode(hexes[0]) || !isNode(hexes[last]) {
		return cand, illegal("route ends at revenue nodes", "a route starts and ends at a revenue node")
	}
	for k := 0; k < last; k++ {
		li := s.linkBetween(hexes[k], hexes[k+1], t.Ship)
		if li < 0 {
			return cand, illegal("route track", "no %s between %s and %s", trackWord(t.Ship), hexDefs[hexes[k]].ID, hexDefs[hexes[k+1]].ID)
		}
		if cand.links.has(li) {
			return cand, illegal("no track reused", "the route uses the track %s-%s twice", hexDefs[hexes[k]].ID, hexDefs[hexes[k+1]].ID)
		}
		cand.links = cand.links.with(li)
		if k > 0 && hexDefs[hexes[k]].Kind == kindOffboard {
			return cand, illegal("off-board ends a route", "a route cannot pass through %s", hexDefs[hexes[k]].Name)
		}
	}
	if t.Ship {
		if !slices.ContainsFunc(hexes, func(i int) bool { return s.isOwnStation(c, i) }) {
			return cand, illegal("route through own port", "the route does not call at a port of %s", c.Sym)
		}
	} else if err := s.checkCartRoute(c, hexes); err != nil {
		return cand, err
	}
	cand.revenue = s.routeRevenue(c, hexes)
	return cand, nil
}

// checkCartRoute: a cart may start in an own port but never pass through a
// harbour or end in another; it runs through an own port or factory.
func (s *state) checkCartRoute(c *corp, hexes []int) error {
	last := len(hexes) - 1
	for k, i := range hexes {
		if !hexDefs[i].Harbour {
			continue
		}
		if k != 0 && k != last {
			return illegal("carts do not pass through harbours", "the cart passes through %s", hexDefs[i].Name)
		}
		if !s.isOwnStation(c, i) {
			return illegal("carts do not end in another harbour", "%s is not a port of %s", hexDefs[i].Name, c.Sym)
		}
	}
	if hexDefs[hexes[0]].Harbour && hexDefs[hexes[last]].Harbour && hexes[0] != hexes[last] {
		return illegal("carts do not end in another harbour", "the cart ends in another harbour")
	}
	if !slices.ContainsFunc(hexes, func(i int) bool { return s.isOwnStation(c, i) }) {
		return illegal("route through own port or factory", "the route does not run through a %s of %s", stationWord(c), c.Sym)
	}
	return nil
}

func trackWord(ship bool) string {
	if ship {
		return "sea lane"
	}
	return "road"
}

// linkBetween is the link joining two hexes (sea lane for ships, a road
// with exits on both sides for carts), -1 if none.
func (s *state) linkBetween(a, b int, ship bool) int {
	if ship {
		for _, st := range geo.seaAdj[a] {
			if st.To == b {
				return st.Link
			}
		}
		return -1
	}
	e := edgeBetween(geo, a, b)
	if e < 0 || !s.roadLinked(a, e) {
		return -1
	}
	return geo.landLink[a][e]
}

// runRoutes checks the routes of a run_routes action and books the revenue;
// ships reaching an off-board destination also earn RADM (or, before the
// merger, the small company) 10 or 20 R per goods token in the harbours
// they call at, paid by the bank.
func (s *state) runRoutes(c *corp, a engine.Action) error {
	var used linkSet
	var seen []string
	total := 0
	var cands []candidate
	var ships []bool
	for _, r := range a.Routes {
		v := s.vehicle(r.Train)
		if v == nil || v.Owner != c.Sym {
			return illegal("one route per vehicle", "%s does not own %q", c.Sym, r.Train)
		}
		if slices.Contains(seen, r.Train) {
			return illegal("one route per vehicle", "%s runs twice", r.Train)
		}
		seen = append(seen, r.Train)
		var hexes []int
		for _, id := range routeWalk(r) {
			i, ok := geo.index[id]
			if !ok {
				return illegal("route", "unknown hex %q", id)
			}
			hexes = append(hexes, i)
		}
		cand, err := s.checkRoute(c, v, hexes)
		if err != nil {
			return err
		}
		if cand.links.overlaps(used) {
			return illegal("no track reused", "%s's route shares track with another route", r.Train)
		}
		if r.Revenue != cand.revenue {
			return illegal("route revenue", "%s's route earns %d, not %d", r.Train, cand.revenue, r.Revenue)
		}
		used[0] |= cand.links[0]
		used[1] |= cand.links[1]
		total += cand.revenue
		cands = append(cands, cand)
		ships = append(ships, v.def().Ship)
	}
	if total == 0 {
		s.noRoute(c)
		return nil
	}
	for k, cand := range cands {
		if ships[k] {
			s.payGoods(cand.hexes)
		}
	}
	s.Op.Revenue = total
	s.Op.Step = stepDividend
	return nil
}

// routeWalk is a route's hexes: its hexes field, or else its connections
// (stretches between nodes, each starting where the previous ended) joined.
func routeWalk(r engine.Route) []string {
	if len(r.Hexes) > 0 || len(r.Connections) == 0 {
		return r.Hexes
	}
	var out []string
	for k, seg := range r.Connections {
		if k > 0 && len(seg) > 0 && len(out) > 0 && seg[0] == out[len(out)-1] {
			seg = seg[1:]
		}
		out = append(out, seg...)
	}
	return out
}

func (s *state) goodsRate() int {
	if s.Era <= 2 {
		return goodsEarly
	}
	return goodsLate
}

// payGoods pays the goods tokens in the harbours of a ship route that
// reaches an off-board destination; the route's revenue is unchanged.
func (s *state) payGoods(hexes []int) {
	if !slices.ContainsFunc(hexes, func(i int) bool { return hexDefs[i].Kind == kindOffboard }) {
		return
	}
	for k, i := range hexes {
		if !hexDefs[i].Harbour || slices.Contains(hexes[:k], i) {
			continue
		}
		for _, g := range s.Goods {
			if o := s.corp(g.Owner); g.Hex == hexDefs[i].ID && o != nil && o.InGame {
				o.Cash += s.goodsRate()
				s.Bank -= s.goodsRate()
			}
		}
	}
}

// enumerate lists every legal route of one kind up to maxLen hexes, one
// per set of track.
func (s *state) enumerate(c *corp, ship bool, maxLen int) []candidate {
	var out []candidate
	seen := map[linkSet]bool{}
	path := make([]int, 0, maxLen)
	record := func(links linkSet) {
		if seen[links] {
			return
		}
		hexes := append([]int(nil), path...)
		var err error
		var cand candidate
		if ship {
			cand, err = s.checkShipPath(c, hexes, links)
		} else {
			cand, err = s.checkCartPath(c, hexes, links)
		}
		if err == nil {
			seen[links] = true
			out = append(out, cand)
		}
	}
	var dfs func(links linkSet)
	dfs = func(links linkSet) {
		if len(path) >= maxLen {
			return
		}
		last := path[len(path)-1]
		for _, st := range s.steps(last, ship) {
			if links.has(st.Link) {
				continue
			}
			next, nl := st.To, links.with(st.Link)
			if !ship && hexDefs[next].Harbour && next != path[0] {
				continue
			}
			path = append(path, next)
			if isNode(next) {
				record(nl)
			}
			if hexDefs[next].Kind != kindOffboard && !(!ship && hexDefs[next].Harbour) {
				dfs(nl)
			}
			path = path[:len(path)-1]
		}
	}
	for i := range hexDefs {
		if !s.routeStart(c, i, ship) {
			continue
		}
		path = append(path[:0], i)
		dfs(linkSet{})
	}
	return out
}

func (s *state) routeStart(c *corp, i int, ship bool) bool {
	h := hexDefs[i]
	if ship {
		return h.Harbour || h.Kind == kindOffboard
	}
	if h.Kind != kindTown && h.Kind != kindCity {
		return false
	}
	if c.def().Kind == maritime {
		return h.Harbour && s.isOwnStation(c, i)
	}
	return !h.Harbour
}

// steps lists the tracks out of a hex.
func (s *state) steps(i int, ship bool) []seaStep {
	if ship {
		return geo.seaAdj[i]
	}
	var out []seaStep
	for e := 0; e < 6; e++ {
		if s.roadLinked(i, e) {
			out = append(out, seaStep{To: geo.neighbor[i][e], Link: geo.landLink[i][e]})
		}
	}
	return out
}

func (s *state) checkShipPath(c *corp, hexes []int, links linkSet) (candidate, error) {
	if !slices.ContainsFunc(hexes, func(i int) bool { return s.isOwnStation(c, i) }) {
		return candidate{}, illegal("route through own port", "")
	}
	return candidate{hexes: hexes, links: links, revenue: s.routeRevenue(c, hexes)}, nil
}

func (s *state) checkCartPath(c *corp, hexes []int, links linkSet) (candidate, error) {
	if err := s.checkCartRoute(c, hexes); err != nil {
		return candidate{}, err
	}
	return candidate{hexes: hexes, links: links, revenue: s.routeRevenue(c, hexes)}, nil
}

// searchBudget bounds the combination search (nodes visited per kind).
const searchBudget = 200000

// bestRoutes finds the company's best set of routes: the greatest total
// revenue with one route per vehicle and no track shared.
func (s *state) bestRoutes(c *corp) []engine.Route {
	if c == nil {
		return nil
	}
	var out []engine.Route
	for _, ship := range []bool{true, false} {
		vs := s.owned(c, ship)
		if len(vs) == 0 {
			continue
		}
		sort.SliceStable(vs, func(i, j int) bool { return vs[i].def().Range > vs[j].def().Range })
		cands := s.enumerate(c, ship, vs[0].def().Range)
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].revenue > cands[j].revenue })
		for k, ci := range assignRoutes(vs, cands) {
			if ci < 0 {
				continue
			}
			out = append(out, s.exportRoute(c, vs[k], cands[ci]))
		}
	}
	return out
}

// assignRoutes picks a candidate index per vehicle (or -1) maximising the
// total with disjoint track, by branch and bound. Vehicles come sorted by
// range, candidates by revenue.
func assignRoutes(vs []*vehicle, cands []candidate) []int {
	n := len(vs)
	opts := make([][]int, n)
	bound := make([]int, n+1)
	for k := n - 1; k >= 0; k-- {
		for ci, cd := range cands {
			if len(cd.hexes) <= vs[k].def().Range {
				opts[k] = append(opts[k], ci)
			}
		}
		bound[k] = bound[k+1]
		if len(opts[k]) > 0 {
			bound[k] += cands[opts[k][0]].revenue
		}
	}
	best, bestTotal := make([]int, n), -1
	cur := make([]int, n)
	budget := searchBudget
	var dfs func(k int, used linkSet, total int)
	dfs = func(k int, used linkSet, total int) {
		budget--
		if total+bound[k] <= bestTotal || budget < 0 {
			return
		}
		if k == n {
			bestTotal = total
			copy(best, cur)
			return
		}
		same := k > 0 && vs[k-1].def().Range == vs[k].def().Range
		for _, ci := range opts[k] {
			if same && (cur[k-1] < 0 || ci <= cur[k-1]) {
				continue
			}
			if cands[ci].links.overlaps(used) {
				continue
			}
			cur[k] = ci
			dfs(k+1, linkSet{used[0] | cands[ci].links[0], used[1] | cands[ci].links[1]}, total+cands[ci].revenue)
		}
		cur[k] = -1
		dfs(k+1, used, total)
	}
	dfs(0, linkSet{}, 0)
	if bestTotal <= 0 {
		for k := range best {
			best[k] = -1
		}
	}
	return best
}

// exportRoute writes a route in the record format: its hexes and the
// stretches between its nodes.
func (s *state) exportRoute(c *corp, v *vehicle, cd candidate) engine.Route {
	r := engine.Route{Train: v.ID, Revenue: cd.revenue, Connections: [][]string{}}
	var seg []string
	for k, i := range cd.hexes {
		id := hexDefs[i].ID
		r.Hexes = append(r.Hexes, id)
		seg = append(seg, id)
		if isNode(i) {
			r.Nodes = append(r.Nodes, id)
			if k > 0 {
				r.Connections = append(r.Connections, seg)
				seg = []string{id}
			}
		}
	}
	return r
}
