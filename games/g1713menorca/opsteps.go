package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/rounds"
)

// A company's operating turn is a rounds.Sequence of step values, in the
// order of stepTile…stepForced, its cursor s.Op.Step (stepDone: the turn
// is over). Each step says which action types it takes (Actions), takes
// one (Process; a pass the Sequence takes: the next step), whether the
// company has anything to do there (HasAction: advance skips it when not,
// as Skip says), lists its concrete actions before they are judged
// (candidates; the pass of a step that takes one comes last), and may
// judge the common ones without trying them (Judge, which the Sequence
// asks for the types the step offers; a pass is always legal). Every step
// acts for the operating company, the entity it is given.
type opStep interface {
	rounds.Step[*state]
	rounds.Busy[*state]
	// candidates are the step's actions before each is judged (legal).
	candidates(s *state, c *corp) []engine.Action
}

// The action types the steps take (of allTypes), found once: the legal
// list asks them of every candidate.
var (
	opPass        = allTypes.Of("pass")
	opBuyTrain    = allTypes.Of("buy_train")
	opSellShares  = allTypes.Of("sell_shares")
	tileTypes     = allTypes.Of("lay_tile") | opPass
	tokenTypes    = allTypes.Of("place_token") | opPass
	buyTypes      = opBuyTrain | allTypes.Of("buy_company") | opPass
	runTypes      = allTypes.Of("run_routes")
	dividendTypes = allTypes.Of("dividend")
	forcedTypes   = opBuyTrain | opSellShares
	sellOwnTypes  = opSellShares | opPass
	buyBackTypes  = allTypes.Of("buy_shares") | opPass
)

// The step table of a company's operating turn: each step's place (the
// cursor's value, s.Op.Step) and its value (step_<name>.go, which holds
// all it does), in the order the turn takes them. Adding a step is its
// file and its two lines here.
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

var opSteps = [stepDone]opStep{
	stepTile:     tileStep{},
	stepToken:    tokenStep{},
	stepBuy:      buyStep{},
	stepRun:      runStep{},
	stepDividend: dividendStep{},
	stepSell:     sellOwnStep{},
	stepBuyBack:  buyBackStep{},
	stepForced:   forcedStep{},
}

var opTurn = func() *rounds.Sequence[*state] {
	var st []rounds.Step[*state]
	for _, o := range opSteps {
		st = append(st, o)
	}
	q := rounds.NewSequence(allTypes, func(s *state) *int { return &s.Op.Step }, st...)
	q.Pass = opPass // a step's pass: the turn moves to the next step
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

// candidates are the actions of the operating turn's step now, before
// each is judged.
func (r opRound) candidates(s *state) []engine.Action {
	if s.offerPending() {
		return r.answers(s)
	}
	c := s.opCorp()
	if s.Op.Step >= stepDone {
		return []engine.Action{corpAction(c, "pass")}
	}
	o := opSteps[s.Op.Step]
	out := o.candidates(s, c)
	if o.Actions(s, opEntity(s, c))&opPass != 0 {
		out = append(out, corpAction(c, "pass"))
	}
	return out
}

// verdict is verdict in the operating round; judged is false where only
// trying the action tells.
func (r opRound) verdict(s *state, a engine.Action) (judged bool, err error) {
	if s.offerPending() {
		_, err := r.checkAnswer(s, a)
		return true, err
	}
	return opTurn.Judge(s, opEntity(s, s.opCorp()), a)
}
