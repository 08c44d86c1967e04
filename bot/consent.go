package bot

import "ferro/engine"

// Accepts is a bot's answer to a trade another seat proposes to seat (a,
// which takes a train or power of seat's for a price; see engine.Trader):
// yes when seat's margin over the best other seat, by the evaluation
// (Weights.Evaluate) on a copy the seat may read, is no worse after the
// trade than before it. A trade that hands the buyer more than it pays
// the seller is refused; one that pays the seller at least what the item
// is worth to him, and does not lift a rival past him, is accepted.
func Accepts(g engine.Game, seat int, a engine.Action, seed uint64) bool {
	view := determinize(g, seat, seed)
	before := margin(DefaultWeights.Evaluate(view), seat)
	after := view.Clone()
	if after.Apply(a) != nil {
		return false
	}
	return margin(DefaultWeights.Evaluate(after), seat) >= before
}

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
