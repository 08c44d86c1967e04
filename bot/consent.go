package bot

import "ferro/engine"

// Accepts is a bot's answer to a trade another seat proposes to seat (a,
// which takes a train or power of seat's for a price; see engine.Trader):
// yes when the trade gains seat something, by the evaluation
// (Weights.Evaluate) on a copy the seat may read: its margin over the best
// other seat must grow by at least TradeGain of its value (1 in money at
// the least). A seller wants a profit: the evaluation sees little of what
// a train will earn in later rounds (in 18ZOO a family pays fixed
// dividends while it runs at all), so a train is sold only for a price
// that is a gain in itself, and a power for what it pays in money; a trade
// that lifts a rival past the seat is refused.
func Accepts(g engine.Game, seat int, a engine.Action, seed uint64) bool {
	view := determinize(g, seat, seed)
	vals := DefaultWeights.Evaluate(view)
	if seat < 0 || seat >= len(vals) {
		return false
	}
	after := view.Clone()
	if after.Apply(a) != nil {
		return false
	}
	return !sellerRefuses(vals, DefaultWeights.Evaluate(after), seat)
}

// TradeGain is the least gain a bot asks of a trade, as a fraction of its
// seat's value.
const TradeGain = 0.01

// actions are the concrete legal actions the bot may choose from:
// Actions(pos.Game) less those Skip rules out.
func (pos Position) actions() []engine.Action {
	acts := Actions(pos.Game)
	if pos.Skip == nil {
		return acts
	}
	out := make([]engine.Action, 0, len(acts))
	for _, a := range acts {
		if !pos.Skip(a) {
			out = append(out, a)
		}
	}
	return out
}
