package g1713menorca

import (
	"testing"

	"ferro/engine/shares"
)

// Rule: the game ends when the bank is empty (0 or less): the current
// operating round is finished first.
func TestRuleGameEndsWhenBankEmpty(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	found(s, "RNC", 0, 80)
	found(s, "RCC", 1, 75)
	give(t, s, "chebek", "RNC")
	give(t, s, "chebek", "RCC")
	s.Players[0].Cash += s.Bank - 50
	s.Bank = 50
	s.Stock = stockState{Num: 2, Turn: 0, FirstPasser: -1}
	mustApply(t, g, act(g, "pass"))
	mustApply(t, g, act(g, "pass"))
	if g.st.Round != roundOp || g.st.EndPending != "" {
		t.Fatalf("round %s pending %q", g.st.Round, g.st.EndPending)
	}
	for steps := 0; !g.Finished() && steps < 100; steps++ {
		legal := g.Legal()
		a := legal[0]
		if a.Type == "dividend" {
			a.Edit().Kind = "payout"
		}
		mustApply(t, g, a)
		if g.st.Bank <= 0 && !g.Finished() && g.st.Round != roundOp {
			t.Fatal("the game went past the operating round in which the bank emptied")
		}
	}
	if g.EndReason() != endBank || g.st.Op.Num != 1 {
		t.Fatalf("ended %q in OR %d", g.EndReason(), g.st.Op.Num)
	}
	audit(t, g)
}

// Rule: a company reaching a bankruptcy cell ends the game after the
// current operating round.
func TestRuleGameEndsOnBankruptcy(t *testing.T) {
	g := orGame(t, stepDividend)
	s := g.st
	found(s, "RCC", 1, 75)
	s.Op.Order = []string{"RNC", "RCC"}
	c := s.corp("RNC")
	c.Row, c.Col = len(market)-1, 1 // one cell right of the bankruptcy cell
	s.Op.Revenue = 10
	a := act(g, "dividend")
	a.Edit().Kind = "withhold"
	mustApply(t, g, a)
	if !g.st.corp("RNC").Bankrupt || g.st.EndPending != endBankruptcy {
		t.Fatal("no bankruptcy")
	}
	if g.Finished() {
		t.Fatal("the game ended before the operating round")
	}
	for steps := 0; !g.Finished() && steps < 100; steps++ {
		a := g.Legal()[0]
		mustApply(t, g, a)
	}
	if g.EndReason() != endBankruptcy || g.st.fortune(0) != g.st.Players[0].Cash {
		t.Fatalf("ended %q; a bankrupt company's certificates are worth nothing", g.EndReason())
	}
}

// Rule: revealing the event card 'Verovering 1756' ends the game after the
// current set of operating rounds.
func TestRuleConquestEndsGameAfterSet(t *testing.T) {
	g := orGame(t, stepBuy)
	s := g.st
	s.Op.Of = 3
	s.corp("RNC").Cash, s.Bank = 1000, s.Bank-(1000-160)
	sellOutShips(s, 5)
	s.Phase, s.Era = 4, 3
	mustApply(t, g, buyVehicleAction(g, "begeleid-1", ""))
	if g.st.Era != 4 || g.st.EndPending != endConquest || g.Finished() {
		t.Fatalf("era %d pending %q finished %v", g.st.Era, g.st.EndPending, g.Finished())
	}
	ors := map[int]bool{}
	for steps := 0; !g.Finished() && steps < 500; steps++ {
		ors[g.st.Op.Num] = true
		if g.st.Round != roundOp {
			t.Fatal("a stock round after the Conquest")
		}
		a := g.Legal()[0]
		mustApply(t, g, a)
	}
	if g.EndReason() != endConquest || len(ors) != 3 {
		t.Fatalf("ended %q after rounds %v", g.EndReason(), ors)
	}
}

// Rule: the richest player wins; on a tie the one with the most cash.
func TestRuleTieGoesToMostCash(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	found(s, "RNC", 0, 100)
	s.Bank += s.Players[0].Cash + s.Players[1].Cash - 300 - 500
	s.Players[0].Cash, s.Players[1].Cash = 300, 500
	if s.fortune(0) != 500 || s.fortune(1) != 500 {
		t.Fatalf("fortunes %d %d", s.fortune(0), s.fortune(1))
	}
	if r := s.finalRanking(); r[0].Player != s.Players[1].ID {
		t.Fatalf("ranking %v: the tie goes to the player with more cash", r)
	}
}

// Rule: final fortune = cash + market value of each certificate; a 20%
// certificate is worth twice the listed 10% value.
func TestRuleTwentyPercentCertificateCountsTwice(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	c := found(s, "RNC", 0, 100) // the 20% Trust Family certificate
	k := c.cert("RNC_6")         // a 10% certificate
	k.Owner = shares.Player(0)
	if got := s.fortune(0) - s.Players[0].Cash; got != 2*100+100 {
		t.Fatalf("certificates worth %d, want 300", got)
	}
}
