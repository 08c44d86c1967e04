package g18zoo

import (
	"sort"
	"strings"

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
	if cell.Par == 2 && !phases[g.phase].allows("green") {
		return false
	}
	if cell.Par == 3 && !phases[g.phase].allows("brown") {
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

func (g *Game) canSell(p, f int) bool {
	if g.stockBought() { // sell then buy
		return false
	}
	if g.soldMark(p, f) == soldNow {
		return false // sell in blocks: once per turn per family
	}
	return !g.sellableBundles(p, f).Empty()
}

func (g *Game) hasTickets(p int) bool {
	for _, c := range g.companies {
		if c.Ticket && !c.Closed && c.Owner.IsPlayer(p) {
			return true
		}
	}
	return false
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
	if (stockStep{}).allPassed(g) {
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
