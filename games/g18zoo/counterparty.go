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
		if t := g.trains.byID(a.Train); t >= 0 {
			if f, ok := g.trains[t].Owner.CorpOf(); ok && f >= 0 && f < len(g.fams) && g.fams[f].President >= 0 {
				return g.players[g.fams[f].President].ID, true
			}
		}
	case "buy_company":
		if c := g.companyIdx(a.Company); c >= 0 {
			if p, ok := g.companies[c].Owner.SeatOf(); ok && p >= 0 && p < len(g.players) {
				return g.players[p].ID, true
			}
		}
	}
	return "", false
}
