package g18zoo

import "math/bits"

// actSet is a set of action types, as a step offers them to an entity.
// Steps are asked often (every action asks which step waits and for
// whom), so the set is a bit mask rather than a list.
type actSet uint32

// The action types, in the order Legal lists them.
const (
	actBid actSet = 1 << iota
	actPar
	actBuyShares
	actSellShares
	actBuyCompany
	actChooseAbility
	actAssign
	actChoose
	actLayTile
	actPlaceToken
	actRunRoutes
	actDividend
	actDiscardTrain
	actBuyTrain
	actPass
	actEndGame
	actProgramSharePass
	actProgramBuyShares
	actProgramDisable
	actCount = iota
)

// actNames are the record's names of the action types, bit by bit.
var actNames = [actCount]string{
	"bid", "par", "buy_shares", "sell_shares", "buy_company", "choose_ability", "assign", "choose",
	"lay_tile", "place_token", "run_routes", "dividend", "discard_train", "buy_train", "pass",
	"end_game", "program_share_pass", "program_buy_shares", "program_disable",
}

// actOf is the type named t, or 0 for a name no step offers.
func actOf(t string) actSet {
	for i, n := range actNames {
		if n == t {
			return 1 << i
		}
	}
	return 0
}

// has reports whether the set holds the type named t.
func (s actSet) has(t string) bool { return s&actOf(t) != 0 }

// names lists the types in the set, in bit order.
func (s actSet) names() []string {
	out := make([]string, 0, bits.OnesCount32(uint32(s)))
	for m := uint32(s); m != 0; m &= m - 1 {
		out = append(out, actNames[bits.TrailingZeros32(m)])
	}
	return out
}
