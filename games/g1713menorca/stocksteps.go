package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// A player's stock round turn is steps taken in any order, each offering
// one action type: found a company (parStep), buy a certificate
// (buyCertStep), sell certificates (sellCertsStep) and end the turn
// (stockPassStep). Each step is a value in its own step_<name>.go with
// its Actions (none while it is closed), the type it Claims (taken even
// while closed, so that its check names the rule a refused action
// breaks), its Process, its check as Judge (what Process would answer,
// without taking the action) and its list (its concrete actions before
// each is judged). The stock round's one step of the round Machine
// (stockRound, stock.go) hands an action to the step claiming its type
// and builds the legal list from the open steps' lists in this table's
// order. Adding a step is its file and its line here.
type stockStep interface {
	rounds.Step[*state]
	rounds.Judger[*state]
	rounds.Claimer
	// list appends to out the step's actions for the player at seat,
	// before each is judged.
	list(s *state, seat int, out []engine.Action) []engine.Action
}

// The action types of the stock round's steps (of allTypes).
var (
	parTypes       = allTypes.Of("par")
	buyCertTypes   = allTypes.Of("buy_shares")
	sellCertsTypes = allTypes.Of("sell_shares")
	stockPassTypes = opPass
)

// The stock round's step table, in the legal list's order.
var stockSteps = [...]stockStep{parStep{}, buyCertStep{}, sellCertsStep{}, stockPassStep{}}

// stockActions are the action types the stock round's steps take.
var stockActions = parTypes | buyCertTypes | sellCertsTypes | stockPassTypes

// stockStepOf is the step of the stock round claiming actions of type
// typ, nil for none.
func stockStepOf(typ string) stockStep {
	for _, p := range stockSteps {
		if p.Claims(typ) {
			return p
		}
	}
	return nil
}
