package g18zoo

import "ferro/engine/rounds"

// The action types, in the order Legal lists them (bits of rounds.Set).
const (
	actBid rounds.Set = 1 << iota
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
)

// acts are the record's names of the action types, bit by bit.
var acts = rounds.NewTypes(
	"bid", "par", "buy_shares", "sell_shares", "buy_company", "choose_ability", "assign", "choose",
	"lay_tile", "place_token", "run_routes", "dividend", "discard_train", "buy_train", "pass",
	"end_game", "program_share_pass", "program_buy_shares", "program_disable",
)
