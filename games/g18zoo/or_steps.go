package g18zoo

import "ferro/engine/shares"

// --- token -------------------------------------------------------------

// nextTokenPrice is what the family's next station costs (-1: none left).
func (fm *Family) nextTokenPrice() int {
	if fm.TokensUsed >= len(fm.TokenPrices) {
		return -1
	}
	return fm.TokenPrices[fm.TokensUsed]
}

// buyingPower is the family's cash and its president's ZOOTickets (cs:
// the game's companies), which it may sell to pay.
func buyingPower(fm *Family, cs []Company) int {
	if fm.President < 0 {
		return fm.Cash
	}
	return fm.Cash + ticketsWorth(cs, fm.President)
}

// ticketsWorth is what player p's ZOOTickets among cs are worth.
func ticketsWorth(cs []Company, p int) int {
	v := 0
	for _, c := range cs {
		if c.Ticket && !c.Closed && c.Owner.IsPlayer(p) {
			v += c.Value
		}
	}
	return v
}

// --- dividend ----------------------------------------------------------

// revenue is the run's, as route.Check valued it.
func (r *round) revenue() int {
	if len(r.Routes) == 0 {
		return 0
	}
	return r.RoutesRevenue
}

// subsidy is the run's, as route.Check valued it (1 per pond, as the
// powers change it: none with Two barrels, +3 with A squeeze).
//
// Whose powers decide it at the dividend: by the rules, the operating
// family's; 18xx.games takes the owner, at the dividend, of the train that
// ran the run's first route (G18ZOO Game#routes_subsidy:
// routes.first.train.owner, compared with A squeeze's owner). The two
// differ only when that train is the 1S and the patch was removed after
// the run (the 1S then has no owner), and Ferro copies 18xx.games there so
// that its records replay alike. A train that got the patch after it ran
// is still its family's there (Game#assign_bandage takes it off the
// family's list but leaves its owner), so its family's A squeeze still
// counts.
func (dividendStep) subsidy(g *Game) int {
	r := g.round
	if len(r.Routes) == 0 {
		return 0
	}
	owner := shares.None
	if t := g.trains.byID(r.Routes[0].Train); t >= 0 {
		if owner = g.trains[t].Owner; owner == shares.SetAside {
			owner = shares.None
			for _, p := range hooks.setAsideOwner {
				if o := p.H.setAsideOwner(g, g.powerIdx(p.K), t); o != shares.None {
					owner = o
					break
				}
			}
		}
	}
	ownRun := owner == shares.Corp(g.operator())
	n := r.RoutesSubsidy
	if !ownRun {
		// The run's first train has left the family since it ran: its
		// routes' subsidies, without the run's powers.
		n = 0
		for _, rt := range r.Routes {
			n += rt.Subsidy
		}
	}
	for _, p := range hooks.subsidy {
		n = p.H.subsidy(g, g.powerIdx(p.K), owner, n, ownRun)
	}
	return n
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
