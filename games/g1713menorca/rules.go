package g1713menorca

import (
	"slices"

	"ferro/engine"
)

// The optional rules a table may choose when it creates a game. Without
// any, the game follows the rules summary.

// ruleRoundBan: a player who sold certificates of a company buys none of
// it again in the same stock round. The summary forbids buying and selling
// one company only in one turn; many 18xx titles close the company to the
// seller for the rest of the round.
const ruleRoundBan = "no_buy_back_in_round"

var optionalRules = []engine.OptionalRule{
	{
		ID:   ruleRoundBan,
		Name: "No buying back in the round",
		Description: "A player who sells certificates of a company may buy none of it again in the same stock round " +
			"(as in many 18xx titles). The rules summary forbids buying and selling a company only in the same turn.",
	},
}

// checkOptionalRules refuses a rule the title does not have, or one named twice.
func checkOptionalRules(ids []string) error {
	for i, id := range ids {
		if !slices.ContainsFunc(optionalRules, func(r engine.OptionalRule) bool { return r.ID == id }) {
			return illegal("optional rules", "1713 Menorca has no optional rule %q", id)
		}
		if slices.Contains(ids[:i], id) {
			return illegal("optional rules", "optional rule %q is named twice", id)
		}
	}
	return nil
}
