package g18zoo

import (
	"slices"
	"sort"
	"strings"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Stock rounds: players in priority order sell then buy (one certificate
// or one par per turn), use their stock-round powers and sell ZOOTickets;
// the round ends when all pass in a row.

func (g *Game) newStockRound() {
	g.ticketDay, g.ticketOR = g.turn, 0
	g.setTicketValues()
	if g.turn == 3 {
		for i := range g.fams {
			g.fams[i].CousinOK = true
		}
	}
	g.revealPowers()
	for _, p := range hooks.stockRound {
		p.h.stockRoundStarts(g, g.powerIdx(p.k))
	}
	ents := append([]int(nil), g.order...)
	g.round = newRound(rStock, ents, stDiscardTrain, stHomeTrack, stBonusTracks, stTrainProtection, stBuySellPar)
	g.stockStartEntity()
}

func (g *Game) revealPowers() {
	day := g.turn
	add := func(cur []int) {
		for _, c := range cur {
			if !contains(g.available, c) {
				g.available = append(g.available, c)
			}
			g.future = remove(g.future, c)
			if g.companies[c].Owner == shares.None && !g.companies[c].Closed {
				g.companies[c].Owner = shares.InBank
			}
		}
	}
	if day >= 1 && day <= 3 {
		add(g.deck[day])
		if !g.rules["power_visible"] && day < 3 {
			g.future = append(g.future, g.deck[day+1]...)
		}
	}
}

func (g *Game) setTicketValues() {
	v := ticketValue(g.ticketDay, g.ticketOR)
	for i := range g.companies {
		if g.companies[i].Ticket {
			g.companies[i].Value = v
		}
	}
}

func (g *Game) stockPlayer() int { return g.round.Entities[g.round.Index] }

func (g *Game) stockBought() bool {
	for _, a := range g.round.CurrentActions {
		if a == "buy_shares" || a == "par" || a == "buy_company" {
			return true
		}
	}
	return false
}

func (g *Game) stockSold() bool { return contains(g.round.CurrentActions, "sell_shares") }

func (g *Game) soldMark(p, f int) int {
	if i := p*len(g.fams) + f; i < len(g.round.Sold) {
		return int(g.round.Sold[i])
	}
	return soldNone
}

// canBuyCert reports whether player p may buy certificate i of family f.
func (g *Game) canBuyCert(p, f, i int) bool {
	fm := &g.fams[f]
	if i < 0 || !fm.IPOed {
		return false
	}
	if g.stockBought() || g.soldMark(p, f) != soldNone {
		return false
	}
	price := g.price(f) * fm.Shares[i].Pct / 20
	if g.players[p].Cash < price {
		return false
	}
	if g.percentOf(p, f)+fm.Shares[i].Pct > 120 {
		return false
	}
	if g.certCount(p) >= g.certLimit() {
		return false
	}
	if fm.Shares[i].Owner.IsCorp(f) && g.percentOf(p, f) >= 80 {
		return false // more than 80% only from the market
	}
	return true
}

func (g *Game) parPrices(p int) []pos {
	var out []pos
	for _, c := range parCells() {
		if g.parPriceOK(p, c) {
			out = append(out, c)
		}
	}
	return out
}

// parPriceOK: the phase offers the par cell and player p can pay for
// the president's certificate there.
func (g *Game) parPriceOK(p int, c pos) bool {
	cell := cellAt(c)
	if cell.Par == 2 && !g.currentPhase().allows("green") {
		return false
	}
	if cell.Par == 3 && !g.currentPhase().allows("brown") {
		return false
	}
	return cell.Price*2 <= g.players[p].Cash
}

func (g *Game) familyAvailable(f int) bool {
	if !g.nearFamilies {
		return true
	}
	for _, c := range g.nearPurchasable {
		if c.Fam == f {
			return true
		}
	}
	return false
}

func (g *Game) canParAny(p int) bool {
	if g.stockBought() || g.certCount(p) >= g.certLimit() {
		return false
	}
	if !slices.ContainsFunc(parCells(), func(c pos) bool { return g.parPriceOK(p, c) }) {
		return false
	}
	for f := range g.fams {
		if !g.fams[f].IPOed && g.familyAvailable(f) {
			return true
		}
	}
	return false
}

func (g *Game) canBuyAny(p int) bool {
	for f := range g.fams {
		if g.canBuyCert(p, f, g.ipoCert(f)) || g.canBuyCert(p, f, g.fams[f].Shares.First(shares.InPool, 0)) {
			return true
		}
	}
	return false
}

func (g *Game) canSell(p, f int) bool {
	if g.stockBought() { // sell then buy
		return false
	}
	if g.soldMark(p, f) == soldNow {
		return false // sell in blocks: once per turn per family
	}
	return !g.sellableBundles(p, f).Empty()
}

func (g *Game) canSellAny(p int) bool {
	for f := range g.fams {
		if g.canSell(p, f) {
			return true
		}
	}
	return false
}

func (g *Game) hasTickets(p int) bool {
	for _, c := range g.companies {
		if c.Ticket && !c.Closed && c.Owner.IsPlayer(p) {
			return true
		}
	}
	return false
}

// stockHasAction reports whether stockActions(e) is not empty, without
// working out every move.
func (g *Game) stockHasAction(e rounds.Entity) bool {
	if e.Kind == rounds.Company {
		return g.canChooseSR(e.Idx)
	}
	if e != steps.WaitsFor(g, g.round.step(stBuySellPar)) {
		return false
	}
	p := e.Idx
	return len(g.available) > 0 && !g.stockBought() ||
		g.canBuyAny(p) || g.canSellAny(p) || g.canParAny(p) || g.canChooseAnySR(p)
}

func (g *Game) stockActions(e rounds.Entity) rounds.Set {
	cur := steps.WaitsFor(g, g.round.step(stBuySellPar))
	if e.Kind == rounds.Company {
		if g.canChooseSR(e.Idx) {
			return actChooseAbility
		}
		return 0
	}
	if e != cur {
		return 0
	}
	p := e.Idx
	var out rounds.Set
	if g.certCount(p) > g.certLimit() && g.canSellAny(p) {
		return actSellShares
	}
	if g.canBuyAny(p) {
		out |= actBuyShares
	}
	if g.canParAny(p) {
		out |= actPar
	}
	if g.canSellAny(p) {
		out |= actSellShares
	}
	if g.canChooseAnySR(p) {
		out |= actChooseAbility
	}
	if len(g.available) > 0 && !g.stockBought() {
		// 18xx.games offers the powers on sale whatever the player's cash,
		// so a player with powers on offer always has a turn to pass
		out |= actBuyCompany
	}
	if out != 0 {
		out |= actPass
	}
	return out
}

func (g *Game) buyablePowers(p int) []int {
	if g.stockBought() {
		return nil
	}
	n := 0
	for _, c := range g.companies {
		if !c.Ticket && !c.Closed && c.Owner.IsPlayer(p) {
			n++
		}
	}
	if n >= 3 {
		return nil
	}
	var out []int
	for _, c := range g.available {
		if g.players[p].Cash >= g.companies[c].Value {
			out = append(out, c)
		}
	}
	return out
}

func (g *Game) trackStock(p int, typ string) {
	g.round.CurrentActions = append(g.round.CurrentActions, typ)
}

func (g *Game) processPar(p int, a engine.Action) error {
	f := g.famIdx(a.Corporation)
	if f < 0 {
		return engine.Illegal("par", "no family %q", a.Corporation)
	}
	if g.fams[f].IPOed {
		return engine.Illegal("par", "%s is already open", a.Corporation)
	}
	if !g.familyAvailable(f) {
		return engine.Illegal("neighbour rule", "%s may not open now", a.Corporation)
	}
	if g.stockBought() {
		return engine.Illegal("one purchase per turn", "already bought this turn")
	}
	var at pos
	found := false
	want := a.SharePriceString()
	for _, c := range g.parPrices(p) {
		if sharePriceID(c) == want {
			at, found = c, true
		}
	}
	if !found {
		return engine.Illegal("par price", "%q is not a par price %s can pay", want, g.players[p].Name)
	}
	if g.certCount(p) >= g.certLimit() {
		return engine.Illegal("certificate limit", "%s holds %d certificates", g.players[p].Name, g.certCount(p))
	}
	g.setPrice(f, at)
	g.markSold(p, f, 0)
	g.buyCert(p, f, 0)
	g.afterPar(f)
	g.trackStock(p, "par")
	return nil
}

func sharePriceID(c pos) string {
	return itoa(cellAt(c).Price) + "," + itoa(c.Row) + "," + itoa(c.Col)
}

func (g *Game) markSold(p, f, v int) {
	if v == 0 {
		return
	}
	if g.round.Sold == nil {
		g.round.Sold = make([]int8, len(g.players)*len(g.fams))
	}
	g.round.Sold[p*len(g.fams)+f] = int8(v)
}

func (g *Game) setPrice(f int, at pos) {
	g.priceSeq++
	g.fams[f].Price = at
	g.fams[f].PriceSeq = g.priceSeq
}

// afterPar: home track, the green/brown par bonuses, and the neighbour rule.
func (g *Game) afterPar(f int) {
	r := g.round
	r.FloatedFam = f
	r.AvailTracks = []string{"5", "6", "57"}
	switch g.price(f) {
	case 9:
		g.pay(shares.InBank, shares.Corp(f), 5)
		r.AvailTracks = append(r.AvailTracks, "14", "15", "619")
		r.BonusTracks = 2
	case 12:
		g.pay(shares.InBank, shares.Corp(f), 10)
		r.AvailTracks = append(r.AvailTracks, "14", "15", "619", "611")
		r.BonusTracks = 4
	}
	if !g.nearFamilies {
		return
	}
	// families in name order, cycled
	idx := make([]int, len(g.fams))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return g.fams[idx[a]].Name < g.fams[idx[b]].Name })
	n := len(idx)
	posOf := 0
	for i, v := range idx {
		if v == f {
			posOf = i
		}
	}
	find := func(step int) int {
		for k := 1; k <= n; k++ {
			c := idx[((posOf+step*k)%n+n)%n]
			if !g.fams[c].IPOed {
				return c
			}
		}
		return -1
	}
	ipoed := 0
	for _, fm := range g.fams {
		if fm.IPOed {
			ipoed++
		}
	}
	if ipoed == 1 {
		g.nearPurchasable = []nearChoice{{Direction: "next", Fam: find(1)}, {Direction: "reverse", Fam: find(-1)}}
		return
	}
	if ipoed == 2 {
		for _, c := range g.nearPurchasable {
			if c.Fam == f {
				g.nearDirection = c.Direction
			}
		}
	}
	step := 1
	if g.nearDirection == "reverse" {
		step = -1
	}
	if next := find(step); next >= 0 {
		g.nearPurchasable = []nearChoice{{Fam: next}}
	}
}

func (g *Game) processBuyShares(p int, a engine.Action) error {
	if len(a.Shares) != 1 {
		return engine.Illegal("buy one certificate", "a turn buys exactly one certificate")
	}
	f, i := g.parseShare(a.Shares[0])
	if f < 0 {
		return engine.Illegal("buy shares", "no share %q", a.Shares[0])
	}
	if o := g.fams[f].Shares[i].Owner; !o.IsCorp(f) && o != shares.InPool {
		return engine.Illegal("buy shares", "%s is not in the IPO or the market", a.Shares[0])
	}
	if i == cousinCert && !g.fams[f].CousinOK && g.fams[f].Shares[i].Owner.IsCorp(f) {
		return engine.Illegal("sixth share", "the sixth share of %s is sold from Wednesday only", g.fams[f].Sym)
	}
	if !g.canBuyCert(p, f, i) {
		return engine.Illegal("buy shares", "%s cannot buy %s now (one purchase per turn, no buying after selling it this round, certificate limit, 80%% from the IPO, cash)", g.players[p].Name, a.Shares[0])
	}
	g.buyCert(p, f, i)
	g.trackStock(p, "buy_shares")
	return nil
}

func (g *Game) parseShare(id string) (int, int) {
	for f := range g.fams {
		pre := g.fams[f].Sym + "_"
		if len(id) > len(pre) && id[:len(pre)] == pre {
			n := atoi(id[len(pre):])
			if n >= 0 && n < len(shareCerts) {
				return f, n
			}
		}
	}
	return -1, -1
}

func (g *Game) processSellShares(p int, a engine.Action) error {
	if len(a.Shares) == 0 {
		return engine.Illegal("sell shares", "no shares named")
	}
	f, _ := g.parseShare(a.Shares[0])
	if f < 0 {
		return engine.Illegal("sell shares", "no share %q", a.Shares[0])
	}
	percent := 0
	if a.Percent != nil {
		percent = *a.Percent
	} else {
		for _, s := range a.Shares {
			_, i := g.parseShare(s)
			percent += g.fams[f].Shares[i].Pct
		}
	}
	if err := g.checkBundle(p, f, a.Shares, percent); err != nil {
		return err
	}
	if !g.canSell(p, f) || !g.sellableBundles(p, f).Has(percent) {
		return engine.Illegal("sell shares", "%s cannot sell %d%% of %s now", g.players[p].Name, percent, g.fams[f].Sym)
	}
	// share protection: the very same bundle of certificates sold again in
	// this round does not move the price again, unless the president sells
	named := g.namedCerts(f, a.Shares)
	bundle := bundleKey(a.Shares, percent)
	move := g.fams[f].President == p || !contains(g.round.ShareSold, bundle)
	if g.fams[f].President != p && !contains(g.round.ShareSold, bundle) {
		g.round.ShareSold = append(g.round.ShareSold, bundle)
	}
	g.markSold(p, f, soldNow)
	g.sellBundle(p, f, percent, named...)
	if move {
		for k := 0; k < percent/20; k++ {
			g.moveDown(f)
		}
	}
	g.trackStock(p, "sell_shares")
	return nil
}

// stockPass ends a player's turn; a player who did nothing this turn has
// passed (the round ends when all have, in a row).
func (g *Game) stockPass() {
	r := g.round
	r.step(stBuySellPar).Passed = true
	r.EntityPassed[r.Index] = len(r.CurrentActions) == 0
}

func (g *Game) stockAllPassed() bool {
	for _, p := range g.round.EntityPassed {
		if !p {
			return false
		}
	}
	return true
}

// stockNextEntity moves to the next player (unless a power gives the same
// player another turn), or ends the round.
func (g *Game) stockNextEntity() {
	r := g.round
	again := false
	for _, p := range hooks.stockTurn {
		if p.h.stockTurnEnds(g, g.powerIdx(p.k)) {
			again = true
		}
	}
	if g.stockAllPassed() {
		g.stockFinish()
		return
	}
	if !again {
		r.Index = (r.Index + 1) % len(r.Entities)
	}
	g.stockStartEntity()
}

func (g *Game) stockStartEntity() {
	r := g.round
	steps.Unpass(g)
	// step setup: this turn's sales become earlier sales
	for i, v := range r.Sold {
		if v != soldNone {
			r.Sold[i] = soldPrev
		}
	}
	r.CurrentActions = nil
	steps.SkipDone(g)
	if steps.Waiting(g) == nil {
		g.stockNextEntity()
	}
}

// stockFinish: sold-out families move up, then operating rounds begin.
func (g *Game) stockFinish() {
	for _, f := range g.operatingOrder() {
		fm := &g.fams[f]
		if g.fams[f].Shares.PercentOfKind(shares.Seat) == g.soldOutPercent() {
			g.moveUp(f)
		}
		_ = fm
	}
	g.reorderPlayers()
	g.newOperatingRound(1)
}

func (g *Game) soldOutPercent() int {
	if g.turn == 3 {
		return 120
	}
	return 100
}

// reorderPlayers: the priority for the next stock round goes by cash, most
// first (a power's choice, Midas, first of all); ties keep the current order.
func (g *Game) reorderPlayers() {
	first := -1
	for _, p := range hooks.priority {
		if s := p.h.priorityTo(g, g.powerIdx(p.k)); s >= 0 {
			first = s
		}
	}
	cur := append([]int(nil), g.order...)
	rank := map[int]int{}
	for i, p := range cur {
		rank[p] = i
	}
	sort.SliceStable(g.order, func(a, b int) bool {
		pa, pb := g.order[a], g.order[b]
		ma := first >= 0 && first == pa
		mb := first >= 0 && first == pb
		if ma != mb {
			return ma
		}
		if g.players[pa].Cash != g.players[pb].Cash {
			return g.players[pa].Cash > g.players[pb].Cash
		}
		return rank[pa] < rank[pb]
	})
}

// namedCerts turns share ids of one family into certificate indices.
func (g *Game) namedCerts(f int, ids []string) []int {
	var out []int
	for _, id := range ids {
		if sf, i := g.parseShare(id); sf == f {
			out = append(out, i)
		}
	}
	return out
}

// bundleKey names a bundle: its certificates in order and its percentage
// (18xx.games compares bundles so).
func bundleKey(ids []string, percent int) string {
	return strings.Join(ids, "+") + ":" + itoa(percent)
}
