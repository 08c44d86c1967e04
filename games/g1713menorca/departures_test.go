package g1713menorca

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/shares"
)

// Rule tests for where an outside check found the game departing from the
// rules summary (issue 15), one per finding.

// smallsInPlay are the two small companies of the game, founded.
func smallsInPlay(t testing.TB, s *state) []*corp {
	t.Helper()
	var out []*corp
	for i := range s.Corps {
		if c := &s.Corps[i]; c.InGame && c.def().Kind == small {
			out = append(out, c)
		}
	}
	if len(out) != 2 {
		t.Fatalf("%d small companies in play", len(out))
	}
	return out
}

// 1. The Open Market holds at most five certificates of one company, also
// after the merger: with four of each small company there (eight RADM
// certificates "in the same place"), five stay and three go to RADM's
// supply; and the audit refuses a sixth in the Open Market.
func TestRuleOpenMarketCapAtTheMerger(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	for _, c := range smallsInPlay(t, s) {
		found(s, c.Sym, 0, 80)
		for i := 1; i < 5; i++ {
			c.Certs[i].Owner, c.Certs[i].Issued = shares.InPool, true
		}
	}
	audit(t, g)
	s.startEra(3)
	r := s.corp("RADM")
	if n := inMarketCount(r); n != marketMax {
		t.Fatalf("RADM has %d certificates in the Open Market after the merger, want %d", n, marketMax)
	}
	inSupply := 0
	for _, k := range r.Certs {
		if k.Owner.Kind == shares.Treasury {
			inSupply++
		}
	}
	if inSupply != 3 || pctOf(r, 0) != 20 {
		t.Fatalf("RADM: %d certificates in its supply (want 3), player 1 holds %d%%", inSupply, pctOf(r, 0))
	}
	audit(t, g)
	// the audit itself checks the cap
	r.Certs[9].Owner = shares.InPool
	if k := &r.Certs[0]; k.Owner != shares.InPool {
		k.Owner = shares.InPool
	}
	if err := g.Audit(); err == nil || !strings.Contains(err.Error(), "Open Market") {
		t.Fatalf("six RADM certificates in the Open Market: audit says %v", err)
	}
}

// 1. (audit) A player over the certificate or the 60% limit is an audit
// failure, unless a market move took him there; then he may buy nothing
// more of it.
func TestRuleAuditHoldingLimits(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	rnc := found(s, "RNC", 0, 80)
	for i := 1; i <= 5; i++ { // 20% Trust + 20% + 4 × 10% = 80%
		rnc.Certs[i].Owner, rnc.Certs[i].Issued = shares.Player(0), true
	}
	if err := g.Audit(); err == nil || !strings.Contains(err.Error(), "80% of RNC") {
		t.Fatalf("80%% of RNC outside the yellow zone: audit says %v", err)
	}
	// in the yellow zone 80% is allowed; a move out of it keeps the 80%
	setPrice(t, rnc, 65) // 65y, on the row above the bottom
	for r := range market {
		for c := range market[r] {
			if market[r][c].Value == 65 && market[r][c].Yellow {
				rnc.Row, rnc.Col = r, c
			}
		}
	}
	audit(t, g)
	for rnc.cell().Yellow {
		s.move(rnc, marketGrid.Right)
	}
	audit(t, g)
	if len(s.Over) != 1 || s.Over[0].Max != 80 {
		t.Fatalf("over-limit record %+v", s.Over)
	}
	s.Stock.Num = 2
	s.Stock.Turn = 0
	buy := act(g, "buy_shares")
	buy.Shares = []string{rnc.Certs[6].ID}
	mustRefuse(t, g, buy, "60% holding limit")
}

// 8. With the optional rule no_buy_back_in_round, a player who sold
// certificates of a company buys none of it again in the same stock
// round, neither from the Open Market nor from the company; other players
// may, and so may he in the next stock round. (Without it, the summary's
// rule: stockturn_test.go.)
func TestOptionalRuleNoBuyingAfterSellingInTheRound(t *testing.T) {
	g := stockGameRules(t, 2, ruleRoundBan)
	s := g.st
	rnc := found(s, "RNC", 0, 80)
	found(s, "RCC", 1, 80)
	for _, id := range []string{"RNC_1", "RNC_2"} {
		k := rnc.cert(id)
		k.Owner, k.Issued = shares.Player(0), true
	}
	s.Stock.Num, s.Stock.Turn = 2, 0
	sell := act(g, "sell_shares")
	sell.Shares = []string{"RNC_2"}
	mustApply(t, g, sell)
	buyOther := act(g, "buy_shares")
	buyOther.Shares = []string{"RCC_6"}
	mustApply(t, g, buyOther)
	mustApply(t, g, act(g, "pass")) // player 1 is done
	// player 2 may buy the certificate player 1 sold
	buy := act(g, "buy_shares")
	buy.Shares = []string{"RNC_2"}
	mustApply(t, g, buy)
	mustApply(t, g, act(g, "pass"))
	// player 1 again, same stock round: RNC is closed to him
	for _, id := range []string{"RNC_3", "RNC_6"} {
		buy := act(g, "buy_shares")
		buy.Shares = []string{id}
		if id == "RNC_3" {
			buy.Hex = "C2"
		}
		mustRefuse(t, g, buy, "no buying after selling")
	}
	for _, a := range g.Legal() {
		if a.Type == "buy_shares" && a.Corporation == "RNC" {
			t.Fatalf("Legal() offers %v after the sale", a.Shares)
		}
	}
	// the next stock round opens it again
	s = g.st
	(stockRound{}).start(s)
	s.Stock.Turn = 0
	again := act(g, "buy_shares")
	again.Shares = []string{"RNC_6"}
	mustApply(t, g, again)
}

// 2. A sale is paid at the current market value for every certificate,
// then the price drops one cell per certificate: two 10% certificates at
// 70 bring 140, two 20% small-company certificates at 55 bring 220; a
// company's own sale likewise.
func TestRuleSaleAtCurrentValueThenDrop(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	rnc := found(s, "RNC", 0, 80)
	for _, id := range []string{"RNC_2", "RNC_3"} {
		k := rnc.cert(id)
		k.Owner, k.Issued = shares.Player(0), true
	}
	setPrice(t, rnc, 70)
	row := rnc.Row
	s.Stock.Num, s.Stock.Turn = 2, 0
	cash := s.Players[0].Cash
	sell := act(g, "sell_shares")
	sell.Shares = []string{"RNC_2", "RNC_3"}
	mustApply(t, g, sell)
	if got := g.st.Players[0].Cash - cash; got != 140 {
		t.Fatalf("two certificates at 70 brought %d, want 140", got)
	}
	if g.st.corp("RNC").Row != row+2 {
		t.Fatalf("price moved %d rows, want 2", g.st.corp("RNC").Row-row)
	}
	audit(t, g)

	g = stockGame(t, 2)
	s = g.st
	sm := smallsInPlay(t, s)[0]
	found(s, sm.Sym, 1, 80)
	for _, k := range sm.Certs[1:3] {
		sm.cert(k.ID).Owner, sm.cert(k.ID).Issued = shares.Player(1), true
	}
	setPrice(t, sm, 55)
	s.Stock.Num, s.Stock.Turn = 2, 1
	cash = s.Players[1].Cash
	sell = act(g, "sell_shares")
	sell.Shares = []string{sm.Certs[1].ID, sm.Certs[2].ID}
	mustApply(t, g, sell)
	if got := g.st.Players[1].Cash - cash; got != 220 {
		t.Fatalf("two 20%% certificates at 55 brought %d, want 220", got)
	}

	g = orGame(t, stepSell)
	rnc = g.st.corp("RNC")
	setPrice(t, rnc, 70)
	cash = rnc.Cash
	sell = act(g, "sell_shares")
	sell.Shares = []string{"RNC_6", "RNC_7"}
	mustApply(t, g, sell)
	if got := g.st.corp("RNC").Cash - cash; got != 140 {
		t.Fatalf("the company's two certificates at 70 brought %d, want 140", got)
	}
}

// 3. The first vehicle of the next step changes the phase, a cart as well
// as a ship: in 6H, with every Kar sold, the Goederenkar (a 7H cart, with
// the calibrated values) is on sale and its first purchase starts 7H (the
// Kars leave the game).
func TestRuleFirstCartOfTheNextStepChangesThePhase(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	s.Phase = 2 // 6H
	kar := give(t, s, "kar", "RNC")
	s.corp("RNC").Cash = 500
	for i := range s.Vehicles {
		if v := &s.Vehicles[i]; v.def().ID == "kar" && v.Owner == "" {
			s.moveVehicle(v, "-")
		}
	}
	a := buyVehicleAction(g, "goederenkar-1", "")
	mustApply(t, g, a)
	if g.st.Phase != 3 {
		t.Fatalf("phase %s after the first Goederenkar, want 7H", g.st.phase().Name)
	}
	if g.st.Vehicles.byID(kar.ID).Owner != "-" {
		t.Fatal("the Kar did not leave the game at 7H")
	}
	// before the Kars are sold, the Goederenkar waits for 7H
	g = orGame(t, stepBuy)
	g.st.Phase = 2
	g.st.corp("RNC").Cash = 500
	mustRefuse(t, g, buyVehicleAction(g, "goederenkar-1", ""), "vehicle availability")
}

// 7. Each refusal names the rule the player broke: a second purchase in a
// turn (the one-certificate rule, not turn order), a certificate named
// under another company, the Trust certificate with five already in the
// Open Market, and a company's sale in the forced-purchase step with five
// of its certificates in the Open Market.
func TestRuleRefusalsNameTheRuleBroken(t *testing.T) {
	g := secondStockRound(t)
	buy := act(g, "buy_shares")
	buy.Shares, buy.Hex = []string{"RNC_2"}, "C2"
	mustApply(t, g, buy)
	again := buy
	again.Shares, again.Hex = []string{"RNC_6"}, ""
	mustRefuse(t, g, again, "one certificate per turn")
	mustApply(t, g, act(g, "pass")) // player 2 passes: now a purchase by player 1 is his turn again
	wrong := act(g, "buy_shares")
	wrong.Corporation, wrong.Shares = "RCC", []string{"RNC_6"}
	mustRefuse(t, g, wrong, "certificate of another company")

	g = secondStockRound(t)
	rnc := g.st.corp("RNC")
	for _, k := range rnc.Certs[3:] {
		rnc.cert(k.ID).Owner = shares.InPool
	}
	mustRefuse(t, g, sell(g, "RNC_0"), "trust certificate")
	mixed := sell(g, "RNC_1")
	rcc := found(g.st, "RCC", 0, 80)
	rcc.Certs[6].Owner = shares.Player(0)
	mixed.Shares = []string{"RCC_6", "RNC_0"}
	mustRefuse(t, g, mixed, "one company per sale")

	g = orGame(t, stepForced)
	rnc = g.st.corp("RNC")
	for _, k := range rnc.Certs[3:] {
		rnc.cert(k.ID).Owner = shares.InPool
	}
	own := act(g, "sell_shares")
	own.Shares = []string{"RNC_1"}
	mustRefuse(t, g, own, "open market limit")
}

// 5. Sold out means every certificate is with players: none in the
// company's own supply and none in the Open Market (a certificate lying
// there is for sale again). Only then does the price rise at the end of
// the stock round.
func TestRuleSoldOutMeansNoneInSupplyOrOpenMarket(t *testing.T) {
	for _, tc := range []struct {
		name   string
		where  shares.Holder // where RNC_7 lies; the others are with player 2
		rises  bool
		reason string
	}{
		{"all with players", shares.Player(1), true, ""},
		{"one in the Open Market", shares.InPool, false, "in the Open Market"},
		{"one in the company's supply", shares.Corp(0), false, "in the supply"},
	} {
		g := secondStockRound(t)
		c := g.st.corp("RNC")
		for _, k := range c.Certs[1:] {
			kk := c.cert(k.ID)
			kk.Owner, kk.Issued = shares.Player(1), true
		}
		k := c.cert("RNC_7")
		k.Owner = tc.where
		row := c.Row
		mustApply(t, g, act(g, "pass"))
		mustApply(t, g, act(g, "pass"))
		if rose := g.st.corp("RNC").Row == row-1; rose != tc.rises {
			t.Errorf("%s: rose %v, want %v", tc.name, rose, tc.rises)
		}
	}
}

// 6. The finished game's state holds the final ranking: by fortune, a tie
// broken by cash (and marked so), equal fortune and cash sharing a place.
func TestRuleFinalRankingInTheState(t *testing.T) {
	g := newGame(t, 3, 1)
	finishAuction(t, g)
	s := g.st
	found(s, "RNC", 0, 100) // 200 in certificates
	total := s.Players[0].Cash + s.Players[1].Cash + s.Players[2].Cash
	s.Players[0].Cash, s.Players[1].Cash, s.Players[2].Cash = 300, 500, 100
	s.Bank += total - 900
	s.EndPending = endBank
	s.finish()
	audit(t, g)
	var snap struct {
		Ranking []Rank `json:"ranking"`
	}
	if err := json.Unmarshal(g.Snapshot(), &snap); err != nil {
		t.Fatal(err)
	}
	want := []Rank{{Player: "2", Place: 1, Fortune: 500, Cash: 500, ByCash: true}, {Player: "1", Place: 2, Fortune: 500, Cash: 300, ByCash: true}, {Player: "3", Place: 3, Fortune: 100, Cash: 100}}
	if !reflect.DeepEqual(snap.Ranking, want) || !reflect.DeepEqual(s.Ranking, want) {
		t.Fatalf("ranking %+v, want %+v", snap.Ranking, want)
	}
	// equal fortune and cash share a place
	k := s.corp("RNC").cert("RNC_1") // 20%, as player 1's Trust certificate
	k.Owner = shares.Player(1)
	s.Players[1].Cash = 300
	r := s.finalRanking()
	if r[0].Place != 1 || r[1].Place != 1 || r[2].Place != 3 || r[0].ByCash {
		t.Fatalf("shared place: %+v", r)
	}
}

// 4. Between companies of different directors a vehicle changes hands only
// with the selling director's consent: the buyer's buy_train (at 1 R or
// its cash, the ends the legal list offers) is an offer; the seller's
// director must then accept or decline, the only actions listed; accepted,
// the vehicle and the price change hands, declined nothing does; either
// way the buyer goes on with its buy step.
func TestRuleVehicleOfferNeedsTheSellersConsent(t *testing.T) {
	for _, answer := range []string{offerAccept, offerDecline} {
		g := orGame(t, stepBuy)
		s := g.st
		found(s, "RCC", 1, 75)
		v := give(t, s, "kar", "RCC")
		rnc, rcc := s.corp("RNC").Cash, s.corp("RCC").Cash
		var prices []int
		for _, a := range g.Legal() {
			if a.Type == "buy_train" && a.Train == v.ID {
				prices = append(prices, *a.Price)
			}
		}
		if !reflect.DeepEqual(prices, []int{1, rnc}) {
			t.Fatalf("listed prices for RCC's Kar %v, want [1 %d]", prices, rnc)
		}
		offer := buyVehicleAction(g, v.ID, "")
		offer.Price = engine.Int(40)
		if line := g.Describe(offer); line.Key != "menorca.offer" {
			t.Fatalf("the offer's log line is %s %v: a purchase before the seller answers", line.Key, line.Args)
		}
		mustApply(t, g, offer)
		if g.st.Vehicles.byID(v.ID).Owner != "RCC" || !reflect.DeepEqual(g.Acting(), []string{"2"}) {
			t.Fatalf("after the offer: owner %s, acting %v", g.st.Vehicles.byID(v.ID).Owner, g.Acting())
		}
		legal := g.Legal()
		if len(legal) != 2 || legal[0].Type != "choose" || legal[0].Entity != "2" {
			t.Fatalf("the seller's director is offered %v", legal)
		}
		mustRefuse(t, g, act(g, "pass"), "vehicle offer")
		choice := legal[0]
		if answer == offerDecline {
			choice = legal[1]
		}
		mustApply(t, g, choice)
		owner, paid := "RNC", 40
		if answer == offerDecline {
			owner, paid = "RCC", 0
		}
		if g.st.Vehicles.byID(v.ID).Owner != owner || g.st.corp("RNC").Cash != rnc-paid || g.st.corp("RCC").Cash != rcc+paid {
			t.Fatalf("%s: owner %s, RNC %d, RCC %d", answer, g.st.Vehicles.byID(v.ID).Owner, g.st.corp("RNC").Cash, g.st.corp("RCC").Cash)
		}
		if g.st.Op.Step != stepBuy || !reflect.DeepEqual(g.Acting(), []string{"1"}) {
			t.Fatalf("%s: step %d, acting %v; the buyer goes on buying", answer, g.st.Op.Step, g.Acting())
		}
		audit(t, g)
		if answer == offerDecline {
			mustRefuse(t, g, offer, "one offer per vehicle")
		}
	}
}
