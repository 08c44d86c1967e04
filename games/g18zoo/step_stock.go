package g18zoo

import (
	"encoding/json"
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/games/g18zoo/zoomap"
)

// The stock round's step: buy, sell, par, buy powers, use stock-round
// powers and ZOOTickets. What it offers and how it takes each action are
// its methods below; the round's flow and the rules of buying, selling
// and par (canBuyCert, canSell, parPrices) are in stock.go.
type stockStep struct{}

func (st stockStep) Skip(g *Game, s *rounds.State) { st.pass(g) }

// Claims: the stock-round moves whose processors check every rule
// themselves, so that a refused one names its rule rather than the turn.
func (stockStep) Claims(typ string) bool {
	return typ == "buy_shares" || typ == "par" || typ == "sell_shares" || typ == "buy_company"
}

// List: each par (family and price), certificate to buy, bundle to sell,
// power on sale, and use of a power.
func (st stockStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	switch base.Type {
	case "par":
		var prices []*engine.Extra // one share_price each, shared by every family's par there
		for f := range g.fams {
			if g.fams[f].IPOed || !g.near.allows(f) {
				continue
			}
			if prices == nil {
				for _, p := range parPrices(phases[g.phase], g.players[e.Idx].Cash) {
					sp, _ := json.Marshal(sharePriceID(p))
					prices = append(prices, &engine.Extra{SharePrice: sp})
				}
			}
			for _, sp := range prices {
				a := base.WithShared(sp)
				a.Corporation = g.fams[f].Sym
				out = append(out, a)
			}
		}
	case "buy_shares":
		for f := range g.fams {
			for i, c := range g.fams[f].Shares {
				if o := c.Owner; !o.IsCorp(f) && o != shares.InPool || i == cousinCert && o.IsCorp(f) && !g.fams[f].CousinOK {
					continue
				}
				if st.canBuyCert(g, e.Idx, f, i) {
					out = add(out, base, func(a *engine.Action) {
						a.Shares = []string{shareID(&g.fams[f], i)}
						a.Percent = engine.Int(c.Pct)
					})
				}
			}
		}
	case "sell_shares":
		if e.Kind == rounds.Player {
			out = listSales(g, e.Idx, base, out, func(f, pc int) bool { return st.canSell(g, e.Idx, f) })
		}
	case "buy_company":
		if e.Kind != rounds.Player {
			break
		}
		for _, c := range st.buyablePowers(g, e.Idx) {
			out = add(out, base, func(a *engine.Action) {
				a.Company = g.companies[c].Sym
				a.Price = engine.Int(g.companies[c].Value)
			})
		}
	case "choose_ability":
		out = listChoices(g, e, base, out)
	}
	return out
}

func (st stockStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if e.Kind == rounds.Company {
		return st.choose(g, e.Idx, a)
	}
	p := e.Idx
	switch a.Type {
	case "pass":
		st.pass(g)
		return nil
	case "par":
		return st.par(g, p, a)
	case "buy_shares":
		return st.buyShares(g, p, a)
	case "sell_shares":
		return st.sellShares(g, p, a)
	case "buy_company":
		return st.buyPower(g, p, a)
	case "choose_ability":
		return engine.Illegal("choose ability", "powers are used by the power itself (entity_type company)")
	}
	return engine.Illegal("stock round", "%s is not a stock round action", a.Type)
}

// hasAction reports whether stockActions(e) is not empty, without
// working out every move.
func (st stockStep) HasAction(g *Game, e rounds.Entity) bool {
	if e.Kind == rounds.Company {
		return st.canChoose(g, e.Idx)
	}
	if e != steps.WaitsFor(g, g.round.step(stBuySellPar)) {
		return false
	}
	p := e.Idx
	return len(g.available) > 0 && !g.round.bought() ||
		st.canBuyAny(g, p) || st.canSellAny(g, p) || st.canParAny(g, p) || st.canChooseAny(g, p)
}

func (st stockStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	cur := steps.WaitsFor(g, g.round.step(stBuySellPar))
	if e.Kind == rounds.Company {
		if st.canChoose(g, e.Idx) {
			return actChooseAbility
		}
		return 0
	}
	if e != cur {
		return 0
	}
	p := e.Idx
	var out rounds.Set
	if g.fams.certCount(p) > g.certLimit() && st.canSellAny(g, p) {
		return actSellShares
	}
	if st.canBuyAny(g, p) {
		out |= actBuyShares
	}
	if st.canParAny(g, p) {
		out |= actPar
	}
	if st.canSellAny(g, p) {
		out |= actSellShares
	}
	if st.canChooseAny(g, p) {
		out |= actChooseAbility
	}
	if len(g.available) > 0 && !g.round.bought() {
		// 18xx.games offers the powers on sale whatever the player's cash,
		// so a player with powers on offer always has a turn to pass
		out |= actBuyCompany
	}
	if out != 0 {
		out |= actPass
	}
	return out
}

func (st stockStep) canParAny(g *Game, p int) bool {
	if g.round.bought() || g.fams.certCount(p) >= g.certLimit() {
		return false
	}
	if !slices.ContainsFunc(parCells(), func(c pos) bool { return parPriceOK(phases[g.phase], g.players[p].Cash, c) }) {
		return false
	}
	return anyOf(len(g.fams), func(f int) bool { return !g.fams[f].IPOed && g.near.allows(f) })
}

func (st stockStep) canBuyAny(g *Game, p int) bool {
	return anyOf(len(g.fams), func(f int) bool {
		return st.canBuyCert(g, p, f, g.fams[f].ipoCert()) || st.canBuyCert(g, p, f, g.fams[f].Shares.First(shares.InPool, 0))
	})
}

func (st stockStep) canSellAny(g *Game, p int) bool {
	return anyOf(len(g.fams), func(f int) bool { return st.canSell(g, p, f) })
}

func (st stockStep) par(g *Game, p int, a engine.Action) error {
	f := g.fams.idx(a.Corporation)
	if f < 0 {
		return engine.Illegal("par", "no family %q", a.Corporation)
	}
	if g.fams[f].IPOed {
		return engine.Illegal("par", "%s is already open", a.Corporation)
	}
	if !g.near.allows(f) {
		return engine.Illegal("neighbour rule", "%s may not open now", a.Corporation)
	}
	if g.round.bought() {
		return engine.Illegal("one purchase per turn", "already bought this turn")
	}
	want := a.SharePriceString()
	prices := parPrices(phases[g.phase], g.players[p].Cash)
	k := slices.IndexFunc(prices, func(c pos) bool { return sharePriceID(c) == want })
	if k < 0 {
		return engine.Illegal("par price", "%q is not a par price %s can pay", want, g.players[p].Name)
	}
	if g.fams.certCount(p) >= g.certLimit() {
		return engine.Illegal("certificate limit", "%s holds %d certificates", g.players[p].Name, g.fams.certCount(p))
	}
	g.fams[f].setPrice(prices[k], &g.priceSeq)
	g.buyCert(p, f, 0)
	st.afterPar(g, f)
	g.round.did("par")
	return nil
}

// parBonuses are the green (9) and brown (12) pars' bonuses: cash for the
// family and yellow bonus tracks.
var parBonuses = map[int]struct{ cash, tracks int }{9: {5, 2}, 12: {10, 4}}

// afterPar: home track, the green/brown par bonuses, and the neighbour rule.
func (st stockStep) afterPar(g *Game, f int) {
	r := g.round
	r.FloatedFam = f
	r.AvailTracks = zoomap.HomeTrackTiles(g.fams[f].price())
	if b, ok := parBonuses[g.fams[f].price()]; ok {
		g.pay(shares.InBank, shares.Corp(f), b.cash)
		r.BonusTracks = b.tracks
	}
	g.near.opened(g.fams, f)
}

func (st stockStep) buyShares(g *Game, p int, a engine.Action) error {
	if len(a.Shares) != 1 {
		return engine.Illegal("buy one certificate", "a turn buys exactly one certificate")
	}
	f, i := g.fams.parseShare(a.Shares[0])
	if f < 0 {
		return engine.Illegal("buy shares", "no share %q", a.Shares[0])
	}
	if o := g.fams[f].Shares[i].Owner; !o.IsCorp(f) && o != shares.InPool {
		return engine.Illegal("buy shares", "%s is not in the IPO or the market", a.Shares[0])
	}
	if i == cousinCert && !g.fams[f].CousinOK && g.fams[f].Shares[i].Owner.IsCorp(f) {
		return engine.Illegal("sixth share", "the sixth share of %s is sold from Wednesday only", g.fams[f].Sym)
	}
	if !st.canBuyCert(g, p, f, i) {
		return engine.Illegal("buy shares", "%s cannot buy %s now (one purchase per turn, no buying after selling it this round, certificate limit, 80%% from the IPO, cash)", g.players[p].Name, a.Shares[0])
	}
	g.buyCert(p, f, i)
	g.round.did("buy_shares")
	return nil
}

func (st stockStep) sellShares(g *Game, p int, a engine.Action) error {
	f, err := g.fams.soldFamily(a)
	if err != nil {
		return err
	}
	percent := engine.IntOr(a.Percent, 0)
	if a.Percent == nil {
		for _, s := range a.Shares {
			_, i := g.fams.parseShare(s)
			percent += g.fams[f].Shares[i].Pct
		}
	}
	if err := g.fams.checkBundle(p, f, g.players[p].Name, a.Shares, percent); err != nil {
		return err
	}
	if !st.canSell(g, p, f) || !g.fams[f].saleSizes(g.order, p).Has(percent) {
		return engine.Illegal("sell shares", "%s cannot sell %d%% of %s now", g.players[p].Name, percent, g.fams[f].Sym)
	}
	// share protection: the very same bundle of certificates sold again in
	// this round does not move the price again, unless the president sells
	named := g.fams.namedCerts(f, a.Shares)
	bundle := bundleKey(a.Shares, percent)
	move := g.fams[f].President == p || !contains(g.round.ShareSold, bundle)
	if g.fams[f].President != p && !contains(g.round.ShareSold, bundle) {
		g.round.ShareSold = append(g.round.ShareSold, bundle)
	}
	g.round.soldNow(p, f, len(g.players), len(g.fams))
	g.sellBundle(p, f, percent, named...)
	if move {
		for k := 0; k < percent/20; k++ {
			g.moveMarket(f, stockMarket.Down)
		}
	}
	g.round.did("sell_shares")
	return nil
}

// pass ends a player's turn; a player who did nothing this turn has
// passed (the round ends when all have, in a row).
func (st stockStep) pass(g *Game) {
	r := g.round
	r.step(stBuySellPar).Passed = true
	r.EntityPassed[r.Index] = len(r.CurrentActions) == 0
}

func (st stockStep) allPassed(g *Game) bool {
	return !slices.Contains(g.round.EntityPassed, false)
}

// canChoose: company c's owner, the player acting in the stock round now,
// may use it.
func (stockStep) canChoose(g *Game, c int) bool {
	if g.round.Kind != rStock {
		return false
	}
	p := g.round.player()
	cp := &g.companies[c]
	if p < 0 || cp.Closed || !cp.Owner.IsPlayer(p) {
		return false
	}
	if cp.Ticket {
		return true
	}
	if h := cp.hooks().sr; h != nil {
		return h.usableSR(g, c, p)
	}
	return false
}

func (st stockStep) canChooseAny(g *Game, p int) bool {
	return anyOf(len(g.companies), func(c int) bool { return g.companies[c].Owner.IsPlayer(p) && st.canChoose(g, c) }) // so p acts now
}

// choose: a ZOOTicket sells at its value; a power's use is its own.
func (st stockStep) choose(g *Game, c int, a engine.Action) error {
	if !st.canChoose(g, c) {
		return engine.Illegal("power", "%s cannot be used now", g.companies[c].Sym)
	}
	return useChoice(g, c, a, srChoices, func(cp *Company, _ choice) error {
		g.pay(shares.InBank, cp.Owner, cp.Value)
		return nil
	})
}

func (st stockStep) buyPower(g *Game, p int, a engine.Action) error {
	c := g.companyIdx(a.Company)
	if c < 0 || !contains(st.buyablePowers(g, p), c) {
		return engine.Illegal("buy power", "%s cannot buy %s now (on offer, at most 3 powers, one purchase per turn)", g.players[p].Name, a.Company)
	}
	price := g.companies[c].Value
	if a.Price != nil && *a.Price != price {
		return engine.Illegal("buy power", "powers are bought from the bank at their value %d$N", price)
	}
	g.sellPower(c, p, price)
	g.round.did("buy_company")
	return nil
}
