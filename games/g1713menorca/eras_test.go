package g1713menorca

import (
	"encoding/json"
	"strings"
	"testing"
)

// Rule: an era decides the events and the closing of the Family heritages:
// each era's event card is revealed as it begins, and heritages close.
func TestRuleErasRevealEventsAndCloseHeritages(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	for i := range s.Heritages {
		s.Heritages[i].Def = i // Saura, Olivar: close in era 3
	}
	mao := hexIdx(t, "K10")
	rnc := found(s, "RNC", 0, 80)
	base, off := s.nodeValue(rnc, mao), s.nodeValue(rnc, hexIdx(t, "C2"))
	s.startEra(2)
	if s.nodeValue(rnc, mao) != base+10 || len(s.Events) != 2 {
		t.Fatalf("era 2: Maó %d, events %v", s.nodeValue(rnc, mao), s.Events)
	}
	s.startEra(3)
	barcelona := hexDefs[hexIdx(t, "C2")].Offboard
	if got := s.nodeValue(rnc, hexIdx(t, "C2")); got != off-barcelona[0]+barcelona[2]+10 { // the era-3 value plus the card's 10
		t.Fatalf("era 3: Barcelona %d", got)
	}
	if !s.Heritages[0].Closed || !s.Heritages[1].Closed || !s.Merged {
		t.Fatal("era 3 did not close the early heritages or merge the small companies")
	}
	p := s.Players[0].Cash + s.Players[1].Cash
	(opRound{}).payHeritageIncome(s)
	if s.Players[0].Cash+s.Players[1].Cash != p {
		t.Fatal("a closed heritage paid income")
	}
	s.startEra(4)
	if s.EndPending != endConquest {
		t.Fatal("the Conquest card did not end the game")
	}
}

// Legal() is a fixed, deterministic list and every action in it applies.
func TestLegalIsDeterministicAndApplies(t *testing.T) {
	g := stockGame(t, 3)
	a, _ := json.Marshal(g.Legal())
	b, _ := json.Marshal(g.Clone().Legal())
	if string(a) != string(b) || len(g.Legal()) < 2 {
		t.Fatal("Legal() differs between clones")
	}
	for _, act := range g.Legal() {
		c := g.Clone()
		if err := c.Apply(act); err != nil {
			t.Fatalf("listed %s refused: %v", act.Type, err)
		}
	}
}

// clone gives an exact, independent copy.
func TestCloneIsIndependent(t *testing.T) {
	a, _ := randomGame(t, 3, 5, nil)
	b, _ := randomGame(t, 2, 8, nil)
	for _, src := range []*state{a.st, b.st} {
		c := src.clone()
		x, _ := json.Marshal(src.snapshotState())
		y, _ := json.Marshal(c.snapshotState())
		if string(x) != string(y) {
			t.Fatal("copy differs")
		}
		c.Corps[0].Certs[0].Pct = 99
		paintHex(t, c, hexDefs[0].ID, c.Board.tileColor(0), 63)
		if src.Corps[0].Certs[0].Pct == 99 || src.Board.roads(0) == 63 || roadMask(src.Board.hm, 0) == 63 {
			t.Fatal("copy shares storage")
		}
	}
}

// Rule: a merger in an operating round gives RADM the turn of the first
// small company still to operate; the other small company leaves the
// order, and the turns before it and the one under way keep their places.
func TestMergerTakesTheFirstSmallTurn(t *testing.T) {
	g := gameWithoutDES(t)
	s := g.st
	found(s, "RNC", 0, 80)
	found(s, "RAM", 0, 80)
	found(s, "ART", 1, 75)
	found(s, "RCC", 1, 75)
	operate(s, "RNC", stepBuy)
	s.Op.Order = []string{"RAM", "RNC", "ART", "RCC", "RAM"}
	s.Op.Idx = 1 // RNC operates; RAM operated before it (and, for the test, after it again)
	s.Era = 3
	s.mergeSmallCompanies()
	if got := strings.Join(s.Op.Order, " "); got != "RAM RNC RADM RCC" {
		t.Errorf("order %s, want RAM RNC RADM RCC", got)
	}
}
