package g18zoo

import (
	"math"

	"ferro/engine/hexmap"

	"ferro/engine"
)

// --- track -------------------------------------------------------------

func (g *Game) trackActions(e entity) actSet {
	f := g.operator()
	if e != fam(f) {
		return 0
	}
	if g.round.NumLaidTrack >= 2 {
		return 0
	}
	return actLayTile | actPass
}

func (g *Game) processLayTile(f int, a engine.Action, ability bool) error {
	r := g.round
	if contains(r.LaidHexes, a.Hex) {
		return engine.Illegal("tile lays", "a family lays at most one tile per hex in a turn")
	}
	upgrade := g.board.color(a.Hex) != hexmap.White
	if !ability && upgrade && r.Upgraded {
		return engine.Illegal("tile lays", "two yellow tiles, or one yellow and one upgrade")
	}
	rot := 0
	if a.Rotation != nil {
		rot = *a.Rotation
	}
	if err := g.checkTerrainCash(f, a.Hex); err != nil {
		return err
	}
	opts := g.trackLayOpts(f)
	cost, err := g.board.lay(a.Hex, a.Tile, rot, opts)
	if err != nil {
		return err
	}
	cost = g.terrainCost(f, cost)
	if cost > 0 {
		g.pay(famBase+f, holderBank, cost)
	}
	r.LaidHexes = append(r.LaidHexes, a.Hex)
	if !ability {
		r.NumLaidTrack++
		if upgrade {
			r.Upgraded = true
		}
	}
	return nil
}

// --- token -------------------------------------------------------------

func (g *Game) nextTokenPrice(f int) int {
	fm := &g.fams[f]
	if fm.TokensUsed >= len(fm.TokenPrices) {
		return -1
	}
	return fm.TokenPrices[fm.TokensUsed]
}

func (g *Game) tokenActions(e entity) actSet {
	f := g.operator()
	if e != fam(f) || g.round.Tokened {
		return 0
	}
	price := g.nextTokenPrice(f)
	for _, p := range hooks.stationPrice {
		price = p.h.ownStationPrice(g, g.powerIdx(p.k), f, price)
	}
	if price < 0 || price > g.buyingPowerWithTickets(f) {
		return 0
	}
	if !g.canReachFreeCity(f) {
		return 0
	}
	return actPlaceToken | actPass
}

// canReachFreeCity: a city with an open slot lies on the family's network.
func (g *Game) canReachFreeCity(f int) bool { return g.board.canToken(g.fams[f].Sym) }

func (g *Game) buyingPowerWithTickets(f int) int {
	bp := g.fams[f].Cash
	if p := g.fams[f].President; p >= 0 {
		for _, c := range g.companies {
			if c.Ticket && !c.Closed && c.Owner == p {
				bp += c.Value
			}
		}
	}
	return bp
}

func (g *Game) processPlaceToken(f int, a engine.Action) error {
	price := g.nextTokenPrice(f)
	if price < 0 {
		return engine.Illegal("stations", "%s has no station left", g.fams[f].Sym)
	}
	if g.fams[f].Cash < price {
		return engine.Illegal("cash", "%s needs %d$N for a station", g.fams[f].Sym, price)
	}
	if _, err := g.board.placeToken(g.fams[f].Sym, a, hexmap.TokenOpts{}); err != nil {
		return err
	}
	g.pay(famBase+f, holderBank, price)
	g.fams[f].TokensUsed++
	g.round.Tokened = true
	g.round.step(stToken).Passed = true
	return nil
}

// --- route -------------------------------------------------------------

func (g *Game) famTrains(f int) []int {
	var out []int
	for i := range g.trains {
		if g.trains[i].Owner == famBase+f {
			out = append(out, i)
			// keep the order of purchase (insertion sort: a family has a few trains)
			for k := len(out) - 1; k > 0 && g.trains[out[k]].Seq < g.trains[out[k-1]].Seq; k-- {
				out[k], out[k-1] = out[k-1], out[k]
			}
		}
	}
	return out
}

// hasTrains reports whether family f owns any train.
func (g *Game) hasTrains(f int) bool {
	for i := range g.trains {
		if g.trains[i].Owner == famBase+f {
			return true
		}
	}
	return false
}

func (g *Game) routeActions(e entity) actSet {
	f := g.operator()
	if e != fam(f) {
		return 0
	}
	if g.canRunRoute(f) {
		return actRunRoutes
	}
	return 0
}

func (g *Game) trackRunningTrains() {
	f := g.operator()
	g.round.TrainsInRoute = nil
	for _, t := range g.famTrains(f) {
		g.round.TrainsInRoute = append(g.round.TrainsInRoute, g.trains[t].ID)
	}
}

func (g *Game) processRunRoutes(f int, a engine.Action) error {
	res, err := g.checkRun(f, a.Extras().Routes)
	if err != nil {
		return err
	}
	var runs []routeRun
	for _, rt := range res.Routes {
		runs = append(runs, routeRun{Train: rt.Train, Revenue: rt.Revenue, Subsidy: rt.Subsidy, Hexes: rt.Hexes})
	}
	g.round.Routes = runs
	g.runValued = res.Routes
	g.runStops = res.Stops
	g.round.RoutesRevenue = res.Revenue
	g.round.RoutesSubsidy = res.Subsidy
	g.trackRunningTrains()
	g.round.step(stRoute).Passed = true
	for _, p := range hooks.ran {
		p.h.ran(g, g.powerIdx(p.k), f)
	}
	return nil
}

func (g *Game) trainByID(id string) int {
	for i, t := range g.trains {
		if t.ID == id {
			return i
		}
	}
	return -1
}

// --- dividend ----------------------------------------------------------

// totalRevenue and totalSubsidy are the run's, as route.Check valued it
// (subsidy: 1 per pond, as the powers change it: none with Two barrels,
// +3 with A squeeze).
func (g *Game) totalRevenue() int {
	if len(g.round.Routes) == 0 {
		return 0
	}
	return g.round.RoutesRevenue
}

func (g *Game) totalSubsidy() int {
	if len(g.round.Routes) == 0 {
		return 0
	}
	owner := g.subsidyOwner()
	ownRun := owner == famBase+g.operator()
	n := g.round.RoutesSubsidy
	if !ownRun {
		// The run's first train has left the family since it ran: its
		// routes' subsidies, without the run's powers.
		n = 0
		for _, rt := range g.round.Routes {
			n += rt.Subsidy
		}
	}
	for _, p := range hooks.subsidy {
		n = p.h.subsidy(g, g.powerIdx(p.k), owner, n, ownRun)
	}
	return n
}

// subsidyOwner is whose powers decide the run's subsidy at the dividend.
// By the rules that is the operating family; 18xx.games takes the owner,
// at the dividend, of the train that ran the run's first route
// (G18ZOO Game#routes_subsidy: routes.first.train.owner, compared with
// A squeeze's owner). The two differ only when that train is the 1S and the
// patch was removed after the run (the 1S then has no owner), and Ferro
// copies 18xx.games there so that its records replay alike. A train that
// got the patch after it ran is still its family's there (Game#assign_bandage
// takes it off the family's list but leaves its owner), so its family's A
// squeeze still counts.
func (g *Game) subsidyOwner() int {
	t := g.trainByID(g.round.Routes[0].Train)
	if t < 0 {
		return holderNone
	}
	if o := g.trains[t].Owner; o != holderPatched {
		return o
	}
	for _, p := range hooks.setAsideOwner {
		if o := p.h.setAsideOwner(g, g.powerIdx(p.k), t); o != holderNone {
			return o
		}
	}
	return holderNone
}

func (g *Game) dividendActions(e entity) actSet {
	f := g.operator()
	if e != fam(f) || g.totalRevenue() == 0 {
		return 0
	}
	return actDividend
}

// updatedPrice is where a family's price goes for a run of revenue.
func (g *Game) updatedPrice(f, revenue int) pos {
	p := g.fams[f].Price
	if revenue >= cellAt(p).Threshold {
		return stockMarket.Right(p)
	}
	return p
}

func (g *Game) dividendSkip() { g.payDividend(g.operator(), "withhold") }

func (g *Game) processDividend(f int, a engine.Action) error {
	kind := a.Extras().Kind
	if kind != "payout" && kind != "withhold" {
		return engine.Illegal("dividend", "kind must be payout or withhold, not %q", kind)
	}
	g.payDividend(f, kind)
	return nil
}

func (g *Game) payDividend(f int, kind string) {
	revenue := g.totalRevenue()
	subsidy := g.totalSubsidy()
	for _, t := range g.famTrains(f) {
		g.trains[t].Operated = true
	}
	g.rustObsolete(f)
	g.round.Routes = nil
	fm := &g.fams[f]
	if kind == "withhold" {
		g.pay(holderBank, famBase+f, int(math.Ceil(float64(revenue)/25))+subsidy)
		g.moveLeft(f)
	} else {
		if subsidy > 0 {
			g.pay(holderBank, famBase+f, subsidy)
		}
		perShare := cellAt(g.updatedPrice(f, revenue)).Gain
		if perShare > 0 {
			perShare = cellAt(g.updatedPrice(f, revenue+subsidy)).Gain
			for p := range g.players {
				n := g.percentOf(p, f) / 20
				if n > 0 {
					g.pay(holderBank, p, n*perShare)
				}
			}
			up := g.updatedPrice(f, revenue)
			if bonus := presidentBonus(up); bonus > 0 && fm.President >= 0 {
				g.pay(holderBank, fm.President, bonus)
			}
		}
		if revenue >= cellAt(fm.Price).Threshold {
			g.moveRight(f)
		}
	}
	for _, p := range hooks.dividend {
		p.h.dividendPaid(g, g.powerIdx(p.k), f)
	}
	g.round.step(stDividend).Passed = true
}

func presidentBonus(p pos) int {
	if p.Row > 0 || p.Col >= len(presidentGain) {
		return 0
	}
	return presidentGain[p.Col]
}

// terrainCost is what family f pays for terrain costing cost as the
// powers change it (Shining gold), paying their income.
func (g *Game) terrainCost(f, cost int) int {
	for _, p := range hooks.terrain {
		cost = p.h.terrainPaid(g, g.powerIdx(p.k), f, cost)
	}
	return cost
}

// netTerrainCost is what building on a hex costs family f: the terrain of
// the tile there, less the powers' discounts.
func (g *Game) netTerrainCost(f int, hex string) int {
	h, ok := g.board.b.Hex(hex)
	if !ok {
		return 0
	}
	t, _ := g.board.b.Tile(h)
	cost := t.Cost
	for _, p := range hooks.terrain {
		cost = p.h.terrainNet(g, g.powerIdx(p.k), f, cost)
	}
	return cost
}

// checkTerrainCash refuses a lay the family cannot pay for.
func (g *Game) checkTerrainCash(f int, hex string) error {
	if c := g.netTerrainCost(f, hex); c > g.fams[f].Cash {
		return engine.Illegal("cash", "%s has %d$N and cannot pay %d$N to build on %s", g.fams[f].Sym, g.fams[f].Cash, c, hex)
	}
	return nil
}
