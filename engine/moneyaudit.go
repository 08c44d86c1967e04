package engine

import "fmt"

// MoneyAudit is the money check of a title's audit, the same in every
// title: the cash of every holder counted (Add; a negative holding is
// the first error), then compared with what the bank issued (Conserved).
// Total starts at what is counted without the sign check (a bank that may
// run short).
type MoneyAudit struct {
	Total int
	err   error
}

// Add counts holder who's cash.
func (m *MoneyAudit) Add(who string, cash int) {
	if cash < 0 && m.err == nil {
		m.err = fmt.Errorf("%s has negative cash %d", who, cash)
	}
	m.Total += cash
}

// Conserved is the first negative holding, or an error unless the cash
// counted is issued.
func (m *MoneyAudit) Conserved(issued int) error {
	if m.err != nil {
		return m.err
	}
	if m.Total != issued {
		return fmt.Errorf("money not conserved: %d in play, %d issued", m.Total, issued)
	}
	return nil
}
