package bot

import (
	"math"

	"ferro/engine"
)

// Trades a seat's move makes with another seat (engine.Trader: in 18ZOO a
// family buying a train from another player's family, or a power from a
// player). The title carries such a move out at once, but at a table the
// seller is asked first (server/consent.go), and a seller answers by what
// the trade does to him (Accepts). A bot judges its own trade offers the
// same way: an offer its seller's judgement refuses is never made, at the
// root or in the search's tree. Before, a search took the trade as done:
// families bought other players' powers for 0–2$N and their trains for
// 1$N, offers no seller takes (55 of 439 of people's decisions in the
// real records, ferro agree --every 8), each a free gift in the tree.

// tradeSeller is the seat that gives something up in a, mover's move in
// g, with ok; ok is false for a move that takes nothing from another
// seat (a trade with oneself included: one president of both families).
func tradeSeller(g engine.Game, mover int, a *engine.Action) (int, bool) {
	t, ok := g.(engine.Trader)
	if !ok {
		return -1, false
	}
	id, ok := t.Counterparty(*a)
	if !ok {
		return -1, false
	}
	s := SeatOf(g, id)
	if s < 0 || s == mover {
		return -1, false
	}
	return s, true
}

// sellerRefuses reports whether the seller of a trade refuses it, from
// every seat's values before and after it: his margin over the best other
// seat must grow by at least TradeGain of his value, 1 in money at the
// least.
func sellerRefuses(before, after []float64, seller int) bool {
	if seller < 0 || seller >= len(before) || seller >= len(after) {
		return true
	}
	gain := margin(after, seller) - margin(before, seller)
	return gain < math.Max(1, TradeGain*math.Abs(before[seller]))
}

// sellerWouldRefuse is sellerRefuses judged as sellers judge (Accepts):
// by the hand-set evaluation, whatever evaluation the buyer searches
// with. g is the position before the trade, after the one after it; both
// readable by the buyer. A buyer searching with the learned model judged
// its offers by the model instead, and the model values a train that
// leaves a rival's family as the seller's gain: in the tree, sellers
// took 2S trains for 1$N that every bot seller refuses at the table, and
// after each refusal the buyer asked again down the same line, selling
// its president's ZOOTickets to the family for 1$N to raise the price
// (Map D, seed 2000, rotation 0: its chance of winning fell from 0.43 to
// 0.13 in four moves; docs/bots.md).
func sellerWouldRefuse(g, after engine.Game, seller int) bool {
	return sellerRefuses(DefaultWeights.Evaluate(g), DefaultWeights.Evaluate(after), seller)
}
