package g1713menorca

import (
	"testing"

	"ferro/engine"
	"ferro/engine/shares"
)

func par(g *Game, sym string, value int, hex string) engine.Action {
	a := act(g, "par")
	a.Corporation, a.Price, a.Hex = sym, engine.Int(value), hex
	return a
}

func buy(g *Game, cert, hex string) engine.Action {
	a := act(g, "buy_shares")
	a.Shares, a.Hex = []string{cert}, hex
	return a
}

func sell(g *Game, certs ...string) engine.Action {
	a := act(g, "sell_shares")
	a.Shares = certs
	return a
}

// secondStockRound is a game in its second stock round with RNC founded by
// seat 0 and the round starting at seat 0.
func secondStockRound(t testing.TB) *Game {
	g := stockGame(t, 2)
	found(g.st, "RNC", 0, 80)
	g.st.Stock = stockState{Num: 2, Turn: 0, FirstPasser: -1}
	return g
}

func smallInGame(s *state) *corp {
	for i := range s.Corps {
		if c := &s.Corps[i]; c.def().Kind == small && c.InGame {
			return c
		}
	}
	return nil
}

// Rule: RNC and RCC are available from the start: the founder takes the
// Trust Family's 20% certificate, chooses a grey Initial Market Value and
// pays twice that value into the company, founded at once at 20%.
func TestRuleFoundRNCAndRCC(t *testing.T) {
	g := stockGame(t, 2)
	seat := g.st.Stock.Turn
	cash := g.st.Players[seat].Cash
	mustRefuse(t, g, par(g, "RNC", 85, ""), "initial market value")
	mustRefuse(t, g, par(g, "RADM", 80, ""), "RADM formation")
	mustRefuse(t, g, par(g, "CCM", 80, ""), "company availability")
	mustApply(t, g, par(g, "RNC", 90, ""))
	c := g.st.corp("RNC")
	if !c.Floated || c.Cash != 180 || g.st.Players[seat].Cash != cash-180 || pctOf(c, seat) != 20 || c.Director != seat {
		t.Fatalf("RNC floated %v cash %d, founder paid %d", c.Floated, c.Cash, cash-g.st.Players[seat].Cash)
	}
	if !c.cell().Grey || g.st.price(c) != 90 {
		t.Fatal("RNC not on its grey initial value")
	}
	if len(c.Stations) != 1 || c.Stations[0] != "K10" {
		t.Fatalf("RNC's home port: %v", c.Stations)
	}
	mustApply(t, g, act(g, "pass")) // done: the next player founds RCC
	mustApply(t, g, par(g, "RCC", 75, ""))
	audit(t, g)
}

// Rule: the two small companies in play are available from the start.
func TestRuleSmallCompaniesFoundedFromStart(t *testing.T) {
	g := stockGame(t, 2)
	sc := smallInGame(g.st)
	mustRefuse(t, g, par(g, sc.Sym, 80, ""), "goods token")
	mustApply(t, g, par(g, sc.Sym, 80, "G6"))
	c := g.st.corp(sc.Sym)
	if !c.Floated || c.Cash != 160 || len(g.st.Goods) != 1 || g.st.Goods[0].Hex != "G6" {
		t.Fatalf("small company floated %v cash %d goods %v", c.Floated, c.Cash, g.st.Goods)
	}
}

// Rule: CCM becomes available in era 3 (phase 7H) and operates only once
// 60% is sold.
func TestRuleCCMFromEraThreeOperatesAtSixtyPercent(t *testing.T) {
	g := stockGame(t, 2)
	g.st.Era, g.st.Phase = 3, 3
	mustApply(t, g, par(g, "CCM", 100, ""))
	s := g.st
	c := s.corp("CCM")
	if c.canOperate() {
		t.Fatal("CCM operates with 20% sold")
	}
	for _, id := range []string{"CCM_2", "CCM_3", "CCM_4"} {
		k := c.cert(id)
		k.Owner = shares.Player(1)
	}
	if soldPct(c) != 50 || c.canOperate() {
		t.Fatal("CCM operates with 50% sold")
	}
	c.cert("CCM_5").Owner = shares.InPool
	if !c.canOperate() {
		t.Fatal("CCM does not operate with 60% sold")
	}
}

// Rule: incremental capitalization: the first sale of each certificate from
// the company's own supply brings its price into the company; a purchase
// from the Open Market pays the bank.
func TestRuleIncrementalCapitalization(t *testing.T) {
	g := secondStockRound(t)
	c := g.st.corp("RNC")
	c.cert("RNC_7").Owner = shares.InPool
	cash, bank := c.Cash, g.st.Bank
	mustApply(t, g, buy(g, "RNC_6", ""))
	if got := g.st.corp("RNC").Cash - cash; got != 80 || g.st.Bank != bank {
		t.Fatalf("company received %d, bank changed by %d", got, g.st.Bank-bank)
	}
	cash = g.st.corp("RNC").Cash
	mustApply(t, g, act(g, "pass")) // done: seat 1 buys from the Open Market
	mustApply(t, g, buy(g, "RNC_7", ""))
	if g.st.corp("RNC").Cash != cash || g.st.Bank != bank+80 {
		t.Fatal("an Open Market purchase did not pay the bank")
	}
}

// Rule: the stock round starts with the start-player token's holder; the
// first to pass takes the token; the round ends when all pass in a row.
func TestRuleStockRoundTurnOrderAndStartToken(t *testing.T) {
	g := secondStockRound(t)
	g.st.Stock.Turn = 1
	mustApply(t, g, buy(g, "RNC_6", "")) // seat 1 buys
	mustApply(t, g, act(g, "pass"))      // seat 1 is done (not a pass for the round)
	mustApply(t, g, act(g, "pass"))      // seat 0 passes first
	mustApply(t, g, buy(g, "RNC_7", "")) // seat 1 buys: the passes are broken
	mustApply(t, g, act(g, "pass"))      // done
	if g.st.Round != roundStock {
		t.Fatal("round ended without all passing in a row")
	}
	mustApply(t, g, act(g, "pass"))
	mustApply(t, g, act(g, "pass"))
	if g.st.Round != roundOp || g.st.StartSeat != 0 {
		t.Fatalf("round %s, start seat %d; want operating, seat 0", g.st.Round, g.st.StartSeat)
	}
}

// Rule: one certificate per stock round turn: a purchase does not end the
// turn, but a second purchase or a foundation in it is refused, and the
// player ends the turn by saying done (pass).
func TestRuleOneCertificatePerTurn(t *testing.T) {
	g := secondStockRound(t)
	found(g.st, "RCC", 1, 75)
	mustApply(t, g, buy(g, "RNC_6", ""))
	if g.st.Stock.Turn != 0 {
		t.Fatal("buying ended the turn")
	}
	mustRefuse(t, g, buy(g, "RNC_7", ""), "one certificate per turn")
	mustRefuse(t, g, buy(g, "RCC_6", ""), "one certificate per turn")
	mustRefuse(t, g, par(g, smallInGame(g.st).Sym, 80, "G6"), "one certificate per turn")
	for _, a := range g.Legal() {
		if a.Type == "buy_shares" || a.Type == "par" {
			t.Fatalf("Legal() offers a second acquisition: %v", a)
		}
	}
	mustApply(t, g, act(g, "pass"))
	if g.st.Stock.Turn != 1 || g.st.Stock.Passes != 0 {
		t.Fatalf("done: turn %d, passes %d; want seat 1's turn and no pass counted", g.st.Stock.Turn, g.st.Stock.Passes)
	}
}

// Rule: no player may hold more than 60% of a company, except in the yellow zone.
func TestRuleSixtyPercentLimitAndYellowZone(t *testing.T) {
	g := secondStockRound(t)
	c := g.st.corp("RNC")
	for _, id := range []string{"RNC_1", "RNC_2", "RNC_3"} {
		k := c.cert(id)
		k.Owner, k.Issued = shares.Player(0), true
	}
	if pctOf(c, 0) != 60 {
		t.Fatalf("setup: %d%%", pctOf(c, 0))
	}
	mustRefuse(t, g, buy(g, "RNC_6", ""), "60% holding limit")
	setPrice(t, g.st.corp("RNC"), 60)
	c = g.st.corp("RNC")
	c.Row, c.Col = 4, 2 // 60, yellow
	if !c.cell().Yellow {
		t.Fatal("setup: not yellow")
	}
	mustApply(t, g, buy(g, "RNC_6", ""))
	if pctOf(g.st.corp("RNC"), 0) != 70 {
		t.Fatal("yellow zone purchase over 60% refused")
	}
}

// Rule: certificates of a company in the orange zone do not count against
// the certificate limit.
func TestRuleOrangeZoneNotCounted(t *testing.T) {
	g := secondStockRound(t)
	s := g.st
	rcc := found(s, "RCC", 1, 75)
	for _, id := range []string{"RCC_1", "RCC_2", "RCC_3", "RCC_4", "RCC_5", "RCC_6", "RCC_7"} {
		k := rcc.cert(id)
		k.Owner = shares.Player(0)
	}
	rnc := s.corp("RNC")
	for _, id := range []string{"RNC_1", "RNC_2", "RNC_3", "RNC_4", "RNC_5"} {
		k := rnc.cert(id)
		k.Owner = shares.Player(0)
	}
	sc := found(s, smallInGame(s).Sym, 1, 75)
	for _, id := range []string{sc.Sym + "_1", sc.Sym + "_2"} {
		k := sc.cert(id)
		k.Owner = shares.Player(0)
	}
	s.Players[0].Cash = 1000
	s.Bank -= 1000 - 420
	if s.certCount(0) != 15 {
		t.Fatalf("setup: %d certificates", s.certCount(0))
	}
	mustRefuse(t, g, buy(g, sc.Sym+"_3", "K10"), "certificate limit")
	c := g.st.corp(sc.Sym)
	c.Row, c.Col = 5, 0 // 40, orange
	if g.st.certCount(0) != 13 {
		t.Fatalf("orange certificates counted: %d", g.st.certCount(0))
	}
	mustApply(t, g, buy(g, sc.Sym+"_3", "K10"))
}

// Rule: certificates of one company may not be bought and sold in the same turn.
func TestRuleNoBuyAndSellSameCompanyInOneTurn(t *testing.T) {
	g := secondStockRound(t)
	k := g.st.corp("RNC").cert("RNC_6")
	k.Owner = shares.Player(0)
	found(g.st, "RCC", 1, 75)
	mustApply(t, g, sell(g, "RNC_6"))
	mustRefuse(t, g, buy(g, "RNC_7", ""), "no buying and selling in one turn")
	mustApply(t, g, buy(g, "RCC_6", ""))
}

// Rule: no certificates may be sold in the first stock round.
func TestRuleNoSellingInFirstStockRound(t *testing.T) {
	g := stockGame(t, 2)
	mustApply(t, g, par(g, "RNC", 80, ""))
	mustApply(t, g, act(g, "pass"))
	mustApply(t, g, buy(g, "RNC_6", ""))
	mustApply(t, g, act(g, "pass"))
	mustRefuse(t, g, sell(g, "RNC_6"), "no selling in the first stock round")
}

// Rule: at most 5 certificates of a company in the Open Market.
func TestRuleOpenMarketHoldsAtMostFive(t *testing.T) {
	g := secondStockRound(t)
	c := g.st.corp("RNC")
	for _, id := range []string{"RNC_2", "RNC_3", "RNC_4", "RNC_5", "RNC_6"} {
		c.cert(id).Owner = shares.InPool
	}
	k := c.cert("RNC_7")
	k.Owner = shares.Player(0)
	mustRefuse(t, g, sell(g, "RNC_7"), "open market limit")
}

// Rule: the Trust Family certificate cannot be sold.
func TestRuleTrustCertificateCannotBeSold(t *testing.T) {
	g := secondStockRound(t)
	mustRefuse(t, g, sell(g, "RNC_0"), "trust certificate")
}

// Rule: each certificate a player (or company) sells moves the price one
// cell down; the seller receives the current value for all of them.
func TestRuleSaleMovesDownPerCertificate(t *testing.T) {
	g := secondStockRound(t)
	c := g.st.corp("RNC")
	for _, id := range []string{"RNC_1", "RNC_6"} {
		k := c.cert(id)
		k.Owner = shares.Player(0)
	}
	row, cash := c.Row, g.st.Players[0].Cash
	mustApply(t, g, sell(g, "RNC_1", "RNC_6")) // 20% and 10% at 80, then two rows down
	c = g.st.corp("RNC")
	if c.Row != row+2 {
		t.Fatalf("row %d after two certificates sold, want %d", c.Row, row+2)
	}
	if got := g.st.Players[0].Cash - cash; got != 160+80 {
		t.Fatalf("seller received %d, want 240", got)
	}
}

// Rule: a sold-out company (every certificate held by players) rises one
// cell at the end of the stock round.
func TestRuleSoldOutMovesUp(t *testing.T) {
	g := secondStockRound(t)
	c := g.st.corp("RNC")
	for _, k := range c.Certs[1:] {
		kk := c.cert(k.ID)
		kk.Owner = shares.Player(1)
	}
	row := c.Row
	mustApply(t, g, act(g, "pass"))
	mustApply(t, g, act(g, "pass"))
	if got := g.st.corp("RNC").Row; got != row-1 {
		t.Fatalf("row %d, want %d", got, row-1)
	}
}
