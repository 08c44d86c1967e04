package g18zoo

import (
	"ferro/engine"
)

// Counterparty (engine.Trader): a buy_train of a train another family
// holds takes it from that family's president; a buy_company of a power a
// player holds takes it from that player. Anything else takes nothing from
// anyone.
func (g *Game) Counterparty(a engine.Action) (string, bool) {
	switch a.Type {
	case "buy_train":
		t := g.trains.byID(a.Train)
		if t < 0 {
			return "", false
		}
		f, ok := g.trains[t].Owner.CorpOf()
		if !ok || f < 0 || f >= len(g.fams) {
			return "", false
		}
		if p := g.fams[f].President; p >= 0 && p < len(g.players) {
			return g.players[p].ID, true
		}
	case "buy_company":
		c := g.companyIdx(a.Company)
		if c < 0 {
			return "", false
		}
		if p, ok := g.companies[c].Owner.SeatOf(); ok && p >= 0 && p < len(g.players) {
			return g.players[p].ID, true
		}
	}
	return "", false
}
