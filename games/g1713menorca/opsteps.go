package g1713menorca

import (
	"bytes"

	"ferro/engine"
	"ferro/engine/rounds"
)

// A company's operating turn is a rounds.Sequence of step values, in the
// order of stepTile…stepForced, its cursor s.Op.Step (stepDone: the turn
// is over). Each step says which action types it takes (Actions), takes
// one (Process; a pass moves to the next step), whether the company has
// anything to do there (HasAction: advance skips it when not, as Skip
// says), lists its concrete actions before they are judged (candidates;
// the pass of a step that takes one comes last), and may judge the common
// ones without trying them (verdict; a pass a step takes is always
// legal). Every step acts for the operating company, the entity it is
// given.
type opStep interface {
	rounds.Step[*state]
	rounds.Busy[*state]
	// candidates are the step's actions before each is judged (legal).
	candidates(s *state, c *corp) []engine.Action
}

// opJudge is a step that judges some of its actions without trying them:
// verdict is apply's answer to a in this step without carrying it out;
// judged is false where only trying the action tells.
type opJudge interface {
	verdict(s *state, c *corp, a engine.Action) (judged bool, err error)
}

// The action types of the operating turn.
const (
	opLay rounds.Set = 1 << iota
	opToken
	opBuyTrain
	opBuyCompany
	opRun
	opDividend
	opSell
	opBuyBack
	opPass
)

var opTypes = rounds.NewTypes("lay_tile", "place_token", "buy_train", "buy_company", "run_routes",
	"dividend", "sell_shares", "buy_shares", "pass")

var opSteps = [stepDone]opStep{tileStep{}, tokenStep{}, buyStep{}, runStep{}, dividendStep{}, sellOwnStep{}, buyBackStep{}, forcedStep{}}

var opTurn = func() *rounds.Sequence[*state] {
	var st []rounds.Step[*state]
	for _, o := range opSteps {
		st = append(st, o)
	}
	return rounds.NewSequence(opTypes, func(s *state) *int { return &s.Op.Step }, st...)
}()

// opPasses and opJudges are, by step, whether it takes a pass and how it
// judges its actions (nil: only trying them tells), resolved once: legal
// asks them for every candidate.
var opPasses, opJudges = func() (p [stepDone]bool, j [stepDone]opJudge) {
	for i, o := range opSteps {
		p[i] = o.Actions(nil, rounds.None)&opPass != 0
		j[i], _ = o.(opJudge)
	}
	return
}()

// opEntity is company c as the entity its turn's steps act for.
func opEntity(s *state, c *corp) rounds.Entity {
	for i := range s.Corps {
		if &s.Corps[i] == c {
			return rounds.Of(rounds.Corporation, i)
		}
	}
	return rounds.None
}

func corpOf(s *state, e rounds.Entity) *corp { return &s.Corps[e.Idx] }

// passes takes a step's pass: the turn moves to the next step.
func passes(st *rounds.State, a engine.Action) bool {
	if a.Type == "pass" {
		st.Passed = true
		return true
	}
	return false
}

// opCandidates are the actions of the operating turn's step now, before
// each is judged.
func (s *state) opCandidates() []engine.Action {
	if s.offerPending() {
		return s.offerAnswers()
	}
	c := s.opCorp()
	if s.Op.Step >= stepDone {
		return []engine.Action{corpAction(c, "pass")}
	}
	out := opSteps[s.Op.Step].candidates(s, c)
	if opPasses[s.Op.Step] {
		out = append(out, corpAction(c, "pass"))
	}
	return out
}

// opVerdict is verdict in the operating round; judged is false where only
// trying the action tells.
func (s *state) opVerdict(a engine.Action) (judged bool, err error) {
	if s.offerPending() {
		_, err := s.checkAnswer(a)
		return true, err
	}
	if s.Op.Step >= stepDone {
		return false, nil
	}
	if a.Type == "pass" && opPasses[s.Op.Step] {
		return true, nil
	}
	if j := opJudges[s.Op.Step]; j != nil {
		return j.verdict(s, s.opCorp(), a)
	}
	return false, nil
}

// Lay tiles (one, two with a heritage that allows it), or pass.
type tileStep struct{}

func (tileStep) Actions(*state, rounds.Entity) rounds.Set { return opLay | opPass }
func (tileStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if passes(st, a) {
		return nil
	}
	return s.layTile(corpOf(s, e), a)
}
func (tileStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	return s.Op.Tiles < s.Heritages.maxTiles(c) && s.canLayTile(c)
}
func (tileStep) candidates(s *state, c *corp) []engine.Action {
	return s.tileCandidates(c)
}

// Place a port or a factory, or pass.
type tokenStep struct{}

func (tokenStep) Actions(*state, rounds.Entity) rounds.Set { return opToken | opPass }
func (tokenStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if passes(st, a) {
		return nil
	}
	return s.placeToken(corpOf(s, e), a)
}
func (tokenStep) HasAction(s *state, e rounds.Entity) bool {
	return !s.Op.Token && s.hasLegal(s.tokenCandidates(corpOf(s, e)))
}
func (tokenStep) candidates(s *state, c *corp) []engine.Action {
	return s.tokenCandidates(c)
}

// Buy vehicles and heritages, or pass.
type buyStep struct{}

func (buyStep) Actions(*state, rounds.Entity) rounds.Set { return opBuyTrain | opBuyCompany | opPass }
func (buyStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if passes(st, a) {
		return nil
	}
	if a.Type == "buy_company" {
		return s.buyHeritage(corpOf(s, e), a)
	}
	return s.buyVehicle(corpOf(s, e), a, false)
}
func (buyStep) HasAction(s *state, e rounds.Entity) bool { return s.hasLegalBuy(corpOf(s, e)) }
func (buyStep) candidates(s *state, c *corp) []engine.Action {
	return s.buyCandidates(c)
}
func (buyStep) verdict(s *state, c *corp, a engine.Action) (bool, error) {
	switch a.Type {
	case "buy_train":
		_, err := s.checkBuyVehicle(c, a, false)
		return true, err
	case "buy_company":
		_, err := s.checkHeritageSale(c, a)
		return true, err
	}
	return false, nil
}

// Run routes: the best run is the one action (no route: the company moves
// left and pays nothing, and the dividend is skipped).
type runStep struct{}

func (runStep) Actions(*state, rounds.Entity) rounds.Set { return opRun }
func (runStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	return s.runRoutes(corpOf(s, e), a)
}
func (runStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	if s.best == nil || !bytes.Equal(s.best.key, s.bestKey(c)) {
		s.rememberBest(c)
	}
	return len(s.best.routes) > 0
}
func (runStep) Skip(s *state, st *rounds.State) { s.noRoute(s.opCorp()) }
func (runStep) candidates(s *state, c *corp) []engine.Action {
	return []engine.Action{s.bestRunAction(c)}
}

// The forced purchase of a company left without a vehicle (its director
// sells certificates to raise the money; one that cannot buy goes
// bankrupt).
type forcedStep struct{}

func (forcedStep) Actions(*state, rounds.Entity) rounds.Set { return opBuyTrain | opSell }
func (forcedStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "sell_shares" {
		return s.emergencySell(corpOf(s, e), a)
	}
	return s.buyVehicle(corpOf(s, e), a, true)
}
func (forcedStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	return s.forcedPurchaseDue(c) && s.hasLegal(s.forcedCandidates(c))
}
func (forcedStep) Skip(s *state, st *rounds.State) {
	if c := s.opCorp(); s.forcedPurchaseDue(c) {
		s.bankrupt(c)
	}
	s.Op.Step = stepDone
}
func (forcedStep) candidates(s *state, c *corp) []engine.Action { return s.forcedCandidates(c) }
func (forcedStep) verdict(s *state, c *corp, a engine.Action) (bool, error) {
	if a.Type == "buy_train" {
		_, err := s.checkBuyVehicle(c, a, true)
		return true, err
	}
	return false, nil
}
