package g1713menorca

import (
	"ferro/engine/rounds"
)

// A player's stock round turn is steps taken in any order, each offering
// one action type: found a company (parStep), buy a certificate
// (buyCertStep), sell certificates (sellCertsStep) and end the turn
// (stockPassStep). Each step is a value in its own step_<name>.go with
// its Actions (the types its value in the table is given, offers; the
// sale's none while it is closed), where it may be closed the type it
// Claims (taken even while closed, so that its check names the rule a
// refused action breaks), its Process, and for the legal list its List
// (its concrete actions before each is judged) and its check as Judge
// (what Process would answer, without taking the action); the pass the
// legal list gives itself. The stock round's one step of the round
// Machine (stockRound, stock.go) hands an action to stockTurn, a
// rounds.AnyOrder of this table (the step claiming its type takes it),
// and opens the table to the legal list (rounds.Nested). Adding a step is
// its file and its line here.

// sellCertsTypes is the sale's type (of allTypes), which its step offers
// only while open.
var sellCertsTypes = allTypes.Of("sell_shares")

// The stock round's step table, in the legal list's order, with the type
// each step offers (of allTypes; the sale's its own): each step offers
// or claims its type (rounds.Claimer).
var stockSteps = []rounds.Step[*state]{parStep{offers(allTypes.Of("par"))}, buyCertStep{offers(allTypes.Of("buy_shares"))},
	sellCertsStep{}, stockPassStep{offers(opPass)}}

// stockTurn is a player's stock round turn: the table's steps, taken in
// any order, the step claiming an action's type taking it.
var stockTurn = rounds.NewAnyOrder(allTypes, stockSteps...)

// stockActions are the action types the stock round's steps take.
var stockActions = allTypes.Of("par") | allTypes.Of("buy_shares") | sellCertsTypes | opPass
