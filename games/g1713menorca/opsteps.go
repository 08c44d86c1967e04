package g1713menorca

import (
	"bytes"
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
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

var opSteps = [stepDone]opStep{tileStep{}, tokenStep{}, buyStep{}, runStep{}, dividendStep{}, sellOwnStep{}, buyBackStep{}, forcedStep{}}

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

// Lay tiles (one, two with a heritage that allows it), or pass.
type tileStep struct{}

func (r tileStep) Actions(*state, rounds.Entity) rounds.Set { return tileTypes }

// HasAction: the company has a tile left to lay this turn, and a legal lay.
func (r tileStep) HasAction(s *state, e rounds.Entity) bool {
	found := false // each lists nothing once the turn's tiles are laid
	r.each(s, corpOf(s, e), func(int, int, int) bool { found = true; return false })
	return found
}

// candidates lists every legal tile lay (one rotation per distinct
// road layout), checked.
func (r tileStep) candidates(s *state, c *corp) []engine.Action {
	var out []engine.Action
	r.each(s, c, func(i, ti, rot int) bool {
		a := corpAction(c, "lay_tile")
		a.Hex, a.Tile, a.Rotation = hexDefs[i].ID, tileDefs[ti].ID, engine.Int(rot)
		out = append(out, a)
		return true
	})
	return out
}

// Place a port or a factory, or pass.
type tokenStep struct{}

func (r tokenStep) Actions(*state, rounds.Entity) rounds.Set { return tokenTypes }
func (r tokenStep) HasAction(s *state, e rounds.Entity) bool {
	return !s.Op.Token && s.hasLegal(slices.Values(r.candidates(s, corpOf(s, e))))
}
func (r tokenStep) candidates(s *state, c *corp) []engine.Action {
	var out []engine.Action
	if c.def().Kind == small {
		return nil
	}
	for i, h := range hexDefs {
		if h.Kind == kindCity && !slices.Contains(c.Stations, h.ID) && s.freeSlots(i) > 0 {
			a := corpAction(c, "place_token")
			a.Hex = h.ID
			out = append(out, a)
		}
	}
	return out
}

// Buy vehicles and heritages, or pass.
type buyStep struct{}

func (r buyStep) Actions(*state, rounds.Entity) rounds.Set { return buyTypes }
func (r buyStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "buy_company" {
		return r.buyHeritage(s, corpOf(s, e), a)
	}
	return r.buy(s, corpOf(s, e), a, false)
}

// HasAction: one of the purchases is legal.
func (r buyStep) HasAction(s *state, e rounds.Entity) bool {
	return s.hasLegal(r.purchases(s, corpOf(s, e)))
}
func (r buyStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	if a.Type == "buy_company" {
		_, err := r.checkHeritageSale(s, corpOf(s, e), a)
		return true, err
	}
	_, err := r.check(s, corpOf(s, e), a, false)
	return true, err
}

// Run routes: the best run is the one action (no route: the company moves
// left and pays nothing, and the dividend is skipped).
type runStep struct{}

func (runStep) Actions(*state, rounds.Entity) rounds.Set { return runTypes }
func (runStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	if key := s.bestKey(c); s.best == nil || !bytes.Equal(s.best.key, key) {
		s.best = &bestMemo{key: key, routes: s.bestRoutes(c)} // kept for the legal list
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

func (r forcedStep) Actions(*state, rounds.Entity) rounds.Set { return forcedTypes }
func (r forcedStep) Process(s *state, st *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "sell_shares" {
		return r.sell(s, corpOf(s, e), a)
	}
	return (buyStep{}).buy(s, corpOf(s, e), a, true)
}
func (r forcedStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	return r.due(s, c) && s.hasLegal(slices.Values(r.candidates(s, c)))
}
func (r forcedStep) Skip(s *state, st *rounds.State) {
	if c := s.opCorp(); r.due(s, c) {
		s.bankrupt(c)
	}
	s.Op.Step = stepDone
}
func (r forcedStep) candidates(s *state, c *corp) []engine.Action {
	var out []engine.Action
	if r.needsEmergencySale(s, c) {
		for i := range s.Corps { // the director sells
			out = certActions(out, playerAction(s, c.Director, "sell_shares"), &s.Corps[i], shares.Player(c.Director), true)
		}
		return out
	}
	for ti, t := range vehicleTypes {
		if v := s.bankOffer(ti); v != nil && canOwn(c, t) {
			a := corpAction(c, "buy_train")
			a.Train, a.Price = v.ID, engine.Int(t.Price)
			out = append(out, a)
		}
	}
	return out
}
func (r forcedStep) Judge(s *state, e rounds.Entity, a engine.Action) (bool, error) {
	if a.Type != "buy_train" {
		return false, nil // the emergency sale: only trying it tells
	}
	_, err := (buyStep{}).check(s, corpOf(s, e), a, true)
	return true, err
}
