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
	setTicketDay(g, g.turn, 0)
	if g.turn == 3 {
		for i := range g.fams {
			g.fams[i].CousinOK = true
		}
	}
	// the day's powers go on offer (and the next day's show)
	if day := g.turn; day >= 1 && day <= 3 {
		for _, c := range g.deck[day] {
			if !contains(g.available, c) {
				g.available = append(g.available, c)
			}
			g.future = remove(g.future, c)
			if g.companies[c].Owner == shares.None && !g.companies[c].Closed {
				g.companies[c].Owner = shares.InBank
			}
		}
		if !g.rules["power_visible"] && day < 3 {
			g.future = append(g.future, g.deck[day+1]...)
		}
	}
	for _, p := range hooks.stockRound {
		p.H.stockRoundStarts(g, g.powerIdx(p.K))
	}
	ents := append([]int(nil), g.order...)
	g.round = newRound(rStock, ents)
	g.stockTurn(false)
}

// setTicketDay dates the ZOOTickets (the day and the operating round),
// which gives every ticket its value then.
func setTicketDay(g *Game, day, or int) {
	g.ticketDay, g.ticketOR = day, or
	for i := range g.companies {
		if g.companies[i].Ticket {
			g.companies[i].Value = ticketValue(day, or)
		}
	}
}

// stockTurn starts a stock-round turn: after a turn (next), the next
// player's (unless a power gives the same player another), or when all
// have passed in a row the end of the round; a player with nothing to do
// is passed over. At the end, sold-out families move up, the priority
// goes by cash, and operating rounds begin.
func (g *Game) stockTurn(next bool) {
	r := g.round
	for ; ; next = true {
		if next {
			again := false
			for _, p := range hooks.stockTurn {
				if p.H.stockTurnEnds(g, g.powerIdx(p.K)) {
					again = true
				}
			}
			if (stockStep{}).allPassed(g) {
				break
			}
			if !again {
				r.Index = (r.Index + 1) % len(r.Entities)
			}
		}
		steps.Unpass(g)
		// step setup: this turn's sales become earlier sales
		for i, v := range r.Sold {
			if v != soldNone {
				r.Sold[i] = soldPrev
			}
		}
		r.CurrentActions = nil
		steps.SkipDone(g)
		if steps.Waiting(g) != nil {
			return
		}
	}
	soldOut := 100
	if g.turn == 3 {
		soldOut = 120
	}
	for _, f := range g.fams.operatingOrder() {
		if g.fams[f].Shares.PercentOfKind(shares.Seat) == soldOut {
			g.moveMarket(f, stockMarket.Up)
		}
	}
	first := -1
	for _, p := range hooks.priority {
		if s := p.H.priorityTo(g, g.powerIdx(p.K)); s >= 0 {
			first = s
		}
	}
	priorityOrder(g.order, g.players, first)
	g.newOperatingRound(1)
}

// priorityOrder sorts the seats for the next stock round by cash, most
// first (first, a power's choice, before all; -1: none); ties keep their
// order.
func priorityOrder(order []int, players []Player, first int) {
	sort.SliceStable(order, func(a, b int) bool {
		pa, pb := order[a], order[b]
		if ma, mb := first >= 0 && first == pa, first >= 0 && first == pb; ma != mb {
			return ma
		}
		return players[pa].Cash > players[pb].Cash
	})
}

// canBuyCert reports whether player p may buy certificate i of family f.
func (stockStep) canBuyCert(g *Game, p, f, i int) bool {
	fm := &g.fams[f]
	if i < 0 || !fm.IPOed {
		return false
	}
	if g.round.bought() || g.round.soldMark(p, f, len(g.fams)) != soldNone {
		return false
	}
	if g.players[p].Cash < fm.price()*fm.Shares[i].Pct/20 {
		return false
	}
	if g.percentOf(p, f)+fm.Shares[i].Pct > 120 {
		return false
	}
	if g.fams.certCount(p) >= g.certLimit() {
		return false
	}
	if fm.Shares[i].Owner.IsCorp(f) && g.percentOf(p, f) >= 80 {
		return false // more than 80% only from the market
	}
	return true
}

// parPrices are the par cells open in phase ph that a player with cash
// can pay the president's certificate at.
func parPrices(ph phase, cash int) []pos {
	var out []pos
	for _, c := range parCells() {
		if parPriceOK(ph, cash, c) {
			out = append(out, c)
		}
	}
	return out
}

// parPriceOK: phase ph offers par cell c and cash pays for the
// president's certificate there.
func parPriceOK(ph phase, cash int, c pos) bool {
	cell := cellAt(c)
	if cell.Par == 2 && !ph.allows("green") || cell.Par == 3 && !ph.allows("brown") {
		return false
	}
	return cell.Price*2 <= cash
}

func (stockStep) canSell(g *Game, p, f int) bool {
	if g.round.bought() { // sell then buy
		return false
	}
	if g.round.soldMark(p, f, len(g.fams)) == soldNow {
		return false // sell in blocks: once per turn per family
	}
	return !g.fams[f].saleSizes(g.order, p).Empty()
}

// buyablePowers are the powers on offer player p may buy now (one
// purchase a turn, at most three powers, cash for its value).
func (stockStep) buyablePowers(g *Game, p int) []int {
	if g.round.bought() || powersOf(g.companies, shares.Player(p)) >= 3 {
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

func sharePriceID(c pos) string {
	return itoa(cellAt(c).Price) + "," + itoa(c.Row) + "," + itoa(c.Col)
}

// bundleKey names a bundle: its certificates in order and its percentage
// (18xx.games compares bundles so).
func bundleKey(ids []string, percent int) string {
	return strings.Join(ids, "+") + ":" + itoa(percent)
}
