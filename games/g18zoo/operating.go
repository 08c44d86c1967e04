package g18zoo

import "ferro/engine/shares"

// Operating rounds: each floated family in price order lays track, places
// a station, runs its trains, pays or withholds, and buys trains.

func (g *Game) newOperatingRound(num int) {
	g.opRounds = 2
	if g.turn == 3 {
		g.opRounds = 3
	}
	setTicketDay(g, g.turn, num)
	for _, p := range hooks.opRound {
		p.H.opRoundStarts(g, g.powerIdx(p.K))
	}
	g.round = newRound(rOperating, g.fams.operatingOrder())
	g.round.Num = num
	for i := range g.trains {
		if g.trains[i].Owner != shares.SetAside { // the train behind a patch keeps its flag
			g.trains[i].Operated = false
		}
	}
	// 2$N per certificate in the market
	for f := range g.fams {
		if g.fams[f].Floated {
			g.pay(shares.InBank, shares.Corp(f), 2*(g.fams[f].Shares.PercentOf(shares.InPool)/20))
		}
	}
	if len(g.round.Entities) > 0 {
		g.startOperating()
		return
	}
	g.finishOperatingRound() // nobody operates: the round ends at once
}

func (g *Game) operator() int {
	r := g.round
	if r.Kind != rOperating || r.Index >= len(r.Entities) {
		return -1
	}
	return r.Entities[r.Index]
}

func (g *Game) startOperating() {
	r := g.round
	f := g.operator()
	if f < 0 {
		return
	}
	r.LaidHexes, r.Upgraded, r.Tokened, r.NumLaidTrack = nil, false, false, 0
	r.Routes, r.AnyTrainBought, r.PresidentHelped = nil, false, false
	for _, p := range hooks.opTurn {
		p.H.opTurnStarts(g, g.powerIdx(p.K), f)
	}
	steps.SkipDone(g)
	if steps.Waiting(g) == nil {
		g.endOperatingTurn()
	}
}

// endOperatingTurn moves to the next family or ends the round.
func (g *Game) endOperatingTurn() {
	r := g.round
	f := g.operator()
	if f >= 0 {
		g.fams[f].Operated = true
	}
	if r.Index >= len(r.Entities)-1 {
		r.Index = len(r.Entities)
		g.finishOperatingRound()
		return
	}
	r.Index++
	steps.Unpass(g)
	g.startOperating()
}

// finishOperatingRound ends the game after the operating round when a
// family reached the top price (24), or after OR 3.3; else the next
// round starts.
func (g *Game) finishOperatingRound() {
	switch {
	case g.endTrigger == "stock_market":
		g.endGame("stock_market")
		return
	case g.turn == 3 && g.round.Num == g.opRounds:
		g.endGame("fixed_round")
		return
	}
	if g.round.Num < g.opRounds {
		g.newOperatingRound(g.round.Num + 1)
		return
	}
	g.turn++
	g.newStockRound()
}

func (g *Game) endGame(reason string) {
	if g.finished {
		return
	}
	setTicketDay(g, 4, 0)
	g.finished = true
	g.endReason = reason
}

// reorder re-sorts the families still to operate in this round by order,
// the operating order of their prices now (18xx.games does so after
// emergency sales move prices).
func (r *round) reorder(order []int) {
	if r.Kind != rOperating || r.Index >= len(r.Entities) {
		return
	}
	rest := r.Entities[r.Index+1:]
	var sorted []int
	for _, f := range order {
		if contains(rest, f) {
			sorted = append(sorted, f)
		}
	}
	copy(rest, sorted)
}
