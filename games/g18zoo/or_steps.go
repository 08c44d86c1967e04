package g18zoo

import "ferro/engine/shares"

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
	t := g.trains.byID(g.round.Routes[0].Train)
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
