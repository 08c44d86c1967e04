package g1713menorca

import (
	"slices"

	"ferro/engine"
	mk "ferro/engine/market"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Operating rounds. A set has as many rounds as the phase at its start
// prescribes. Each round starts with heritage income; then the companies
// operate from the highest market value down, each in the fixed step
// order: lay tile, place port or factory, buy vehicles, run routes,
// dividend, sell own certificates, buy them back, and finally the forced
// vehicle purchase of a company left without one.

func (r opRound) startSet(s *state) {
	s.Round = roundOp
	s.Op = opState{Set: s.Op.Set + 1, Num: 1, Of: s.phase().ORs}
	r.start(s)
}

func (r opRound) start(s *state) {
	r.payHeritageIncome(s)
	s.Op.Order = r.order(s)
	s.Op.Idx = 0
	s.Op.startTurn()
}

// payHeritageIncome: every player and company owning an open heritage
// receives its printed income from the bank.
func (r opRound) payHeritageIncome(s *state) {
	for _, h := range s.Heritages {
		if h.Closed || !h.sold() {
			continue
		}
		s.Bank -= h.def().Income
		if h.OwnerCorp != "" {
			s.corp(h.OwnerCorp).Cash += h.def().Income
		} else {
			s.Players[h.OwnerSeat].Cash += h.def().Income
		}
	}
}

// canOperate: founded, in the game, not bankrupt, run by a player, and
// (CCM) with enough certificates sold.
func (c *corp) canOperate() bool {
	return c.InGame && c.Floated && !c.Bankrupt && c.Director >= 0 &&
		c.Certs.PercentOfKind(shares.Seat)+c.Certs.PercentOfKind(shares.Pool) >= c.def().MinSold // the percentage sold
}

// order: highest market value first; ties by the further right
// column, then the higher row, then the companies' printed order.
func (r opRound) order(s *state) []string {
	out := make([]string, 0, len(s.Corps)) // never nil: the snapshot writes [] when none operates
	for _, c := range s.Corps {
		if c.canOperate() {
			out = append(out, c.Sym)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int {
		ca, cb := s.corp(a), s.corp(b)
		return mk.Compare(mk.Standing{Price: s.price(ca), Pos: posOf(ca)}, mk.Standing{Price: s.price(cb), Pos: posOf(cb)})
	})
	return out
}

// startTurn readies the next company's turn.
func (op *opState) startTurn() {
	op.Step, op.Tiles, op.Token, op.Revenue, op.SoldOwn, op.BuyCount = stepTile, 0, false, 0, false, 0
	op.Offered = nil
}

// opCorp is the operating company (nil outside operating rounds).
func (s *state) opCorp() *corp {
	if s.Round != roundOp || s.Op.Idx >= len(s.Op.Order) {
		return nil
	}
	return s.corp(s.Op.Order[s.Op.Idx])
}

// opRound is the operating round as the round's one step: the actions of
// the operating company's turn (the rounds.Sequence opTurn) and the
// answers to an offer for a vehicle.
type opRound struct{ claimsAll }

// opActions are the action types of the operating round: its steps' (each
// offers the same types always) and the answer to an offer.
var opActions = func() rounds.Set {
	u := offerTypes
	for _, st := range opSteps {
		u |= st.Actions(nil, rounds.None)
	}
	return u
}()

func (r opRound) Actions(*state, rounds.Entity) rounds.Set { return opActions }

func (r opRound) Process(s *state, _ *rounds.State, _ rounds.Entity, a engine.Action) error {
	if s.offerPending() {
		return offerStep{}.Process(s, nil, s.acting(), a)
	}
	c := s.opCorp()
	if taken, err := opTurn.Process(s, opEntity(s, c), a); taken {
		return err
	}
	if a.Type == "lay_tile" && s.Op.Tiles >= s.Heritages.maxTiles(c) {
		return illegal("one tile per turn", "%s has laid its %d tile(s) this turn", c.Sym, s.Heritages.maxTiles(c))
	}
	return illegal("operating step", "%s is not allowed in the %s step", a.Type, stepNames[s.Op.Step])
}

// advance carries out everything that needs no decision: skipping steps
// with nothing to choose, ending turns, rounds and the game.
func (s *state) advance() {
	for guard := 0; guard < 10000; guard++ { // one automatic move a time
		if s.Bank <= 0 && (s.EndPending == "" || s.EndPending == endConquest) {
			s.EndPending = endBank
		}
		if s.Round == roundOver || !gameRounds[s.roundKind()].settle(s) {
			return
		}
	}
	panic("1713 Menorca: advance does not settle")
}

func (r opRound) settle(s *state) bool {
	if s.offerPending() {
		return false // the seller's director answers
	}
	c := s.opCorp()
	if c == nil {
		r.end(s)
		return true
	}
	if s.Op.Step != stepDone && (c.Director < 0 || (s.Op.Step == stepTile && s.Op.Tiles == 0 && !c.canOperate())) {
		s.Op.Step = stepDone // nobody runs it (any more): its turn ends
	}
	if s.Op.Step == stepDone {
		s.Op.Idx++
		s.Op.startTurn()
		return true
	}
	return opTurn.Settle(s, opEntity(s, c))
}

// end: an empty bank or a bankrupt company ends the game after the
// current operating round; the Conquest after the current set.
func (r opRound) end(s *state) {
	if s.EndPending == endBank || s.EndPending == endBankruptcy {
		s.finish()
		return
	}
	if s.Op.Num < s.Op.Of {
		s.Op.Num++
		r.start(s)
		return
	}
	if s.EndPending == endConquest {
		s.finish()
		return
	}
	(stockRound{}).start(s)
}
