package g1713menorca

import (
	"testing"

	"ferro/engine/shares"
)

// Rule: five of the eight certificates of RNC, RCC and CCM are marked; the
// first purchase of each from the company places a market token on an
// allowed off-board destination; a route of the company reaching it earns
// +10 R per own token. Market tokens never take route places.
func TestRuleMarketTokens(t *testing.T) {
	g := secondStockRound(t)
	mustRefuse(t, g, buy(g, "RNC_2", ""), "market token")
	mustRefuse(t, g, buy(g, "RNC_2", "K10"), "market token")
	mustRefuse(t, g, buy(g, "RNC_6", "C2"), "market token") // unmarked
	mustApply(t, g, buy(g, "RNC_2", "C2"))
	c := g.st.corp("RNC")
	if len(c.MarketTokens) != 1 || c.MarketTokens[0] != "C2" {
		t.Fatalf("market tokens %v", c.MarketTokens)
	}
	if g.st.Board.stationCount(hexIdx(t, "C2")) != 0 {
		t.Fatal("a market token took a route place")
	}
	// Sold to the Open Market and bought again: no second token.
	mustApply(t, g, act(g, "pass")) // done
	s := g.st
	k := s.corp("RNC").cert("RNC_2")
	k.Owner = shares.InPool
	s.Stock.Turn = 0
	mustApply(t, g, buy(g, "RNC_2", ""))
	if len(g.st.corp("RNC").MarketTokens) != 1 {
		t.Fatal("a second token for the same certificate")
	}
	if v := g.st.nodeValue(g.st.corp("RNC"), hexIdx(t, "C2")); v != 50+10 {
		t.Fatalf("Barcelona worth %d to RNC with one token", v)
	}
}

// Rule: RADM's goods tokens: each time a maritime company reaches an
// off-board destination with RADM goods, the bank pays RADM 10 R per token
// in eras 1-2 and 20 R in eras 3-4; the route's revenue is unchanged.
// Before the merger the small company that placed the token is paid.
func TestRuleGoodsTokensPay(t *testing.T) {
	for _, era := range []int{1, 2, 3, 4} {
		g := orGame(t, stepRun)
		s := g.st
		s.Era = era
		chebek := give(t, s, "chebek", "RNC")
		owner := found(s, smallInGame(s).Sym, 1, 75)
		if era >= 3 {
			s.mergeSmallCompanies()
			owner = s.corp("RADM")
		}
		s.Goods = append(s.Goods, goods{Owner: owner.Sym, Hex: "K10"}, goods{Owner: owner.Sym, Hex: "K10"}, goods{Owner: owner.Sym, Hex: "B9"})
		cash := owner.Cash
		want := s.nodeValue(s.corp("RNC"), hexIdx(t, "K10")) + s.nodeValue(s.corp("RNC"), hexIdx(t, "J15"))
		r := routeOf(chebek, "K10", "K12", "K14", "J15")
		r.Revenue = want
		run := act(g, "run_routes")
		run.Edit().Routes = append(run.Extras().Routes, r)
		mustApply(t, g, run)
		rate := map[int]int{1: 10, 2: 10, 3: 20, 4: 20}[era]
		if got := g.st.corp(owner.Sym).Cash - cash; got != 2*rate {
			t.Errorf("era %d: goods paid %d, want %d", era, got, 2*rate)
		}
		if g.st.Op.Revenue != want {
			t.Errorf("era %d: the route's revenue changed", era)
		}
		audit(t, g)
	}
}

// Rule: the first sale of each small company certificate places one of
// its five goods tokens in a harbour.
func TestRuleSmallCompanyGoodsTokensOnFirstSale(t *testing.T) {
	g := secondStockRound(t)
	sc := found(g.st, smallInGame(g.st).Sym, 1, 75)
	before := len(g.st.Goods)
	mustRefuse(t, g, buy(g, sc.Sym+"_1", "C2"), "goods token")
	mustApply(t, g, buy(g, sc.Sym+"_1", "B9"))
	if len(g.st.Goods) != before+1 || g.st.Goods[len(g.st.Goods)-1].Hex != "B9" {
		t.Fatalf("goods %v", g.st.Goods)
	}
}

// Rule: RADM is never founded by the players: it arises from the forced
// merger of the two small companies in play at the change to era 3
// (phase 7H), which a purchase of the first Linieschip 7H triggers.
func TestRuleRADMFormedByMergerAtEraThree(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	a := found(s, smallInGame(s).Sym, 0, 80)
	var b *corp
	for i := range s.Corps {
		if c := &s.Corps[i]; c.def().Kind == small && c.InGame && c != a {
			b = found(s, c.Sym, 1, 75)
		}
	}
	k := b.cert(b.Sym + "_3")
	k.Owner = shares.Player(0)
	kar := give(t, s, "goederenkar", a.Sym)
	s.Goods = append(s.Goods, goods{Owner: b.Sym, Hex: "G6"})
	s.corp("RNC").Cash, s.Bank = 1000, s.Bank-(1000-160)
	sellOutShips(s, 3)
	s.Phase = 2
	cashA, cashB := a.Cash, b.Cash
	mustApply(t, g, buyVehicleAction(g, "linieschip-1", ""))
	s = g.st
	r := s.corp("RADM")
	if s.Era != 3 || !r.InGame || !r.Floated || s.corp(a.Sym).InGame || s.corp(b.Sym).InGame {
		t.Fatalf("era %d, RADM in game %v", s.Era, r.InGame)
	}
	if pctOf(r, 0) != 20 || pctOf(r, 1) != 10 || len(r.Certs) != 10 {
		t.Fatalf("RADM holdings %d%% / %d%%", pctOf(r, 0), pctOf(r, 1))
	}
	if r.Cash != cashA+cashB || s.Vehicles.byID(kar.ID).Owner != "RADM" || len(r.Stations) != 2 || s.Goods[len(s.Goods)-1].Owner != "RADM" {
		t.Fatalf("RADM cash %d stations %v", r.Cash, r.Stations)
	}
	if s.price(r) != 75 || r.Director != 0 {
		t.Fatalf("RADM at %d run by %d", s.price(r), r.Director)
	}
	if !s.corp("CCM").canOperate() && (parStep{}).ruleFoundable(s, s.corp("CCM")) != nil {
		t.Fatal("CCM not available in era 3")
	}
	audit(t, g)
}
