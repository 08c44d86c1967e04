package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// --- token -------------------------------------------------------------

func (g *Game) nextTokenPrice(f int) int {
	fm := &g.fams[f]
	if fm.TokensUsed >= len(fm.TokenPrices) {
		return -1
	}
	return fm.TokenPrices[fm.TokensUsed]
}

// canReachFreeCity: a city with an open slot lies on the family's network.
func (g *Game) canReachFreeCity(f int) bool { return g.board.canToken(g.fams[f].Sym) }

func (g *Game) buyingPowerWithTickets(f int) int {
	bp := g.fams[f].Cash
	if p := g.fams[f].President; p >= 0 {
		for _, c := range g.companies {
			if c.Ticket && !c.Closed && c.Owner.IsPlayer(p) {
				bp += c.Value
			}
		}
	}
	return bp
}

// --- route -------------------------------------------------------------

func (g *Game) famTrains(f int) []int {
	var out []int
	for i := range g.trains {
		if g.trains[i].Owner == shares.Corp(f) {
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
		if g.trains[i].Owner == shares.Corp(f) {
			return true
		}
	}
	return false
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
	ownRun := owner == shares.Corp(g.operator())
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
func (g *Game) subsidyOwner() shares.Holder {
	t := g.trainByID(g.round.Routes[0].Train)
	if t < 0 {
		return shares.None
	}
	if o := g.trains[t].Owner; o != shares.SetAside {
		return o
	}
	for _, p := range hooks.setAsideOwner {
		if o := p.h.setAsideOwner(g, g.powerIdx(p.k), t); o != shares.None {
			return o
		}
	}
	return shares.None
}

// updatedPrice is where a family's price goes for a run of revenue.
func (g *Game) updatedPrice(f, revenue int) pos {
	p := g.fams[f].Price
	if revenue >= cellAt(p).Threshold {
		return stockMarket.Right(p)
	}
	return p
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
