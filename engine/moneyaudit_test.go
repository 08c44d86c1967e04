package engine

import "testing"

// The audit finds the first negative holding, else money not conserved.
func TestMoneyAudit(t *testing.T) {
	m := MoneyAudit{Total: -5} // a bank run short is no error
	m.Add("player 1", 60)
	m.Add("RNC", 45)
	if err := m.Conserved(100); err != nil {
		t.Errorf("conserved money: %v", err)
	}
	if err := m.Conserved(99); err == nil || err.Error() != "money not conserved: 100 in play, 99 issued" {
		t.Errorf("money not conserved: %v", err)
	}
	m.Add("player 2", -1)
	m.Add("RCC", -2)
	if err := m.Conserved(97); err == nil || err.Error() != "player 2 has negative cash -1" {
		t.Errorf("negative cash: %v, want player 2's", err)
	}
}
