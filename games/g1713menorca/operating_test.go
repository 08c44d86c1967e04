package g1713menorca

import (
	"testing"

	"ferro/engine"
	mk "ferro/engine/market"
	"ferro/engine/shares"
)

// orGame: a game with RNC founded by seat 0 (value 80), operating at step.
func orGame(t testing.TB, step int) *Game {
	g := stockGame(t, 2)
	found(g.st, "RNC", 0, 80)
	operate(g.st, "RNC", step)
	return g
}

func lay(g *Game, hex, tile string, rot int) engine.Action {
	a := act(g, "lay_tile")
	a.Hex, a.Tile, a.Rotation = hex, tile, engine.Int(rot)
	return a
}

func buyVehicleAction(g *Game, id string, handIn string) engine.Action {
	a := act(g, "buy_train")
	a.Train, a.Price = id, engine.Int(g.st.Vehicles.byID(id).def().Price)
	if handIn != "" {
		e := a.Edit()
		e.Target, e.TargetType = handIn, "train"
	}
	return a
}

// Rule: a set has as many operating rounds as the phase at its start
// prescribes: two in 4H, 5H and 6H, three in 7H, 8H and 9H.
func TestRuleOperatingRoundsPerPhase(t *testing.T) {
	for k, want := range []int{2, 2, 2, 3, 3, 3} {
		g := stockGame(t, 2)
		g.st.Phase = k
		(opRound{}).startSet(g.st)
		if g.st.Op.Of != want {
			t.Errorf("phase %s: %d rounds, want %d", phases[k].Name, g.st.Op.Of, want)
		}
	}
}

// Rule: a phase changes as soon as a company buys the first vehicle of the
// next step: it comes into play, retired vehicles leave, new tiles are
// available at once; the running set keeps its length.
func TestRulePhaseChangesOnFirstVehicleOfNextStep(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	s.Op.Of = 2
	s.corp("RNC").Cash, s.Bank = 1000, s.Bank-(1000-160)
	old := give(t, s, "chebek", "RCC")
	s.corp("RCC").InGame = true
	sellOutShips(s, 1)
	mustRefuse(t, g, lay(g, "K10", "GC4", 1), "operating step")
	mustApply(t, g, buyVehicleAction(g, "polaker-1", ""))
	if g.st.Phase != 1 || g.st.Op.Of != 2 {
		t.Fatalf("phase %s, set of %d", g.st.phase().Name, g.st.Op.Of)
	}
	if g.st.phase().Colors < colorGreen {
		t.Fatal("green tiles not available in 5H")
	}
	sellOutShips(g.st, 2)
	mustApply(t, g, buyVehicleAction(g, "fregat-1", ""))
	if g.st.Phase != 2 || g.st.Vehicles.byID(old.ID).Owner != "-" {
		t.Fatalf("phase %s; the Chebek is owned by %q (should have left the game)", g.st.phase().Name, g.st.Vehicles.byID(old.ID).Owner)
	}
	if g.st.Era != 2 || g.st.Op.Of != 2 {
		t.Fatalf("era %d, set of %d", g.st.Era, g.st.Op.Of)
	}
}

// Rule: at the start of every operating round each player and company with
// a heritage receives its printed income.
func TestRuleHeritageIncomeAtStartOfEachOR(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	found(s, "RNC", 0, 80)
	s.Heritages[1].OwnerSeat, s.Heritages[1].OwnerCorp = -1, "RNC"
	p0, p1, rnc := s.Players[0].Cash, s.Players[1].Cash, s.corp("RNC").Cash
	(opRound{}).startSet(s)
	inc := func(i int) int { return s.Heritages[i].def().Income }
	if s.corp("RNC").Cash != rnc+inc(1) {
		t.Fatalf("company income %d", s.corp("RNC").Cash-rnc)
	}
	owner := s.Heritages[0].OwnerSeat
	got := []int{s.Players[0].Cash - p0, s.Players[1].Cash - p1}
	if got[owner] != inc(0) || got[1-owner] != 0 {
		t.Fatalf("player income %v", got)
	}
}

// Rule: the companies operate in order of market value, the highest first.
func TestRuleCompaniesOperateByMarketValue(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	found(s, "RNC", 0, 80)
	found(s, "RCC", 1, 110)
	sc := found(s, smallInGame(s).Sym, 1, 90)
	order := (opRound{}).order(s)
	if len(order) != 3 || order[0] != "RCC" || order[1] != sc.Sym || order[2] != "RNC" {
		t.Fatalf("order %v", order)
	}
}

// Rule: lay at most one tile (two with a special ability), paying the
// terrain cost of the hex.
func TestRuleOneTilePerTurnAndTerrainCost(t *testing.T) {
	g := orGame(t, stepTile)
	cash := g.st.corp("RNC").Cash
	mustApply(t, g, lay(g, "J9", "Y1", 2))
	if got := cash - g.st.corp("RNC").Cash; got != 20 {
		t.Fatalf("terrain cost paid %d, want 20", got)
	}
	mustRefuse(t, g, lay(g, "I8", "YC1", 2), "one tile per turn")
}

func TestRuleSecondTileWithSpecialAbility(t *testing.T) {
	g := orGame(t, stepTile)
	h := &g.st.Heritages[0]
	h.Def = 3 // Martorell: extra tile
	h.ID, h.OwnerSeat, h.OwnerCorp = "MRT", -1, "RNC"
	mustApply(t, g, lay(g, "J9", "Y1", 2))
	mustApply(t, g, lay(g, "I8", "YC1", 2))
	if g.st.Op.Tiles != 2 {
		t.Fatalf("%d tiles laid", g.st.Op.Tiles)
	}
}

func TestRuleNoTerrainCostWithAbility(t *testing.T) {
	g := orGame(t, stepTile)
	h := &g.st.Heritages[0]
	h.Def = 5 // Salort: no terrain costs
	h.ID, h.OwnerSeat, h.OwnerCorp = "SAL", -1, "RNC"
	cash := g.st.corp("RNC").Cash
	mustApply(t, g, lay(g, "J9", "Y1", 2))
	if g.st.corp("RNC").Cash != cash {
		t.Fatal("terrain paid despite the ability")
	}
}

// Rule: tiles go on an empty hex or upgrade yellow -> green -> brown ->
// grey as the phase allows, keeping the roads already there.
func TestRuleUpgradeOrderByPhase(t *testing.T) {
	g := orGame(t, stepTile)
	mustRefuse(t, g, lay(g, "K10", "GC4", 1), "tile colour by phase")
	mustRefuse(t, g, lay(g, "K10", "BC2", 0), "upgrade order")
	g.st.Phase = 1
	mustRefuse(t, g, lay(g, "K10", "GC4", 0), "upgrade keeps track")
	mustApply(t, g, lay(g, "K10", "GC4", 1))
	if i := hexIdx(t, "K10"); g.st.Board.tileColor(i) != colorGreen || g.st.Board.tileRevenue(i) != 30 {
		t.Fatalf("Maó is %s worth %d", colorNames[g.st.Board.tileColor(i)], g.st.Board.tileRevenue(i))
	}
}

// Rule: tiles must connect to the company's existing network.
func TestRuleTileConnectsToNetwork(t *testing.T) {
	g := orGame(t, stepTile)
	mustRefuse(t, g, lay(g, "C8", "Y1", 0), "connected to the network")
	mustRefuse(t, g, lay(g, "J9", "Y1", 0), "connected to the network") // a N-S road misses Maó
	mustApply(t, g, lay(g, "J9", "Y1", 2))
}

// Rule: once per round a company may place a port (RNC, RCC, CCM) or a
// factory (RADM), which takes a place in the node.
func TestRulePortsAndFactories(t *testing.T) {
	g := orGame(t, stepToken)
	place := func(hex string) engine.Action { a := act(g, "place_token"); a.Hex = hex; return a }
	mustRefuse(t, g, place("I8"), "ports belong in harbours")
	mustRefuse(t, g, place("K10"), "ports and factories")
	cash := g.st.corp("RNC").Cash
	mustApply(t, g, place("B9"))
	if g.st.corp("RNC").Cash != cash-stationPrice || g.st.Board.stationCount(hexIdx(t, "B9")) != 1 {
		t.Fatal("port not placed")
	}
	if g.st.Op.Step == stepToken {
		t.Fatal("a second port may be placed in the same turn")
	}
}

// Rule: factories belong to RADM, in inland cities on its network.
func TestRuleFactoriesForRADM(t *testing.T) {
	g := gameWithoutDES(t)
	s := g.st
	found(s, "RAM", 0, 80)
	found(s, "ART", 1, 75)
	s.Era = 3
	s.mergeSmallCompanies()
	r := s.corp("RADM")
	if r.Director != 0 || len(r.Stations) != 2 {
		t.Fatalf("RADM director %d stations %v", r.Director, r.Stations)
	}
	operate(s, "RADM", stepToken)
	place := func(hex string) engine.Action { a := act(g, "place_token"); a.Hex = hex; return a }
	mustRefuse(t, g, place("K10"), "factories inland")
	mustRefuse(t, g, place("I8"), "connected to the network")
	s = g.st
	addRoads(t, s, "G8", 1<<edgeNE)
	addRoads(t, s, "H7", 1<<edgeSW|1<<edgeSE)
	addRoads(t, s, "I8", 1<<edgeNW)
	mustApply(t, g, place("I8"))
	if got := g.st.corp("RADM").Stations; len(got) != 3 {
		t.Fatalf("RADM stations %v", got)
	}
}

// Rule: vehicle limits per phase, ships and carts counted apart.
func TestRuleVehicleLimitShipsAndCartsApart(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	s.corp("RNC").Cash, s.Bank = 2000, s.Bank-(2000-160)
	for k := 0; k < 4; k++ {
		give(t, s, "kar", "RNC")
	}
	s.Phase = 1 // 5H: limit 4
	give(t, s, "chebek", "RNC")
	sellOutShips(s, 1)
	give(t, s, "polaker", "RNC")
	give(t, s, "polaker", "RNC")
	mustApply(t, g, buyVehicleAction(g, "polaker-3", ""))
	v := g.st.bankOffer(2) // the Fregat, the Polakers sold out
	mustRefuse(t, g, buyVehicleAction(g, v.ID, ""), "vehicle limit")
	if got := len(g.st.Vehicles.owned("RNC", false)); got != 4 {
		t.Fatalf("%d carts", got)
	}
}

// Rule: at its ship limit a company may still buy a new ship from the bank
// by first handing in one of its own, which leaves the game unpaid.
func TestRuleHandInShipAtLimit(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	s.corp("RNC").Cash, s.Bank = 2000, s.Bank-(2000-160)
	for k := 0; k < 3; k++ { // the three Chebeks
		give(t, s, "chebek", "RNC")
	}
	in := give(t, s, "polaker", "RNC") // at the limit of 4
	bank := g.st.Bank
	next := g.st.bankOffer(1)
	mustApply(t, g, buyVehicleAction(g, next.ID, in.ID))
	if g.st.Vehicles.byID(in.ID).Owner != "-" || g.st.Vehicles.byID(next.ID).Owner != "RNC" {
		t.Fatal("hand-in did not happen")
	}
	if g.st.Bank != bank+next.def().Price {
		t.Fatal("the handed-in ship was paid for")
	}
}

// Rule: vehicles may be bought from other companies at any price from 1 R
// to the buyer's cash; between companies with the same director at once
// (the offer with different directors: departures_test.go).
func TestRuleBuyVehicleFromAnotherCompany(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	found(s, "RCC", 0, 75)
	v := give(t, s, "kar", "RCC")
	cash, buyer := s.corp("RCC").Cash, s.corp("RNC").Cash
	a := buyVehicleAction(g, v.ID, "")
	a.Price = engine.Int(buyer + 1)
	mustRefuse(t, g, a, "vehicle price")
	a.Price = engine.Int(0)
	mustRefuse(t, g, a, "vehicle price")
	a.Price = engine.Int(25)
	mustApply(t, g, a)
	if g.st.Vehicles.byID(v.ID).Owner != "RNC" || g.st.corp("RCC").Cash != cash+25 || g.st.corp("RNC").Cash != buyer-25 {
		t.Fatal("vehicle not bought from RCC for 25")
	}
}

// Rule: a company ending its operating turn without a vehicle must buy one;
// its Trust Family pays what it lacks, with its own money if necessary.
func TestRuleForcedVehiclePurchaseByTrustFamily(t *testing.T) {
	g := orGame(t, stepBuyBack)
	s := g.st
	s.Bank += s.corp("RNC").Cash - 30
	s.corp("RNC").Cash = 30
	mustApply(t, g, act(g, "pass"))
	if g.st.Op.Step != stepForced {
		t.Fatalf("step %s", stepNames[g.st.Op.Step])
	}
	mustRefuse(t, g, buyVehicleAction(g, "chebek-1", ""), "forced purchase") // not the cheapest (Kar 60)
	p := g.st.Players[0].Cash
	mustApply(t, g, buyVehicleAction(g, "kar-1", ""))
	if g.st.Vehicles.byID("kar-1").Owner != "RNC" || g.st.Players[0].Cash != p-30 || g.st.corp("RNC").Cash != 0 {
		t.Fatal("the Trust Family did not pay the difference")
	}
}

// Rule: the Trust Family sells certificates when even its cash is not
// enough; if it still cannot pay, the company goes bankrupt.
func TestRuleForcedPurchaseEmergencySaleAndBankruptcy(t *testing.T) {
	g := orGame(t, stepBuyBack)
	s := g.st
	s.Bank += s.corp("RNC").Cash + s.Players[0].Cash - 10
	s.corp("RNC").Cash, s.Players[0].Cash = 0, 10
	rcc := found(s, "RCC", 1, 75)
	k := rcc.cert("RCC_6")
	k.Owner = shares.Player(0)
	s.Stock.Num = 2
	mustApply(t, g, act(g, "pass"))
	if e, _ := g.st.actingEntity(); e != "1" {
		t.Fatalf("acting %s, want the Trust Family (player 1)", e)
	}
	mustApply(t, g, sell(g, "RCC_6"))
	mustApply(t, g, buyVehicleAction(g, "kar-1", ""))
	if g.st.Vehicles.byID("kar-1").Owner != "RNC" {
		t.Fatal("no forced purchase after the emergency sale")
	}
	// Nothing to sell and no money: bankruptcy.
	g2 := orGame(t, stepBuyBack)
	s2 := g2.st
	s2.Bank += s2.corp("RNC").Cash + s2.Players[0].Cash
	s2.corp("RNC").Cash, s2.Players[0].Cash = 0, 0
	mustApply(t, g2, act(g2, "pass"))
	if !g2.st.corp("RNC").Bankrupt || !g2.Finished() || g2.EndReason() != endBankruptcy {
		t.Fatalf("bankrupt %v finished %v (%s)", g2.st.corp("RNC").Bankrupt, g2.Finished(), g2.EndReason())
	}
	audit(t, g2)
}

// Rule: paying a dividend moves the price one cell right only when the
// revenue is at least the market value; withholding moves it one cell left;
// running no route moves it one cell left.
func TestRuleDividendMovesMarket(t *testing.T) {
	for _, c := range []struct {
		name    string
		kind    string
		revenue int
		dcol    int
	}{
		{"payout at least the value", "payout", 80, +1},
		{"payout below the value", "payout", 70, 0},
		{"withhold", "withhold", 200, -1},
	} {
		g := orGame(t, stepDividend)
		g.st.Op.Revenue = c.revenue
		col := g.st.corp("RNC").Col
		a := act(g, "dividend")
		a.Edit().Kind = c.kind
		mustApply(t, g, a)
		if got := g.st.corp("RNC").Col - col; got != c.dcol {
			t.Errorf("%s: moved %d columns, want %d", c.name, got, c.dcol)
		}
		audit(t, g)
	}
	g := orGame(t, stepRun) // no vehicles: no route
	col := g.st.corp("RNC").Col
	g.st.advance()
	if g.st.corp("RNC").Col != col-1 {
		t.Error("no route did not move the price left")
	}
}

// Rule: a company may sell its own certificates to the Open Market at the
// current value, then the price drops one cell per certificate.
func TestRuleCompanySellsOwnCertificates(t *testing.T) {
	g := orGame(t, stepSell)
	c := g.st.corp("RNC")
	cash, row := c.Cash, c.Row
	a := act(g, "sell_shares")
	a.Shares = []string{"RNC_6", "RNC_7"}
	mustApply(t, g, a)
	c = g.st.corp("RNC")
	if c.Cash != cash+80+80 || c.Row != row+2 || inMarketCount(c) != 2 {
		t.Fatalf("cash +%d rows +%d market %d", c.Cash-cash, c.Row-row, inMarketCount(c))
	}
}

// Rule: a company may buy its own certificates back from the Open Market at
// the market value; they return to its treasury and earn dividends again.
func TestRuleCompanyBuysBackCertificates(t *testing.T) {
	g := orGame(t, stepBuyBack)
	s := g.st
	for _, k := range s.corp("RNC").Certs[3:] { // five: the Open Market's limit
		s.corp("RNC").cert(k.ID).Owner = shares.InPool
	}
	for _, k := range s.corp("RNC").Certs[1:3] {
		s.corp("RNC").cert(k.ID).Owner = shares.Player(1)
	}
	cash := s.corp("RNC").Cash
	a := act(g, "buy_shares")
	a.Shares = []string{"RNC_6"}
	mustApply(t, g, a)
	if g.st.corp("RNC").cert("RNC_6").Owner.Kind != shares.Treasury || g.st.corp("RNC").Cash != cash-80 {
		t.Fatal("not bought back")
	}
	operate(g.st, "RNC", stepDividend)
	g.st.Op.Revenue = 100
	cash = g.st.corp("RNC").Cash
	d := act(g, "dividend")
	d.Edit().Kind = "payout"
	mustApply(t, g, d)
	if got := g.st.corp("RNC").Cash - cash; got != 10 {
		t.Fatalf("the treasury certificate earned %d, want 10", got)
	}
	audit(t, g)
}

// Rule: market edges: left from the left column goes one cell down, right
// from the right column one cell up; nothing past the top or the bottom.
func TestRuleMarketEdges(t *testing.T) {
	last := len(market[0]) - 1
	bottom := len(market) - 1
	for _, c := range []struct {
		name             string
		row, col         int
		move             string
		wantRow, wantCol int
	}{
		{"right", 3, 4, "right", 3, 5},
		{"right from the right column", 3, last, "right", 2, last},
		{"right at the top right", 0, last, "right", 0, last},
		{"left", 3, 4, "left", 3, 3},
		{"left from the left column", 3, 0, "left", 4, 0},
		{"up", 3, 4, "up", 2, 4},
		{"up at the top", 0, 4, "up", 0, 4},
		{"down", 3, 4, "down", 4, 4},
		{"down at the bottom", bottom, 4, "down", bottom, 4},
	} {
		s := &state{}
		k := &corp{Row: c.row, Col: c.col, Floated: true}
		s.move(k, map[string]func(mk.Pos) mk.Pos{"right": marketGrid.Right, "left": marketGrid.Left, "up": marketGrid.Up, "down": marketGrid.Down}[c.move])
		if k.Row != c.wantRow || k.Col != c.wantCol {
			t.Errorf("%s: at %d,%d, want %d,%d", c.name, k.Row, k.Col, c.wantRow, c.wantCol)
		}
	}
}

// The depot's count of the fleet (fleetStock) is taken again once a
// vehicle moves: after a purchase the bank offers its next ship, and the
// buyer's ships count one more.
func TestFleetStockFollowsPurchases(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	s.corp("RNC").Cash = 500
	first := s.bankOffer(0)
	if n := s.fleetStock().Count("RNC", classShips); first == nil || n != 0 {
		t.Fatalf("before: offer %v, RNC's ships %d", first, n)
	}
	mustApply(t, g, buyVehicleAction(g, first.ID, ""))
	s = g.st
	if next := s.bankOffer(0); next == nil || next.ID == first.ID {
		t.Errorf("after buying %s the bank offers %v", first.ID, next)
	}
	if n := s.fleetStock().Count("RNC", classShips); n != 1 {
		t.Errorf("after buying a ship RNC counts %d", n)
	}
}
