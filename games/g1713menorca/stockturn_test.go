package g1713menorca

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/shares"
)

// stockGameRules is a game with optional rules in its first stock round.
func stockGameRules(t testing.TB, players int, rules ...string) *Game {
	t.Helper()
	cfg := engine.Config{Title: Name, Seed: 1, OptionalRules: rules}
	for i := 1; i <= players; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("p%d", i)})
	}
	g, err := Title().New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	finishAuction(t, g.(*Game))
	return g.(*Game)
}

// holdingRNC is a game in its second stock round, seat 0 to act, with RNC
// founded by seat 0 (who also holds RNC_6) and RCC by seat 1.
func holdingRNC(t testing.TB, rules ...string) *Game {
	g := stockGameRules(t, 2, rules...)
	s := g.st
	found(s, "RNC", 0, 80)
	found(s, "RCC", 1, 80)
	k := s.corp("RNC").cert("RNC_6")
	k.Owner, k.Issued = shares.Player(0), true
	s.Stock = stockState{Num: 2, Turn: 0, FirstPasser: -1}
	return g
}

func legalHas(g *Game, typ, cert string) bool {
	return slices.ContainsFunc(g.Legal(), func(a engine.Action) bool {
		return a.Type == typ && slices.Contains(a.Shares, cert)
	})
}

// The summary: certificates of one company may not be bought and sold in
// the same *turn*. A player who sold RNC in one turn may buy RNC in a
// later turn of the same stock round (the Legal list offers it).
func TestRuleSellInOneTurnBuyBackInALaterTurn(t *testing.T) {
	g := holdingRNC(t)
	mustApply(t, g, sell(g, "RNC_6"))
	mustApply(t, g, act(g, "pass")) // seat 0 done
	mustApply(t, g, act(g, "pass")) // seat 1 passes
	if g.st.Round != roundStock || g.st.Stock.Turn != 0 {
		t.Fatalf("round %s, turn %d; want seat 0 again in the stock round", g.st.Round, g.st.Stock.Turn)
	}
	if !legalHas(g, "buy_shares", "RNC_6") {
		t.Fatal("Legal() does not offer RNC_6 back in a later turn")
	}
	mustApply(t, g, buy(g, "RNC_6", ""))
	if !g.st.corp("RNC").cert("RNC_6").Owner.IsPlayer(0) {
		t.Fatal("RNC_6 not bought back")
	}
	audit(t, g)
}

// The summary: a player may found, buy and/or sell in one turn; the only
// limits are one acquisition per turn and not buying and selling the same
// company. Buy RCC, then sell RNC, in one turn; then done.
func TestRuleBuyThenSellAnotherCompanyInOneTurn(t *testing.T) {
	g := holdingRNC(t)
	mustApply(t, g, buy(g, "RCC_6", ""))
	if g.st.Stock.Turn != 0 {
		t.Fatal("the purchase ended the turn")
	}
	if !legalHas(g, "sell_shares", "RNC_6") {
		t.Fatal("Legal() does not offer selling RNC after buying RCC")
	}
	cash := g.st.Players[0].Cash
	mustApply(t, g, sell(g, "RNC_6"))
	if g.st.Players[0].Cash != cash+80 || g.st.Stock.Turn != 0 {
		t.Fatalf("sale after the purchase: cash +%d, turn %d", g.st.Players[0].Cash-cash, g.st.Stock.Turn)
	}
	mustApply(t, g, act(g, "pass")) // done
	if g.st.Stock.Turn != 1 || g.st.Stock.Passes != 0 {
		t.Fatalf("after done: turn %d, passes %d", g.st.Stock.Turn, g.st.Stock.Passes)
	}
	audit(t, g)
}

// Buying and selling the same company in one turn is refused both ways:
// buy RNC then sell RNC; sell RNC then buy RNC.
func TestRuleBuyAndSellSameCompanyInOneTurnRefused(t *testing.T) {
	g := holdingRNC(t)
	mustApply(t, g, buy(g, "RNC_7", ""))
	mustRefuse(t, g, sell(g, "RNC_6"), "no buying and selling in one turn")
	if legalHas(g, "sell_shares", "RNC_6") {
		t.Fatal("Legal() offers selling the company bought this turn")
	}

	g = holdingRNC(t)
	mustApply(t, g, sell(g, "RNC_6"))
	mustRefuse(t, g, buy(g, "RNC_7", ""), "no buying and selling in one turn")
	if legalHas(g, "buy_shares", "RNC_7") || legalHas(g, "buy_shares", "RNC_6") {
		t.Fatal("Legal() offers buying the company sold this turn")
	}
	mustApply(t, g, buy(g, "RCC_6", "")) // another company is fine
}

// The optional rule is listed with its explanation, chosen at creation,
// and an unknown rule is refused.
func TestOptionalRulesListed(t *testing.T) {
	rules := Title().OptionalRules()
	if len(rules) != 1 || rules[0].ID != ruleRoundBan || rules[0].Name == "" || !strings.Contains(rules[0].Description, "same stock round") {
		t.Fatalf("optional rules %+v", rules)
	}
	cfg := engine.Config{Title: Name, Seed: 1, OptionalRules: []string{"no_such_rule"},
		Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}}}
	if _, err := Title().New(cfg); err == nil || !strings.Contains(err.Error(), "no_such_rule") {
		t.Fatalf("unknown optional rule: %v", err)
	}
	if g := holdingRNC(t, ruleRoundBan); !g.st.RoundBan {
		t.Fatal("the optional rule is not in the game")
	}
	if g := holdingRNC(t); g.st.RoundBan {
		t.Fatal("the round-wide ban is on without the optional rule")
	}
}

// With the optional rule, the seller of RNC may not buy it back in a later
// turn of the round (the same moves the summary's rule allows above).
func TestOptionalRuleRoundBanRefusesLaterTurn(t *testing.T) {
	g := holdingRNC(t, ruleRoundBan)
	mustApply(t, g, sell(g, "RNC_6"))
	mustApply(t, g, act(g, "pass"))
	mustApply(t, g, act(g, "pass"))
	mustRefuse(t, g, buy(g, "RNC_6", ""), "no buying after selling")
	if legalHas(g, "buy_shares", "RNC_6") {
		t.Fatal("Legal() offers RNC back under the round-wide ban")
	}
}
