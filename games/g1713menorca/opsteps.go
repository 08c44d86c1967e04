package g1713menorca

import (
	"ferro/engine/rounds"
)

// A company's operating turn is a rounds.Sequence of step values, in the
// order of stepTile…stepForced, its cursor s.Op.Step (stepDone: the turn
// is over). Each step takes the action types its value in the table is
// given (offers, its Actions), takes one (Process; a pass the Sequence takes: the next step), whether the
// company has anything to do there (its HasAction, else a legal action
// in its list: the Sequence's Has; advance skips it when not, as Skip
// says), and for the legal list its List (its concrete actions of a type,
// listed only legal or judged by its Judge where it has one; the pass the
// legal list gives itself, always legal). Every step acts for the
// operating company, the entity it is given (its director in the
// emergency sale of the forced purchase): each is a rounds.Lister
// (TestOpStepsList).

// opPass is the pass (of allTypes).
var opPass = allTypes.Of("pass")

// The step table of a company's operating turn: each step's place (the
// cursor's value, s.Op.Step) and its value (step_<name>.go, which holds
// all it does) with the action types it takes (of allTypes, found once:
// the legal list asks them of every candidate), in the order the turn
// takes them. Adding a step is its file and its two lines here.
const (
	stepTile = iota
	stepToken
	stepBuy
	stepRun
	stepDividend
	stepSell
	stepBuyBack
	stepForced
	stepDone // the turn is over
)

var opSteps = [stepDone]rounds.Step[*state]{
	stepTile:     tileStep{offers(allTypes.Of("lay_tile") | opPass)},
	stepToken:    tokenStep{offers(allTypes.Of("place_token") | opPass)},
	stepBuy:      buyStep{offers(allTypes.Of("buy_train") | allTypes.Of("buy_company") | opPass)},
	stepRun:      runStep{offers(allTypes.Of("run_routes"))},
	stepDividend: dividendStep{offers(allTypes.Of("dividend"))},
	stepSell:     sellOwnStep{offers(allTypes.Of("sell_shares") | opPass)},
	stepBuyBack:  buyBackStep{offers(allTypes.Of("buy_shares") | opPass)},
	stepForced:   forcedStep{offers(allTypes.Of("buy_train") | allTypes.Of("sell_shares"))},
}

// offers is a step's constant action types (rounds.Offers): each step of
// the tables above embeds it and is given its types there.
type offers = rounds.Offers[*state]

var opTurn = func() *rounds.Sequence[*state] {
	q := rounds.NewSequence(allTypes, func(s *state) *int { return &s.Op.Step }, opSteps[:]...)
	q.Pass = opPass // a step's pass: the turn moves to the next step
	q.Has = legal.Has
	return q
}()

// opEntity is company c of s as the entity its turn's steps act for
// (rounds.None for nil): its index, which is its Def (newState).
func opEntity(s *state, c *corp) rounds.Entity {
	if c == nil {
		return rounds.None
	}
	return rounds.Of(rounds.Corporation, c.Def)
}

func corpOf(s *state, e rounds.Entity) *corp { return &s.Corps[e.Idx] }

// Open: the legal list asks the answer to an offer for a vehicle while
// one is pending, else the operating turn's step at its cursor.
func (r opRound) Open(s *state, out []rounds.Step[*state]) []rounds.Step[*state] {
	if s.offerPending() {
		return append(out, offerStep{offers(offerTypes)})
	}
	if st := opTurn.Open(s); st != nil {
		out = append(out, st)
	}
	return out
}
