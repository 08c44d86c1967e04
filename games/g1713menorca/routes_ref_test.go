package g1713menorca

import (
	"slices"
	"sort"
)

// The reference: Menorca's own route rules and best-route search, as the
// game had them before it ran routes through the shared route package.
// They stay here only as a cross-check of route.Check and route.Best
// (routes_shared_test.go): every route the reference finds is legal with
// the same revenue through the shared path, and both find the same best
// total.

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

// routeRevenue sums the distinct nodes of a route (a repeated node counts once).
func (s *state) refRouteRevenue(c *corp, hexes []int) int {
	total := 0
	for k, i := range hexes {
		if isNode(i) && !slices.Contains(hexes[:k], i) {
			total += s.nodeValue(c, i)
		}
	}
	return total
}

func (s *state) refIsOwnStation(c *corp, i int) bool {
	return slices.Contains(c.Stations, hexDefs[i].ID)
}

// checkRoute applies the route rules to one vehicle's route.
func (s *state) refCheckRoute(c *corp, v *vehicle, hexes []int) (candidate, error) {
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
		li := s.refLinkBetween(hexes[k], hexes[k+1], t.Ship)
		if li < 0 {
			return cand, illegal("route track", "no %s between %s and %s", refTrackWord(t.Ship), hexDefs[hexes[k]].ID, hexDefs[hexes[k+1]].ID)
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
		if !slices.ContainsFunc(hexes, func(i int) bool { return s.refIsOwnStation(c, i) }) {
			return cand, illegal("route through own port", "the route does not call at a port of %s", c.Sym)
		}
	} else if err := s.refCheckCartRoute(c, hexes); err != nil {
		return cand, err
	}
	cand.revenue = s.refRouteRevenue(c, hexes)
	return cand, nil
}

// checkCartRoute: a cart may start in an own port but never pass through a
// harbour or end in another; it runs through an own port or factory.
func (s *state) refCheckCartRoute(c *corp, hexes []int) error {
	last := len(hexes) - 1
	for k, i := range hexes {
		if !hexDefs[i].Harbour {
			continue
		}
		if k != 0 && k != last {
			return illegal("carts do not pass through harbours", "the cart passes through %s", hexDefs[i].Name)
		}
		if !s.refIsOwnStation(c, i) {
			return illegal("carts do not end in another harbour", "%s is not a port of %s", hexDefs[i].Name, c.Sym)
		}
	}
	if hexDefs[hexes[0]].Harbour && hexDefs[hexes[last]].Harbour && hexes[0] != hexes[last] {
		return illegal("carts do not end in another harbour", "the cart ends in another harbour")
	}
	if !slices.ContainsFunc(hexes, func(i int) bool { return s.refIsOwnStation(c, i) }) {
		return illegal("route through own port or factory", "the route does not run through a %s of %s", stationWord(c), c.Sym)
	}
	return nil
}

func refTrackWord(ship bool) string {
	if ship {
		return "sea lane"
	}
	return "road"
}

// linkBetween is the link joining two hexes (sea lane for ships, a road
// with exits on both sides for carts), -1 if none.
func (s *state) refLinkBetween(a, b int, ship bool) int {
	if ship {
		for _, st := range refGeo.seaAdj[a] {
			if st.To == b {
				return st.Link
			}
		}
		return -1
	}
	e := edgeBetween(geo, a, b)
	if e < 0 || !s.Board.roadLinked(a, e) {
		return -1
	}
	return refGeo.landLink[a][e]
}

// enumerate lists every legal route of one kind up to maxLen hexes, one
// per set of track.
func (s *state) refEnumerate(c *corp, ship bool, maxLen int) []candidate {
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
			cand, err = s.refCheckShipPath(c, hexes, links)
		} else {
			cand, err = s.refCheckCartPath(c, hexes, links)
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
		for _, st := range s.refSteps(last, ship) {
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
		if !s.refRouteStart(c, i, ship) {
			continue
		}
		path = append(path[:0], i)
		dfs(linkSet{})
	}
	return out
}

func (s *state) refRouteStart(c *corp, i int, ship bool) bool {
	h := hexDefs[i]
	if ship {
		return h.Harbour || h.Kind == kindOffboard
	}
	if h.Kind != kindTown && h.Kind != kindCity {
		return false
	}
	if c.def().Kind == maritime {
		return h.Harbour && s.refIsOwnStation(c, i)
	}
	return !h.Harbour
}

// steps lists the tracks out of a hex.
func (s *state) refSteps(i int, ship bool) []seaStep {
	if ship {
		return refGeo.seaAdj[i]
	}
	var out []seaStep
	for e := 0; e < 6; e++ {
		if s.Board.roadLinked(i, e) {
			out = append(out, seaStep{To: geo.neighbor[i][e], Link: refGeo.landLink[i][e]})
		}
	}
	return out
}

func (s *state) refCheckShipPath(c *corp, hexes []int, links linkSet) (candidate, error) {
	if !slices.ContainsFunc(hexes, func(i int) bool { return s.refIsOwnStation(c, i) }) {
		return candidate{}, illegal("route through own port", "")
	}
	return candidate{hexes: hexes, links: links, revenue: s.refRouteRevenue(c, hexes)}, nil
}

func (s *state) refCheckCartPath(c *corp, hexes []int, links linkSet) (candidate, error) {
	if err := s.refCheckCartRoute(c, hexes); err != nil {
		return candidate{}, err
	}
	return candidate{hexes: hexes, links: links, revenue: s.refRouteRevenue(c, hexes)}, nil
}

// refBudget bounds the combination search (nodes visited per kind).
const refBudget = 200000

// refBest is the reference's best total revenue of the company's routes
// (one per vehicle, no track shared), and whether its search ran out of
// budget (the total is then only a lower bound).
func (s *state) refBest(c *corp) (total int, cut bool) {
	for _, ship := range []bool{true, false} {
		vs := s.Vehicles.owned(c.Sym, ship)
		if len(vs) == 0 {
			continue
		}
		sort.SliceStable(vs, func(i, j int) bool { return vs[i].def().Range > vs[j].def().Range })
		cands := s.refEnumerate(c, ship, vs[0].def().Range)
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].revenue > cands[j].revenue })
		pick, out := refAssignRoutes(vs, cands)
		cut = cut || out
		for _, ci := range pick {
			if ci >= 0 {
				total += cands[ci].revenue
			}
		}
	}
	return total, cut
}

// assignRoutes picks a candidate index per vehicle (or -1) maximising the
// total with disjoint track, by branch and bound. Vehicles come sorted by
// range, candidates by revenue.
func refAssignRoutes(vs []*vehicle, cands []candidate) ([]int, bool) {
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
	budget := refBudget
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
	return best, budget < 0
}

// link joins two adjacent hexes: a road (land) or a sea lane.
type link struct {
	A, B int
	Sea  bool
}

// seaStep is a track out of a hex: the hex it leads to and its link.
type seaStep struct {
	To   int
	Link int
}

// refGeo numbers every link that can ever exist for the reference
// search's link sets: each pair of land hexes (a road may join them),
// then each sea lane (geo.seaAdj), with each hex's land link across each
// edge (-1 none) and its sea lanes out.
var refGeo = func() (g struct {
	links    []link
	landLink [][6]int
	seaAdj   [][]seaStep
}) {
	g.landLink = make([][6]int, len(hexDefs))
	g.seaAdj = make([][]seaStep, len(hexDefs))
	for i := range hexDefs {
		g.landLink[i] = [6]int{-1, -1, -1, -1, -1, -1}
	}
	for i := range hexDefs {
		for e := 0; e < 3; e++ { // each land pair once, from the lower edge numbers' side
			j := geo.neighbor[i][e]
			if j < 0 || !isLand(i) || !isLand(j) {
				continue
			}
			g.links = append(g.links, link{A: i, B: j})
			g.landLink[i][e] = len(g.links) - 1
			g.landLink[j][(e+3)%6] = len(g.links) - 1
		}
	}
	for i := range hexDefs {
		for _, j := range seaNeighbours(i) {
			if j < i {
				continue
			}
			g.links = append(g.links, link{A: i, B: j, Sea: true})
			li := len(g.links) - 1
			g.seaAdj[i] = append(g.seaAdj[i], seaStep{To: j, Link: li})
			g.seaAdj[j] = append(g.seaAdj[j], seaStep{To: i, Link: li})
		}
	}
	if len(g.links) > 128 {
		panic("too many links for the reference search's link sets")
	}
	return g
}()
